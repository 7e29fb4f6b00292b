import { fitCrossLeague, tieOutcome } from '../../../engine/soccer/cross-league.ts';
import type { FitCrossLeague, TieOutcomeOf } from '../../../engine/soccer/cross-league-types.ts';

/** The cross-league model the cup forecasts use; tests inject a simpler one. */
export interface CrossLeagueEngine {
  fit: FitCrossLeague;
  tie: TieOutcomeOf;
}

export const CROSS_LEAGUE_ENGINE: CrossLeagueEngine = { fit: fitCrossLeague, tie: tieOutcome };
