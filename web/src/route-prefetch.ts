import type { QueryClient } from '@tanstack/react-query';
import { LEAGUE_PAGE, MATCH_PAGE } from './api/early-reads.ts';
import { matchQuery } from './api/match.ts';
import { prefetchLeagueOutlook } from './api/outlook.ts';
import { leaguePage, matchPage } from './route-pages.ts';

/**
 * A page opened straight from its address starts fetching its code and its data while the app
 * starts. Otherwise each waits on the one before: the session check, then the page's chunk, then
 * its data, three round trips on a phone network before a signed-in match page can show.
 * `path` is the address's path as wouter matches it (not decoded), so the keys are the page's own.
 * Settles once the page's code and data are in (a failed read too: the page shows its error).
 */
export function prefetchRoute(path: string, client: QueryClient): Promise<unknown> {
  const match = MATCH_PAGE.exec(path);
  // Public: signed out, the same page without what the viewer's lock withholds.
  if (match?.[1]) {
    return Promise.all([matchPage.preload(), client.prefetchQuery(matchQuery(match[1]))]);
  }
  const league = LEAGUE_PAGE.exec(path);
  if (league?.[1]) {
    return Promise.all([leaguePage.preload(), prefetchLeagueOutlook(client, league[1])]);
  }
  return Promise.resolve();
}
