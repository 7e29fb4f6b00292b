import { prefetchOpenApiDocument } from './api/developers.ts';
import { lazyPage } from './lazy-page.tsx';
import {
  loadDevelopersPage,
  loadRecordPage,
  loadResponsibleGamblingPage,
  type PrerenderedPagePath,
  prerenderedPagePath,
} from './page-loaders.ts';

/** Pages a deep link starts loading with the app (route-prefetch.ts, app-routes.tsx). */
export const matchPage = lazyPage(() => import('./pages/match/match-page.tsx'));
export const leaguePage = lazyPage(() => import('./pages/league/league-page.tsx'));

// The prerendered pages other than home, whose code is in the app's own chunk (page-loaders.ts).
export const recordPage = lazyPage(loadRecordPage);
export const developersPage = lazyPage(() => {
  prefetchOpenApiDocument();
  return loadDevelopersPage();
});
export const responsibleGamblingPage = lazyPage(loadResponsibleGamblingPage);

const PRERENDERED_PAGE_SOURCES: Record<PrerenderedPagePath, { preload: () => Promise<unknown> }> = {
  '/record': recordPage,
  '/developers': developersPage,
  '/responsible-gambling': responsibleGamblingPage,
};

/**
 * Settles once the code of the prerendered page at `path` is in and its LazyPage renders it
 * without suspending (at once for home or any other path): boot.tsx hydrates after it.
 */
export function loadPrerenderedPageCode(path: string): Promise<unknown> {
  const page = prerenderedPagePath(path);
  return page ? PRERENDERED_PAGE_SOURCES[page].preload() : Promise.resolve();
}
