/**
 * Design (a), one joint fit: a single time-decayed Dixon–Coles fit over every domestic match of
 * every league and every European match, so the European matches tie the leagues onto one
 * scale directly. Clubs known only from European matches are shrunk toward the other-leagues
 * prior. Domestic and European matches share one home advantage.
 */
import { markClosedDoors } from './closed-doors.ts';
import {
  type CrossLeagueSettings,
  crossLeagueModel,
  domesticLeagues,
  hasEuropeanMatch,
  isCup,
  NoEuropeanMatchesError,
} from './cross-league-common.ts';
import type { CompetitionMatch, CrossLeagueModel } from './cross-league-types.ts';
import { type DixonColesFitOptions, fitDixonColes } from './dixon-coles.ts';
import type { DixonColesModel, TeamStrength } from './types.ts';

export function fitJointCrossLeague(
  matches: readonly CompetitionMatch[],
  asOf: string,
  settings: CrossLeagueSettings,
  fit: Omit<DixonColesFitOptions, 'asOf'>,
): CrossLeagueModel {
  if (!hasEuropeanMatch(matches, asOf, settings.maxAgeDays)) throw new NoEuropeanMatchesError(asOf);
  const { model, leagues } = jointDixonColes(matches, asOf, settings, fit);
  return crossLeagueModel(model, leagues, () => settings.otherPrior);
}

/**
 * The joint fit itself, for callers that need what CrossLeagueModel hides (the bench forecasts
 * domestic 2020–21 matches with the closed-doors home advantage, as production does).
 */
export function jointDixonColes(
  matches: readonly CompetitionMatch[],
  asOf: string,
  settings: CrossLeagueSettings,
  fit: Omit<DixonColesFitOptions, 'asOf'>,
): { model: DixonColesModel; leagues: Map<string, string> } {
  const leagues = domesticLeagues(matches, asOf);
  const priorMeans: Record<string, TeamStrength> = {};
  for (const m of matches) {
    if (!isCup(m)) continue;
    for (const t of [m.home, m.away]) if (!leagues.has(t)) priorMeans[t] = settings.otherPrior;
  }
  const model = fitDixonColes(markClosedDoors(matches), {
    ...fit,
    asOf,
    maxAgeDays: settings.maxAgeDays,
    priorMeans,
  });
  return { model, leagues };
}
