import { LEAGUE_SCREEN_TOKENS } from '../../../contract/page-tags.ts';
import { leaguePageTitle, SEASON_STAGE_TEXT, seasonStage } from '../../../contract/season-stage.ts';
import type { AppContext } from '../../app-context.ts';
import { answerWithin } from '../../lib/answer-within.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { FirstScreenFill } from '../../plugins/spa-shell.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { getLeagueOutlook } from './outlook-service.ts';

/**
 * How long a league page's HTML waits for the outlook its first screen names: one the clock
 * position has computed already is at hand at once; one still simulating is not worth holding
 * the page for (it goes out without a first screen while the simulation runs on for the app).
 */
export const LEAGUE_SCREEN_WAIT_MS = 25;

/**
 * The words of a league page's first screen (server/plugins/spa.ts): its season, name and where
 * the season stands, from the outlook at the clock, and the page's title. Null for a code no
 * league page answers, or when the outlook is not at hand.
 */
export function leagueFirstScreen(ctx: AppContext, state: SportsState) {
  return async (param: string): Promise<FirstScreenFill | null> => {
    if (!/^[A-Za-z0-9]{1,12}$/.test(param)) return null;
    const outlook = getLeagueOutlook(ctx.db, state, param.toUpperCase(), await currentAsOf(ctx));
    // The outlook's own failure (no such league) is the app's to show; read here, it is handled.
    const settled = outlook.then(
      (value) => value,
      (error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      },
    );
    const read = await answerWithin(settled, LEAGUE_SCREEN_WAIT_MS);
    if (!read) return null;
    return {
      values: {
        [LEAGUE_SCREEN_TOKENS.season]: read.season,
        [LEAGUE_SCREEN_TOKENS.league]: read.league,
        [LEAGUE_SCREEN_TOKENS.stage]: SEASON_STAGE_TEXT[seasonStage(read)],
      },
      title: leaguePageTitle(read.league),
    };
  };
}
