/** Match forecasts from a fitted Dixon–Coles model. */

import {
  type AsianHandicapProbabilities,
  asianHandicap,
  type OverUnderProbabilities,
  outcomeProbabilities,
  overUnder,
} from './markets.ts';
import { poissonPmf } from './poisson.ts';
import { dixonColesTau } from './tau.ts';
import type { DixonColesModel, TeamStrength } from './types.ts';

export interface PredictOptions {
  /** Goals per side in the matrix (0 … maxGoals). Default: the model's maxGoals (10). */
  maxGoals?: number;
  /** Neutral venue: no home advantage. */
  neutral?: boolean;
  /** Behind closed doors: the fit's closed-doors home advantage. */
  closedDoors?: boolean;
  /** Prior means for teams absent from the model, overriding the model's own priorMeans. */
  priorMeans?: Record<string, TeamStrength>;
}

export interface TeamInMatch extends TeamStrength {
  team: string;
  /** false: the team was not in the fit and its prior mean was used. */
  known: boolean;
}

export interface MatchPrediction {
  home: TeamInMatch;
  away: TeamInMatch;
  homeWin: number;
  draw: number;
  awayWin: number;
  /** Poisson rates λ and μ; τ leaves the marginals Poisson, so these are the goal means. */
  expectedHomeGoals: number;
  expectedAwayGoals: number;
  /** scoreMatrix[i][j] = P(home scores i, away scores j), normalised over the grid. */
  scoreMatrix: number[][];
  overUnder(line: number): OverUnderProbabilities;
  asianHandicap(line: number): AsianHandicapProbabilities;
}

/**
 * Score matrix of the Dixon–Coles model, truncated at maxGoals and renormalised (the mass
 * beyond 10 goals a side is negligible for football rates).
 */
export function dixonColesScoreMatrix(
  lambda: number,
  mu: number,
  rho: number,
  maxGoals: number,
): number[][] {
  if (!(Number.isInteger(maxGoals) && maxGoals >= 1)) {
    throw new Error('maxGoals must be a positive integer');
  }
  const ph = poissonPmf(lambda, maxGoals);
  const pa = poissonPmf(mu, maxGoals);
  const matrix: number[][] = [];
  let total = 0;
  for (let i = 0; i <= maxGoals; i++) {
    const row: number[] = [];
    for (let j = 0; j <= maxGoals; j++) {
      // τ < 0 can only occur for extreme ρ and rates; clamp so the matrix stays a distribution.
      const p = Math.max(0, dixonColesTau(i, j, lambda, mu, rho)) * ph[i]! * pa[j]!;
      row.push(p);
      total += p;
    }
    matrix.push(row);
  }
  for (const row of matrix) for (let j = 0; j < row.length; j++) row[j]! /= total;
  return matrix;
}

/** A team's strengths on the model's scale: fitted, else its prior mean, else average. */
export function teamStrength(
  model: DixonColesModel,
  team: string,
  priorMeans?: Record<string, TeamStrength>,
): TeamInMatch {
  const fitted = model.teams[team];
  if (fitted) return { team, known: true, attack: fitted.attack, defence: fitted.defence };
  const prior = priorMeans?.[team] ?? model.priorMeans[team] ?? { attack: 0, defence: 0 };
  return {
    team,
    known: false,
    attack: prior.attack - model.priorShift.attack,
    defence: prior.defence - model.priorShift.defence,
  };
}

export function predictMatch(
  model: DixonColesModel,
  home: string,
  away: string,
  options: PredictOptions = {},
): MatchPrediction {
  const h = teamStrength(model, home, options.priorMeans);
  const a = teamStrength(model, away, options.priorMeans);
  const gamma = options.neutral
    ? 0
    : options.closedDoors
      ? (model.closedDoorsAdvantage ?? model.homeAdvantage)
      : model.homeAdvantage;
  const lambda = Math.exp(h.attack + a.defence + gamma + model.intercept);
  const mu = Math.exp(a.attack + h.defence + model.intercept);
  const scoreMatrix = dixonColesScoreMatrix(
    lambda,
    mu,
    model.rho,
    options.maxGoals ?? model.maxGoals,
  );
  const outcome = outcomeProbabilities(scoreMatrix);
  return {
    home: h,
    away: a,
    ...outcome,
    expectedHomeGoals: lambda,
    expectedAwayGoals: mu,
    scoreMatrix,
    overUnder: (line: number) => overUnder(scoreMatrix, line),
    asianHandicap: (line: number) => asianHandicap(scoreMatrix, line),
  };
}
