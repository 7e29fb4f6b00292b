/**
 * Tuned settings. Chosen by a walk-forward on EPL 2015/16–2018/19 (weekly refits, RPS against
 * Pinnacle closing odds) and then checked, unchanged, on 2019/20–2024/25:
 *                                          2015/16–2018/19   2019/20–2024/25
 *   plain Dixon–Coles (defaults: ξ 0.0019, ridge 2)   +0.0050           +0.0067
 *   SHOTS_BLEND_FIT + PROMOTED_TEAM_PRIOR             +0.0028           +0.0043
 * (ΔRPS = model RPS − de-vigged Pinnacle closing RPS; lower is better.)
 * Goals decay slowly (half-life ≈ 9 months: finishing and defending quality persist); the
 * shot proxy decays fast (half-life ≈ 5 weeks: it is a low-noise reading of current form).
 */

import type { DixonColesFitOptions } from './dixon-coles.ts';
import type { TeamStrength } from './types.ts';

export const SHOTS_BLEND_FIT = {
  xi: 0.0025,
  proxyXi: 0.018,
  ridge: 0.5,
  target: 'blend',
  blendWeight: 0.75,
  offTargetShotCoefficient: 0.03,
} as const satisfies Partial<DixonColesFitOptions>;

/**
 * The production fit: SHOTS_BLEND_FIT on the last four years of matches (older ones weigh
 * under 3% of a new one). Used by the walk-forward backtest and the live forecast alike.
 */
export const SOCCER_FIT = {
  ...SHOTS_BLEND_FIT,
  maxAgeDays: 4 * 365,
} as const satisfies Partial<DixonColesFitOptions>;

/** Prior mean for a newly promoted side: scores ~26% fewer and concedes ~35% more than average. */
export const PROMOTED_TEAM_PRIOR: TeamStrength = { attack: -0.3, defence: 0.3 };

/**
 * Prior means for the teams of a season that were not in the previous season of the same
 * league (i.e. promoted), all set to `prior`.
 */
export function promotedTeamPriors(
  seasonTeams: Iterable<string>,
  previousSeasonTeams: Iterable<string>,
  prior: TeamStrength = PROMOTED_TEAM_PRIOR,
): Record<string, TeamStrength> {
  const previous = new Set(previousSeasonTeams);
  const out: Record<string, TeamStrength> = {};
  for (const team of seasonTeams) if (!previous.has(team)) out[team] = { ...prior };
  return out;
}

const YEAR_MS = 365 * 86_400_000;

/**
 * Prior means at a fit date: every team of the season being forecast (`seasonTeams`) with no
 * match in `played` during the year before `asOf` is treated as promoted and gets `prior`.
 * Only matches strictly before `asOf` count. This is what the walk-forward backtest and the
 * live forecast both use.
 */
export function promotedPriorsAt(
  played: readonly { date: string; home: string; away: string }[],
  seasonTeams: Iterable<string>,
  asOf: string,
  prior: TeamStrength = PROMOTED_TEAM_PRIOR,
): Record<string, TeamStrength> {
  const at = Date.parse(asOf);
  const lastYear = new Set<string>();
  for (const m of played) {
    const t = Date.parse(m.date);
    if (t < at && at - t < YEAR_MS) {
      lastYear.add(m.home);
      lastYear.add(m.away);
    }
  }
  const out: Record<string, TeamStrength> = {};
  for (const team of seasonTeams) if (!lastYear.has(team)) out[team] = prior;
  return out;
}
