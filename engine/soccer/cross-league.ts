/**
 * The cross-league strength model: every club of the six domestic leagues and of the UEFA
 * competitions on one scale, for Champions League and Europa League forecasts.
 *
 * Two designs were measured against FiveThirtyEight's SPI on the Champions League 2016/17–
 * 2018/19 (bench/champions-league.ts); the one served is CROSS_LEAGUE_DESIGN.
 */
import type { CrossLeagueSettings } from './cross-league-common.ts';
import { fitJointCrossLeague } from './cross-league-joint.ts';
import { fitLeagueOffsets } from './cross-league-offsets.ts';
import type { FitCrossLeague, TieOutcomeOf } from './cross-league-types.ts';
import type { DixonColesFitOptions } from './dixon-coles.ts';
import { SOCCER_FIT } from './presets.ts';
import { tieOutcome as tieOutcomeWithRules } from './tie-outcome.ts';

export type CrossLeagueDesign = 'joint' | 'offsets';

export const CROSS_LEAGUE_DESIGN: CrossLeagueDesign = 'offsets';

export const CROSS_LEAGUE_SETTINGS: CrossLeagueSettings = {
  otherPrior: { attack: -0.3, defence: 0.3 },
  europeanXi: 0.001,
  europeanRidge: 10,
  maxAgeDays: 4 * 365,
};

/**
 * Either design with the given settings and domestic fit (the bench measures both designs; the
 * domestic fit is production's SOCCER_FIT unless a test needs another).
 */
export function fitCrossLeagueWith(
  design: CrossLeagueDesign,
  settings: CrossLeagueSettings,
  fit: Omit<DixonColesFitOptions, 'asOf'> = SOCCER_FIT,
): FitCrossLeague {
  return (matches, { asOf }) =>
    design === 'joint'
      ? fitJointCrossLeague(matches, asOf, settings, fit)
      : fitLeagueOffsets(matches, asOf, settings, fit);
}

export const fitCrossLeague: FitCrossLeague = fitCrossLeagueWith(
  CROSS_LEAGUE_DESIGN,
  CROSS_LEAGUE_SETTINGS,
);

/** Today's rules (no away goals); see tie-outcome.ts for the pre-2021/22 rule. */
export const tieOutcome: TieOutcomeOf = (prediction, firstLeg) =>
  tieOutcomeWithRules(prediction, firstLeg);
