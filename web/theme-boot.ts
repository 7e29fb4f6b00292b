import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../contract/preference-texts.ts';

/**
 * Puts the theme script first in index.html's head, so a page whose person chose the light
 * theme is light from its first paint (no dark flash). The server's Content-Security-Policy
 * allows this one inline script by its hash (server/plugins/security.ts).
 */
export function themeBoot(): Plugin {
  return {
    name: 'strix-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
    },
  };
}
