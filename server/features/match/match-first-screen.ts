import { MATCH_SCREEN_TOKENS } from '../../../contract/page-tags.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { FirstScreenFill } from '../../plugins/spa-shell.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { locateMatch } from './match-view.ts';

/**
 * The words of a match page's first screen (server/plugins/spa.ts): its league and teams as its
 * answer names them at the clock, and the page's title. Null for an address no match page
 * answers (the app then shows its own "Match not found"). Cheap: the match is located, not
 * predicted.
 */
export function matchFirstScreen(deps: SearchDeps) {
  return async (param: string): Promise<FirstScreenFill | null> => {
    if (!/^\d{1,9}$/.test(param)) return null;
    try {
      const asOf = await currentAsOf(deps.ctx);
      const { catalogue, league, row } = await locateMatch(deps, Number(param), asOf);
      const homeTeam = catalogue.directory.team(row.homeTeamId)?.name;
      const awayTeam = catalogue.directory.team(row.awayTeamId)?.name;
      if (!homeTeam || !awayTeam) return null;
      return {
        values: {
          [MATCH_SCREEN_TOKENS.league]: league.name,
          [MATCH_SCREEN_TOKENS.homeTeam]: homeTeam,
          [MATCH_SCREEN_TOKENS.awayTeam]: awayTeam,
        },
        // As the page titles itself (web/src/pages/match/match-page.tsx).
        title: `${homeTeam} vs ${awayTeam}`,
      };
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  };
}
