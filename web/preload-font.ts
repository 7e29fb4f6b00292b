import type { Plugin } from 'vite';

/**
 * Adds a preload for the Latin cut of Inter (the only one English pages use) to the built
 * index.html. Without it the browser finds the font only after the first render, swaps it in
 * and every text block moves (layout shift); preloaded, the font is there before the script
 * has rendered anything.
 */
export function preloadFont(pattern = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'strix-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) throw new Error('preload-font: the Inter Latin font is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
