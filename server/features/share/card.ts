import { readFileSync } from 'node:fs';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SHARE_MESSAGES } from '@contract';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { appPath } from '../../lib/app-root.ts';

/** Noto Sans (OFL), subset to Latin; see fonts/README.md. Read once, on first render. */
const FONT_PATH = appPath('server/features/share/fonts/NotoSans-Latin.ttf');
let font: Buffer | undefined;
const fontData = () => {
  font ??= readFileSync(FONT_PATH);
  return font;
};

/** The favicon's owl (web/public/favicon.svg), the brand mark on every card. */
const OWL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b1120"/><path d="M14 18l8 6M50 18l-8 6" stroke="#f5b942" stroke-width="4" stroke-linecap="round"/><circle cx="23" cy="34" r="10" fill="#f5b942"/><circle cx="41" cy="34" r="10" fill="#f5b942"/><circle cx="23" cy="34" r="4.5" fill="#0b1120"/><circle cx="41" cy="34" r="4.5" fill="#0b1120"/><path d="M29 45l3 5 3-5z" fill="#f5b942"/></svg>';
const OWL_DATA_URI = `data:image/svg+xml;base64,${Buffer.from(OWL_SVG).toString('base64')}`;

const COLORS = {
  ink: '#0b1120',
  panel: '#141c2e',
  amber: '#f5b942',
  text: '#f1f4f9',
  muted: '#9aa6bd',
  draw: '#7c8aa5',
  away: '#5b8def',
};

export interface ShareCardData {
  homeTeam: string;
  awayTeam: string;
  /** One-decimal percentages adding up to 100; draw null in sports without draws. */
  percent: { home: number; draw: number | null; away: number };
  league: string;
  /** 'Sun 2 Feb 2025', or a what-if label when the teams have no scheduled match. */
  dateLabel: string;
  /** What the percentages are ("Market's fair price — Pinnacle, no-vig"); null when unknown. */
  sourceLabel: string | null;
}

/**
 * Satori takes React-shaped elements; this builds them without JSX or React. Satori sizes boxes
 * as content-box, as CSS does; border-box keeps a padded box inside the width it is given.
 */
type Node = { type: string; props: Record<string, unknown> };
function h(type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node {
  return {
    type,
    props: {
      style: { boxSizing: 'border-box', ...style },
      children: children.length === 1 ? children[0] : children,
    },
  };
}

/** Satori draws regular weight only (one font file); a thin stroke of the fill reads as bold. */
const bold = (color: string, width = 1.4) => ({
  color,
  WebkitTextStroke: `${width}px ${color}`,
});

const pct = (value: number) => `${value.toFixed(1)}%`;

function teamColumn(name: string, value: number, label: string, favoured: boolean) {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 400, padding: 8 },
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'center',
        textAlign: 'center',
        fontSize: name.length > 18 ? 40 : 50,
        lineHeight: 1.15,
        height: 120,
        alignItems: 'center',
        overflow: 'hidden',
        ...bold(COLORS.text),
      },
      name,
    ),
    h(
      'div',
      {
        display: 'flex',
        fontSize: 92,
        marginTop: 6,
        ...bold(favoured ? COLORS.amber : COLORS.text, 2.4),
      },
      pct(value),
    ),
    h('div', { display: 'flex', fontSize: 26, color: COLORS.muted, marginTop: 2 }, label),
  );
}

function drawColumn(value: number) {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'flex-end',
      width: 240,
      paddingBottom: 8,
    },
    h('div', { display: 'flex', fontSize: 56, ...bold(COLORS.text, 1.8) }, pct(value)),
    h('div', { display: 'flex', fontSize: 26, color: COLORS.muted, marginTop: 6 }, 'Draw'),
  );
}

function probabilityBar(percent: ShareCardData['percent']) {
  const parts = [
    { value: percent.home, color: COLORS.amber },
    ...(percent.draw === null ? [] : [{ value: percent.draw, color: COLORS.draw }]),
    { value: percent.away, color: COLORS.away },
  ].filter((part) => part.value > 0);
  return h(
    'div',
    {
      display: 'flex',
      width: 1040,
      height: 18,
      borderRadius: 9,
      overflow: 'hidden',
      backgroundColor: COLORS.panel,
    },
    ...parts.map((part) =>
      h('div', {
        display: 'flex',
        width: `${part.value}%`,
        height: 18,
        backgroundColor: part.color,
      }),
    ),
  );
}

/** The share card: brand, both teams with their percentages, league and date, the disclaimer. */
export function shareCardTree(data: ShareCardData): Node {
  const { percent } = data;
  // The favoured team as the result card names it (product spec, 'Prediction result'): the higher
  // win probability, the away team on a tie.
  const favoured = percent.away >= percent.home ? 'away' : 'home';
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      padding: '44px 80px 36px 80px',
      backgroundColor: COLORS.ink,
      backgroundImage: 'linear-gradient(160deg, #101a33 0%, #0b1120 55%, #0a0f1c 100%)',
      fontFamily: 'Noto Sans',
      color: COLORS.text,
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      h(
        'div',
        { display: 'flex', alignItems: 'center' },
        { type: 'img', props: { src: OWL_DATA_URI, width: 64, height: 64 } },
        h(
          'div',
          { display: 'flex', flexDirection: 'column', marginLeft: 18 },
          h('div', { display: 'flex', fontSize: 38, ...bold(COLORS.text, 1.2) }, 'Strix'),
          h(
            'div',
            { display: 'flex', fontSize: 20, color: COLORS.muted },
            'AI Sports Intelligence',
          ),
        ),
      ),
      h(
        'div',
        {
          display: 'flex',
          fontSize: 24,
          padding: '10px 22px',
          borderRadius: 999,
          border: `2px solid ${COLORS.amber}`,
          ...bold(COLORS.amber, 0.6),
        },
        SHARE_MESSAGES.headline,
      ),
    ),
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'center',
        marginTop: 20,
        fontSize: 28,
        color: COLORS.muted,
      },
      `${data.league}  ·  ${data.dateLabel}`,
    ),
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', marginTop: 10 },
      teamColumn(data.homeTeam, percent.home, 'Home win', favoured === 'home'),
      percent.draw === null ? h('div', { display: 'flex', width: 240 }) : drawColumn(percent.draw),
      teamColumn(data.awayTeam, percent.away, 'Away win', favoured === 'away'),
    ),
    h('div', { display: 'flex', marginTop: 20 }, probabilityBar(percent)),
    // Every probability says where it comes from: the label the answer printed under them.
    ...(data.sourceLabel
      ? [
          h(
            'div',
            { display: 'flex', justifyContent: 'center', marginTop: 12, fontSize: 20 },
            data.sourceLabel,
          ),
        ]
      : []),
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'center',
        marginTop: 'auto',
        fontSize: 21,
        color: COLORS.muted,
      },
      SHARE_MESSAGES.disclaimer,
    ),
  );
}

/** Renders the card to a 1200×630 PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderShareCard(data: ShareCardData): Promise<Buffer> {
  const svg = await satori(shareCardTree(data) as never, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: [{ name: 'Noto Sans', data: fontData(), weight: 400, style: 'normal' }],
  });
  const png = new Resvg(svg, {
    fitTo: { mode: 'original' },
    // Satori has already turned the text into paths: no font lookup, same image everywhere.
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}
