/**
 * Fitting the Dixon–Coles (1997) model by penalised, time-weighted maximum likelihood.
 *
 * Sparse teams (newly promoted, early season) are handled by the ridge prior: with few matches
 * the likelihood is flat and the estimate stays near the team's prior mean (0 = average, or a
 * caller-supplied promoted-team offset); with many matches the data dominate.
 */

import { minimize } from '../optim/index.ts';
import { type FitDataOptions, prepareFitData } from './fit-data.ts';
import { dixonColesCurvature, dixonColesObjective, parameterLayout } from './likelihood.ts';
import { resolveXi } from './time-decay.ts';
import type {
  DixonColesModel,
  DixonColesTeam,
  FitTarget,
  SoccerMatch,
  TeamStrength,
} from './types.ts';

export interface DixonColesFitOptions {
  /** Fit date: only matches strictly before it are used, weighted by their age at this date. */
  asOf: string;
  /** Time decay per day (default 0.0019, half-life ≈ 1 year). Exclusive with halfLifeDays. */
  xi?: number;
  halfLifeDays?: number;
  /**
   * Precision of the Gaussian prior on each attack and defence (toward its prior mean) and on ρ
   * (toward 0), on the scale of the time-weighted log-likelihood: a team's attack gets about
   * 1.4 units per full-weight match, so 2 ≈ the evidence of 1–2 matches. 0 = plain ML.
   * Default 2.
   */
  ridge?: number;
  /** Prior means per team (e.g. a negative attack, positive defence for promoted sides). */
  priorMeans?: Record<string, TeamStrength>;
  /** A previous fit to start from (teams new since then start at their prior means). */
  warmStart?: DixonColesModel;
  /** Goal grid stored on the model for predictMatch. Default 10. */
  maxGoals?: number;
  /** Ignore matches older than this many days (their weight is negligible anyway). */
  maxAgeDays?: number;
  /** 'goals' (default) or 'blend': part of each match's weight fits a shots-on-target proxy. */
  target?: FitTarget;
  /** Weight β of the shot proxy under 'blend' (default 0.5). */
  blendWeight?: number;
  /** Goals per shot on target in the proxy; default: weighted goals / shots on target. */
  shotsOnTargetCoefficient?: number;
  /** Goals per off-target shot in the proxy (needs homeShots/awayShots). Default 0. */
  offTargetShotCoefficient?: number;
  /** Time decay of the shot-proxy term (default: xi). Shots can track form faster than goals. */
  proxyXi?: number;
  /** Share of the proxy taken from the matches' expected goals, where given (default 0). */
  xgShare?: number;
  maxIterations?: number;
  /**
   * On the per-unit-weight objective. Default 1e-6: strengths then sit within ~1e-5 of the
   * optimum, far below their statistical error.
   */
  gradientTolerance?: number;
}

const DEFAULT_RIDGE = 2;

export function fitDixonColes(
  matches: readonly SoccerMatch[],
  options: DixonColesFitOptions,
): DixonColesModel {
  const xi = resolveXi(options);
  const ridge = options.ridge ?? DEFAULT_RIDGE;
  if (!(ridge >= 0)) throw new Error('ridge must be non-negative');
  const target = options.target ?? 'goals';
  const priorMeans = { ...(options.priorMeans ?? {}) };
  const dataOptions: FitDataOptions = {
    asOf: options.asOf,
    xi,
    target,
    priorMeans,
    maxAgeDays: options.maxAgeDays,
    blendWeight: options.blendWeight,
    proxyXi: options.proxyXi,
    xgShare: options.xgShare,
    shotsOnTargetCoefficient: options.shotsOnTargetCoefficient,
    offTargetShotCoefficient: options.offTargetShotCoefficient,
  };
  const data = prepareFitData(matches, dataOptions);
  if (data.home.length === 0) throw new Error(`No matches before ${options.asOf} to fit`);

  const n = data.teams.length;
  const layout = parameterLayout(n);
  const objective = dixonColesObjective(data, ridge);
  let warm = options.warmStart;
  let x0 = initialParameters(data, warm, layout.size);
  // A warm start from a fit on very few matches can carry a ρ under which some new match's
  // low score is impossible (τ ≤ 0): start cold instead.
  if (warm && !Number.isFinite(objective(x0).value)) {
    warm = undefined;
    x0 = initialParameters(data, undefined, layout.size);
  }
  const curvature = dixonColesCurvature(data, ridge, x0);
  const result = minimize(objective, x0, {
    preconditioner: curvature.map((c) => 1 / c),
    maxIterations: options.maxIterations ?? 1000,
    gradientTolerance: options.gradientTolerance ?? 1e-6,
  });
  const x = result.x;

  // Report attacks and defences centred on zero, moving their means into the intercept
  // (predictions are unchanged). The prior means shift by the same amount, kept in priorShift.
  let meanA = 0;
  let meanD = 0;
  for (let i = 0; i < n; i++) {
    meanA += x[i]! / n;
    meanD += x[n + i]! / n;
  }
  const teams: Record<string, DixonColesTeam> = {};
  data.teams.forEach((team, i) => {
    teams[team] = {
      attack: x[i]! - meanA,
      defence: x[n + i]! - meanD,
      matches: data.matchesPerTeam[i]!,
      weight: data.weightPerTeam[i]!,
    };
  });

  return {
    teams,
    intercept: x[layout.intercept]! + meanA + meanD,
    homeAdvantage: x[layout.homeAdvantage]!,
    closedDoorsAdvantage: x[layout.closedDoorsAdvantage]!,
    rho: x[layout.rho]!,
    priorMeans,
    priorShift: { attack: meanA, defence: meanD },
    maxGoals: options.maxGoals ?? 10,
    asOf: options.asOf,
    xi,
    ridge,
    meta: {
      matchesUsed: data.home.length,
      matchesAfterAsOf: data.matchesAfterAsOf,
      matchesTooOld: data.matchesTooOld,
      weightSum: data.weightSum,
      iterations: result.iterations,
      evaluations: result.evaluations,
      converged: result.converged,
      objective: result.value,
      warmStarted: warm !== undefined,
      target,
      shotsOnTargetCoefficient: data.shotsOnTargetCoefficient,
    },
  };
}

/**
 * Start values. Cold: every team at its prior mean, μ and γ from the mean home and away goals,
 * ρ = 0. Warm: the previous fit mapped back to the un-centred scale; teams new since then start
 * at their prior means.
 */
function initialParameters(
  data: ReturnType<typeof prepareFitData>,
  warm: DixonColesModel | undefined,
  size: number,
): Float64Array {
  const n = data.teams.length;
  const layout = parameterLayout(n);
  const x = new Float64Array(size);
  if (warm) {
    data.teams.forEach((team, i) => {
      const t = warm.teams[team];
      x[i] = t ? t.attack + warm.priorShift.attack : data.priorAttack[i]!;
      x[n + i] = t ? t.defence + warm.priorShift.defence : data.priorDefence[i]!;
    });
    x[layout.homeAdvantage] = warm.homeAdvantage;
    x[layout.closedDoorsAdvantage] = warm.closedDoorsAdvantage ?? warm.homeAdvantage;
    x[layout.rho] = warm.rho;
    x[layout.intercept] = warm.intercept - warm.priorShift.attack - warm.priorShift.defence;
    return x;
  }
  let wSum = 0;
  let home = 0;
  let away = 0;
  for (let k = 0; k < data.home.length; k++) {
    const w = data.goalsWeight[k]! + data.proxyWeight[k]!;
    wSum += w;
    home += w * data.homeGoals[k]!;
    away += w * data.awayGoals[k]!;
  }
  // +0.5 keeps the logs finite on degenerate samples (e.g. a single 0-0).
  const homeRate = (home + 0.5) / (wSum + 1);
  const awayRate = (away + 0.5) / (wSum + 1);
  let meanPriorA = 0;
  let meanPriorD = 0;
  for (let i = 0; i < n; i++) {
    x[i] = data.priorAttack[i]!;
    x[n + i] = data.priorDefence[i]!;
    meanPriorA += x[i]! / n;
    meanPriorD += x[n + i]! / n;
  }
  x[layout.homeAdvantage] = Math.log(homeRate / awayRate);
  x[layout.closedDoorsAdvantage] = x[layout.homeAdvantage]!;
  x[layout.rho] = 0;
  x[layout.intercept] = Math.log(awayRate) - meanPriorA - meanPriorD;
  return x;
}
