/**
 * Turns matches into the flat arrays the likelihood loops over: team indices, goals, time-decay
 * weights and (for the 'blend' target) shot-based expected-goal proxies. Doing this once per fit
 * keeps every objective evaluation a tight loop over typed arrays.
 */

import { logFactorial } from './poisson.ts';
import { daysBetween, parseIsoDate, timeDecayWeight } from './time-decay.ts';
import type { FitTarget, SoccerMatch, TeamStrength } from './types.ts';

export interface FitDataOptions {
  asOf: string;
  xi: number;
  maxAgeDays?: number;
  target?: FitTarget;
  /** Share of each match's weight given to the shot proxy under 'blend' (0…1). */
  blendWeight?: number;
  /** Expected goals per shot on target in the proxy; default: weighted goals / shots on target. */
  shotsOnTargetCoefficient?: number;
  /** Expected goals per off-target shot (needs HS/AS); default 0. */
  offTargetShotCoefficient?: number;
  /** Time decay of the shot-proxy term; default: the same ξ as goals. */
  proxyXi?: number;
  /**
   * Share (0…1) of the proxy taken from expected goals where a match has them (homeXg/awayXg):
   * proxy = share·xG + (1 − share)·shot proxy, or xG alone for a match without shot counts.
   * Default 0: the shot proxy only.
   */
  xgShare?: number;
  priorMeans?: Record<string, TeamStrength>;
}

export interface FitData {
  teams: string[];
  home: Int32Array;
  away: Int32Array;
  homeGoals: Int32Array;
  awayGoals: Int32Array;
  /** −log(x!) − log(y!) per match, so the objective is the true log-likelihood. */
  logFactorials: Float64Array;
  /** Time-decay weight of the goals (Dixon–Coles) term of each match. */
  goalsWeight: Float64Array;
  /** Time-decay weight of the shot-proxy (quasi-Poisson) term; 0 when unused. */
  proxyWeight: Float64Array;
  proxyHome: Float64Array;
  proxyAway: Float64Array;
  /** 1 where the usual home advantage γ applies, else 0 (neutral venue, closed doors). */
  homeEdge: Float64Array;
  /** 1 for a match behind closed doors (its home side gets γ_c instead), else 0. */
  closedDoors: Float64Array;
  /** Fixed log-rate offsets of the home and away side (SoccerMatch.homeRateOffset), else 0. */
  offsetHome: Float64Array;
  offsetAway: Float64Array;
  /** Σ of the full time-decay weights; the objective is divided by it for scale. */
  weightSum: number;
  matchesPerTeam: Int32Array;
  weightPerTeam: Float64Array;
  priorAttack: Float64Array;
  priorDefence: Float64Array;
  matchesAfterAsOf: number;
  matchesTooOld: number;
  shotsOnTargetCoefficient: number;
  offTargetShotCoefficient: number;
}

function isCount(v: number | undefined): v is number {
  return v !== undefined && Number.isFinite(v) && v >= 0;
}

export function prepareFitData(matches: readonly SoccerMatch[], options: FitDataOptions): FitData {
  const asOfMs = parseIsoDate(options.asOf);
  const target = options.target ?? 'goals';
  const beta = target === 'blend' ? (options.blendWeight ?? 0.5) : 0;
  if (!(beta >= 0 && beta <= 1)) throw new Error('blendWeight must be in [0, 1]');
  if (options.proxyXi !== undefined && !(options.proxyXi >= 0)) {
    throw new Error('proxyXi must be non-negative');
  }
  const xgShare = beta > 0 ? (options.xgShare ?? 0) : 0;
  if (!(xgShare >= 0 && xgShare <= 1)) throw new Error('xgShare must be in [0, 1]');

  const used: { m: SoccerMatch; w: number; wp: number }[] = [];
  let matchesAfterAsOf = 0;
  let matchesTooOld = 0;
  for (const m of matches) {
    // Strictly before asOf: a fit for a kick-off must never see that day's or later results.
    if (parseIsoDate(m.date) >= asOfMs) {
      matchesAfterAsOf++;
      continue;
    }
    const age = daysBetween(m.date, options.asOf);
    if (options.maxAgeDays !== undefined && age > options.maxAgeDays) {
      matchesTooOld++;
      continue;
    }
    if (
      !isCount(m.homeGoals) ||
      !isCount(m.awayGoals) ||
      !Number.isInteger(m.homeGoals + m.awayGoals)
    ) {
      throw new Error(`Invalid score in ${m.home} v ${m.away} on ${m.date}`);
    }
    if (m.home === m.away) throw new Error(`Team plays itself: ${m.home} on ${m.date}`);
    used.push({
      m,
      w: timeDecayWeight(age, options.xi),
      wp: timeDecayWeight(age, options.proxyXi ?? options.xi),
    });
  }

  // Sorted names: the parameter layout must not depend on the order matches arrive in.
  const names = new Set<string>();
  for (const { m } of used) {
    names.add(m.home);
    names.add(m.away);
  }
  const teams = [...names].sort();
  const index = new Map(teams.map((t, i) => [t, i] as const));

  const n = used.length;
  const data: FitData = {
    teams,
    home: new Int32Array(n),
    away: new Int32Array(n),
    homeGoals: new Int32Array(n),
    awayGoals: new Int32Array(n),
    logFactorials: new Float64Array(n),
    goalsWeight: new Float64Array(n),
    proxyWeight: new Float64Array(n),
    proxyHome: new Float64Array(n),
    proxyAway: new Float64Array(n),
    homeEdge: new Float64Array(n),
    closedDoors: new Float64Array(n),
    offsetHome: new Float64Array(n),
    offsetAway: new Float64Array(n),
    weightSum: 0,
    matchesPerTeam: new Int32Array(teams.length),
    weightPerTeam: new Float64Array(teams.length),
    priorAttack: new Float64Array(teams.length),
    priorDefence: new Float64Array(teams.length),
    matchesAfterAsOf,
    matchesTooOld,
    shotsOnTargetCoefficient: 0,
    offTargetShotCoefficient: options.offTargetShotCoefficient ?? 0,
  };
  teams.forEach((t, i) => {
    const prior = options.priorMeans?.[t];
    data.priorAttack[i] = prior?.attack ?? 0;
    data.priorDefence[i] = prior?.defence ?? 0;
  });

  // Shot proxy: xG ≈ c_on·SOT + c_off·(shots − SOT). When c_on is not given it is set so the
  // proxy reproduces the weighted goal total of the matches that have shot data (unbiased scale).
  const hasShots = (m: SoccerMatch) => isCount(m.homeShotsOnTarget) && isCount(m.awayShotsOnTarget);
  const offTarget = (shots: number | undefined, sot: number) =>
    isCount(shots) ? Math.max(0, shots - sot) : 0;
  const cOff = data.offTargetShotCoefficient;
  let cOn = options.shotsOnTargetCoefficient;
  if (beta > 0 && cOn === undefined) {
    let goals = 0;
    let sot = 0;
    let off = 0;
    for (const { m, w } of used) {
      if (!hasShots(m)) continue;
      const hs = m.homeShotsOnTarget!;
      const as = m.awayShotsOnTarget!;
      goals += w * (m.homeGoals + m.awayGoals);
      sot += w * (hs + as);
      off += w * (offTarget(m.homeShots, hs) + offTarget(m.awayShots, as));
    }
    cOn = sot > 0 ? Math.max(0, goals - cOff * off) / sot : 0;
  }
  data.shotsOnTargetCoefficient = cOn ?? 0;

  const hasXg = (m: SoccerMatch) => xgShare > 0 && isCount(m.homeXg) && isCount(m.awayXg);
  used.forEach(({ m, w, wp }, k) => {
    const h = index.get(m.home)!;
    const a = index.get(m.away)!;
    data.home[k] = h;
    data.away[k] = a;
    data.homeGoals[k] = m.homeGoals;
    data.homeEdge[k] = m.neutral || m.closedDoors ? 0 : 1;
    data.closedDoors[k] = !m.neutral && m.closedDoors ? 1 : 0;
    data.awayGoals[k] = m.awayGoals;
    data.offsetHome[k] = m.homeRateOffset ?? 0;
    data.offsetAway[k] = m.awayRateOffset ?? 0;
    data.logFactorials[k] = -logFactorial(m.homeGoals) - logFactorial(m.awayGoals);
    const shots = hasShots(m);
    const xg = hasXg(m);
    const b = beta > 0 && (shots || xg) ? beta : 0;
    data.goalsWeight[k] = w * (1 - b);
    data.proxyWeight[k] = wp * b;
    if (b > 0) {
      let home = 0;
      let away = 0;
      if (shots) {
        const hs = m.homeShotsOnTarget!;
        const as = m.awayShotsOnTarget!;
        home = data.shotsOnTargetCoefficient * hs + cOff * offTarget(m.homeShots, hs);
        away = data.shotsOnTargetCoefficient * as + cOff * offTarget(m.awayShots, as);
      }
      if (xg) {
        // Without shot counts the xG reading is the whole proxy.
        const share = shots ? xgShare : 1;
        home = share * m.homeXg! + (1 - share) * home;
        away = share * m.awayXg! + (1 - share) * away;
      }
      data.proxyHome[k] = home;
      data.proxyAway[k] = away;
    }
    data.weightSum += w;
    data.matchesPerTeam[h]!++;
    data.matchesPerTeam[a]!++;
    data.weightPerTeam[h]! += w;
    data.weightPerTeam[a]! += w;
  });
  return data;
}
