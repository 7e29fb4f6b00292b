import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../contract/preference-texts.ts';

/**
 * Puts the theme script first in index.html's body, so a page whose person chose the light
 * theme is light from its first paint (no dark flash): it runs before any of the body is drawn.
 * Not in the head: there, a parser-blocking script held the prerendered home page's first paint
 * on Lighthouse's simulated phone (1.0 → 1.6 s; docs/performance.md, "First screens from the
 * server"). The server's Content-Security-Policy allows this one inline script by its hash
 * (server/plugins/security.ts).
 */
export function themeBoot(): Plugin {
  return {
    name: 'strix-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'body-prepend' }],
    },
  };
}
