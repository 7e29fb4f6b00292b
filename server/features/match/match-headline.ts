import { HttpError } from '../../lib/http-error.ts';
import type { MatchHeadline } from '../../plugins/spa-shell.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { locateMatch } from './match-view.ts';

/**
 * The names a match page's first screen shows (server/plugins/spa.ts), as its answer names them
 * at the clock; null for an address no match page answers (the app then shows its own "Match not
 * found"). Cheap: the match is located, not predicted.
 */
export function matchHeadlineReader(deps: SearchDeps) {
  return async (id: number): Promise<MatchHeadline | null> => {
    try {
      const asOf = await currentAsOf(deps.ctx);
      const { catalogue, league, row } = await locateMatch(deps, id, asOf);
      const name = (teamId: number | null) =>
        (teamId === null ? null : catalogue.directory.team(teamId)?.name) ?? null;
      const homeTeam = name(row.homeTeamId);
      const awayTeam = name(row.awayTeamId);
      return homeTeam && awayTeam ? { league: league.name, homeTeam, awayTeam } : null;
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  };
}
