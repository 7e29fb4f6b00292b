import { prefetchOpenApiDocument } from './api/developers.ts';
import { lazyPage } from './lazy-page.tsx';

/** Pages a deep link starts loading with the app (route-prefetch.ts, app-routes.tsx). */
export const matchPage = lazyPage(() => import('./pages/match/match-page.tsx'));
export const leaguePage = lazyPage(() => import('./pages/league/league-page.tsx'));

// The prerendered pages (server/plugins/spa-shell.ts PRERENDERED_PAGES) other than home, whose
// code is in the app's own chunk.
export const recordPage = lazyPage(() => import('./pages/record/record-page.tsx'));
export const developersPage = lazyPage(() => {
  prefetchOpenApiDocument();
  return import('./pages/developers/developers-page.tsx');
});
export const responsibleGamblingPage = lazyPage(
  () => import('./pages/responsible-gambling/responsible-gambling-page.tsx'),
);

const PRERENDERED_PAGE_CODE: Record<string, { preload: () => Promise<unknown> }> = {
  '/record': recordPage,
  '/developers': developersPage,
  '/responsible-gambling': responsibleGamblingPage,
};

/**
 * Loads the code of the prerendered page at `path` (nothing for home or any other path). The app
 * hydrates a first render only once its page's code is in (boot.tsx): hydrated before, the page
 * suspends inside the server's markup, and an update that arrives first (the session check
 * answering) makes React throw that markup away and draw the page again, a long task and a
 * layout shift on a phone.
 */
export function loadPrerenderedPageCode(path: string): Promise<unknown> {
  return PRERENDERED_PAGE_CODE[path.replace(/\/$/, '')]?.preload() ?? Promise.resolve();
}
