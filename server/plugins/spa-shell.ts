import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { FIRST_SCREEN_META, PRERENDERED_META, PUBLIC_URL_META } from '../../contract/page-tags.ts';

export { PRERENDERED_META, PUBLIC_URL_META };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const shells = new Map<string, string | null>();

/** Paths whose first render the build makes (web/prerender.ts), with the file it writes. */
export const PRERENDERED_PAGES = {
  '/': 'home.html',
  '/record': 'record.html',
  '/developers': 'developers.html',
  '/responsible-gambling': 'responsible-gambling.html',
} as const;

/** The build's first screens (web/prerender.ts), with placeholders (contract/page-tags.ts). */
export const FIRST_SCREEN_FILES = {
  match: 'match-first-screen.html',
  league: 'league-first-screen.html',
  home: 'home-first-screen.html',
} as const;

export type FirstScreenRoute = keyof typeof FIRST_SCREEN_FILES;

/** A page's words for its first screen: each placeholder's text, and the page's title. */
export interface FirstScreenFill {
  values: Record<string, string>;
  /** Without one, the app's own title stays. */
  title?: string;
}

/**
 * The shell with a page's first screen in #root: the template's placeholders replaced by the
 * page's words, escaped, the tag saying it is there, and the page's title. The app shows it until
 * its own first render replaces it (web/src/main.tsx). No module preloads, as with a prerendered
 * page: fetched before the first paint, they held it on Lighthouse's simulated phone (the match
 * page's first paint 2.8 s with them, 1.0–1.7 s without; docs/performance.md, "First screens
 * from the server"); the app's code comes with its entry script instead.
 */
export function withFirstScreen(
  shell: string,
  template: string,
  fill: FirstScreenFill,
  route: FirstScreenRoute,
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return shell;
  // Replaced by functions: a replacement string would read "$&" in a name as a pattern.
  let screen = template;
  for (const [token, text] of Object.entries(fill.values)) {
    screen = screen.replaceAll(token, () => escapeHtml(text));
  }
  const title = fill.title === undefined ? null : escapeHtml(`${fill.title} | Strix`);
  return shell
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(root, () => `<div id="root">${screen}</div>`)
    .replace(/<title>[\s\S]*?<\/title>/i, (tag) => (title ? `<title>${title}</title>` : tag))
    .replace(/<\/head>/i, `<meta name="${FIRST_SCREEN_META}" content="${route}"></head>`);
}

/**
 * Pages whose code a deep link fetches with the app's own (web/prerender.ts `preloadRoutes`):
 * the paths they answer and the module the page is built from. The app starts a match's or
 * league's data at once too (web/src/api/early-reads.ts), so code and data arrive together. The
 * prerendered pages are here for a signed-in visitor, who is served the shell without their
 * first render (a signed-out visitor's entry script asks for the code after painting it).
 */
export const ROUTE_CHUNKS = {
  match: { path: /^\/match\/([^/]+)\/?$/, module: '/src/pages/match/match-page.tsx' },
  league: { path: /^\/league\/([^/]+)\/?$/, module: '/src/pages/league/league-page.tsx' },
  record: { path: /^\/(record)\/?$/, module: '/src/pages/record/record-page.tsx' },
  developers: {
    path: /^\/(developers)\/?$/,
    module: '/src/pages/developers/developers-page.tsx',
  },
  responsibleGambling: {
    path: /^\/(responsible-gambling)\/?$/,
    module: '/src/pages/responsible-gambling/responsible-gambling-page.tsx',
  },
} as const;

/** Where the build lists each ROUTE_CHUNKS page's chunks, in the web build's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The build's list of each ROUTE_CHUNKS page's chunks; empty without one. */
export function routePreloads(
  webDir: string,
): Partial<Record<keyof typeof ROUTE_CHUNKS, string[]>> {
  const file = join(webDir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Which ROUTE_CHUNKS page a request's path (no query) is, if any, with its id or code. */
export function routeOf(path: string): { name: keyof typeof ROUTE_CHUNKS; param: string } | null {
  for (const [name, route] of Object.entries(ROUTE_CHUNKS)) {
    const param = route.path.exec(path)?.[1];
    if (param !== undefined) return { name: name as keyof typeof ROUTE_CHUNKS, param };
  }
  return null;
}

/** The shell with module preloads of a page's chunks, after the app's own. */
export function withRouteChunks(shell: string, files: readonly string[]): string {
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin="" href="${escapeHtml(file)}">`)
    .join('');
  return shell.replace(/<\/head>/i, `${links}</head>`);
}

/** The build's first render of a page for a visitor with no session (web/prerender.ts). */
export function prerenderedPage(webDir: string, name: string): string | null {
  const key = `${webDir}#${name}`;
  if (!shells.has(key)) {
    const file = join(webDir, 'prerendered', name);
    shells.set(key, existsSync(file) ? readFileSync(file, 'utf8') : null);
  }
  return shells.get(key) ?? null;
}

/**
 * The shell with a first render inside #root and the tag saying so: the browser paints it
 * straight from the HTML, and the app hydrates it instead of starting from an empty page.
 */
export function withFirstRender(shell: string, firstRender: string): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return shell;
  return (
    shell
      // The app's script is fetched after the first paint on this page (main.tsx): preloaded
      // with the page, it would compete with the stylesheet and font the paint waits for.
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(root, `<div id="root">${firstRender}</div>`)
      .replace(/<\/head>/i, `<meta name="${PRERENDERED_META}" content="signed-out"></head>`)
  );
}

/** The built app's index.html, read once per folder; null without a build. */
export function spaShell(webDir: string): string | null {
  if (!shells.has(webDir)) {
    const file = join(webDir, 'index.html');
    shells.set(webDir, existsSync(file) ? readFileSync(file, 'utf8') : null);
  }
  return shells.get(webDir) ?? null;
}

/**
 * The shell as served: the public address in a meta tag (the browser may have come in by another
 * name, 127.0.0.1 for localhost, and links people copy must not carry it), plus a page's own
 * head tags, which replace the shell's title and description.
 */
export function servedShell(
  shell: string,
  publicUrl: string,
  page?: { title: string; description: string; head: string },
): string {
  let html = shell;
  let head = `<meta name="${PUBLIC_URL_META}" content="${escapeHtml(publicUrl)}">`;
  if (page) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>/i, '')
      .replace(/<meta\s+name="description"[\s\S]*?>/i, '');
    head +=
      `<title>${escapeHtml(page.title)}</title>` +
      `<meta name="description" content="${escapeHtml(page.description)}">${page.head}`;
  }
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${head}</head>`);
  // A shell without a head element (as in tests): the tags go right after the doctype.
  const doctype = /^<!doctype html>/i.exec(html)?.[0] ?? '';
  return `${doctype}${head}${html.slice(doctype.length)}`;
}
