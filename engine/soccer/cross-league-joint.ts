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
import type { TeamStrength } from './types.ts';

export function fitJointCrossLeague(
  matches: readonly CompetitionMatch[],
  asOf: string,
  settings: CrossLeagueSettings,
  fit: Omit<DixonColesFitOptions, 'asOf'>,
): CrossLeagueModel {
  const leagues = domesticLeagues(matches, asOf);
  if (!hasEuropeanMatch(matches, asOf, settings.maxAgeDays)) throw new NoEuropeanMatchesError(asOf);
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
  return crossLeagueModel(model, leagues, settings.otherPrior);
}
