/**
 * The code of the prerendered pages other than home (server/plugins/spa-shell.ts
 * PRERENDERED_PAGES), without React, so the entry script can ask for it. Their first render is
 * hydrated only once the page's code is in (boot.tsx): hydrated before, the page suspended inside
 * the server's markup, and an update that arrived first (the session check answering) made React
 * throw the markup away and draw the page again, a long task and a layout shift on a phone.
 */
export const loadRecordPage = () => import('./pages/record/record-page.tsx');
export const loadDevelopersPage = () => import('./pages/developers/developers-page.tsx');
export const loadResponsibleGamblingPage = () =>
  import('./pages/responsible-gambling/responsible-gambling-page.tsx');

const PRERENDERED_PAGE_LOADERS = {
  '/record': loadRecordPage,
  '/developers': loadDevelopersPage,
  '/responsible-gambling': loadResponsibleGamblingPage,
} as const;

export type PrerenderedPagePath = keyof typeof PRERENDERED_PAGE_LOADERS;

/** The prerendered page (other than home) at `path`, with or without a final slash; else null. */
export function prerenderedPagePath(path: string): PrerenderedPagePath | null {
  const bare = path.replace(/(.)\/$/, '$1');
  return bare in PRERENDERED_PAGE_LOADERS ? (bare as PrerenderedPagePath) : null;
}

/** Starts loading the code of the prerendered page at `path`; settles at once for any other. */
export function loadPrerenderedPage(path: string): Promise<unknown> {
  const page = prerenderedPagePath(path);
  return page ? PRERENDERED_PAGE_LOADERS[page]() : Promise.resolve();
}
