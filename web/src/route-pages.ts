import { lazyPage } from './lazy-page.tsx';

/** Pages a deep link starts loading with the app (route-prefetch.ts, app-routes.tsx). */
export const matchPage = lazyPage(() => import('./pages/match/match-page.tsx'));
export const leaguePage = lazyPage(() => import('./pages/league/league-page.tsx'));
