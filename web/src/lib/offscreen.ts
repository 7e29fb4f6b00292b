/**
 * Classes for a long part of a page that often starts below the fold: the browser skips its
 * style, layout and paint until it comes near the viewport (content-visibility: auto), holding
 * the height it last had (about 600 px before it has one), and still reads it to a screen reader
 * and finds it in the page. Only the height is held: a held width (contain-intrinsic-size) widened
 * the page's grid column past a phone's screen until the section was drawn. On a slow phone the style and layout of parts nobody can see yet were
 * a long task each time one arrived (docs/performance.md, "Where the blocking time goes").
 */
export const OFFSCREEN_SECTION = '[content-visibility:auto] [contain-intrinsic-height:auto_600px]';
