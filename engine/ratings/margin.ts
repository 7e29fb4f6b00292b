/**
 * A time-decayed margin rating ("Massey/SRS with decay"): before each game day, team strengths
 * and a home advantage are refitted by ridge-regularised weighted least squares of the point
 * margin on the games before that day,
 *
 *   margin ≈ s[home] − s[away] + h · (venue is not neutral),
 *
 * each past game weighted 0.5^(days ago / halfLifeDays), times `seasonCarry` for every season
 * boundary since. The ridge term pulls strengths towards 0 (an average team), so a team with
 * few recent games is rated near average. The forecast margin becomes a win probability through
 * a normal margin model, P(home wins) = Φ(expected margin / sigma).
 *
 * The weighted normal equations are kept as running sums, decayed in place as time passes, so
 * each refit is one small linear solve (teams + 1 unknowns).
 */

import type { EloGame } from '../elo/types.ts';
import { dayNumber } from '../elo/update.ts';
import { normalCdf } from '../market/normal.ts';

export interface MarginParams {
  /** Days after which a game counts half as much. */
  halfLifeDays: number;
  /** Weight left to past games at each change of season (0–1), on top of the time decay. */
  seasonCarry: number;
  /** Ridge penalty on team strengths, in game-weights (a prior of `ridge` games at margin 0). */
  ridge: number;
  /** Standard deviation of the final margin around the forecast, in points. */
  sigma: number;
  /** Margins are clipped to ±marginCap before fitting (blowouts say less than their size). */
  marginCap?: number;
}

export interface MarginPrediction {
  id: string;
  season: number;
  /** Forecast home margin in points, home advantage included. */
  expectedMargin: number;
  homeWinProbability: number;
}

/** Tiny ridge on the home-advantage term, only so the first solve is well posed. */
const HOME_RIDGE = 1e-6;

/** Solves the symmetric positive definite system M x = v by Cholesky; M is row-major n × n. */
export function solveSpd(m: Float64Array, v: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = m[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) throw new RangeError('Matrix is not positive definite');
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j]!;
      }
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = v[i]!;
    for (let k = 0; k < i; k++) sum -= l[i * n + k]! * y[k]!;
    y[i] = sum / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}

/**
 * Forecasts every game from the games on earlier days only (games on the same day never see
 * each other). Games must be in chronological order.
 */
export function runMarginRatings(
  games: readonly EloGame[],
  params: MarginParams,
): MarginPrediction[] {
  if (!(params.halfLifeDays > 0)) throw new RangeError(`Bad half-life: ${params.halfLifeDays}`);
  if (!(params.seasonCarry >= 0 && params.seasonCarry <= 1))
    throw new RangeError(`Bad season carry: ${params.seasonCarry}`);
  if (!(params.ridge > 0)) throw new RangeError(`Bad ridge: ${params.ridge}`);
  if (!(params.sigma > 0)) throw new RangeError(`Bad sigma: ${params.sigma}`);

  const index = new Map<string, number>();
  for (const game of games)
    for (const team of [game.home, game.away]) if (!index.has(team)) index.set(team, index.size);
  const n = index.size + 1;
  const h = n - 1;
  const a = new Float64Array(n * n);
  const b = new Float64Array(n);
  const cap = params.marginCap ?? Number.POSITIVE_INFINITY;

  const predictions: MarginPrediction[] = [];
  let theta: Float64Array = new Float64Array(n);
  let day: number | undefined;
  let season: number | undefined;
  let lastDate = '';
  let stale = false;
  let pending: EloGame[] = [];

  const decay = (factor: number) => {
    if (factor === 1) return;
    for (let i = 0; i < a.length; i++) a[i]! *= factor;
    for (let i = 0; i < n; i++) b[i]! *= factor;
  };
  const absorb = () => {
    for (const game of pending) {
      const i = index.get(game.home)!;
      const j = index.get(game.away)!;
      const y = Math.max(-cap, Math.min(cap, game.homeScore - game.awayScore));
      const x: Array<[number, number]> = [
        [i, 1],
        [j, -1],
      ];
      if (!game.neutral) x.push([h, 1]);
      for (const [p, xp] of x) {
        b[p]! += xp * y;
        for (const [q, xq] of x) a[p * n + q]! += xp * xq;
      }
    }
    if (pending.length > 0) stale = true;
    pending = [];
  };

  for (const game of games) {
    if (game.date < lastDate || (season !== undefined && game.season < season)) {
      throw new RangeError(`Games are not in chronological order at ${game.id}`);
    }
    lastDate = game.date;
    const today = dayNumber(game.date);
    if (day === undefined || today !== day) {
      absorb();
      if (day !== undefined) decay(0.5 ** ((today - day) / params.halfLifeDays));
      day = today;
    }
    if (season !== undefined && game.season !== season) decay(params.seasonCarry);
    season = game.season;
    if (stale) {
      const m = a.slice();
      for (let i = 0; i < h; i++) m[i * n + i]! += params.ridge;
      m[h * n + h]! += HOME_RIDGE;
      theta = solveSpd(m, b, n);
      stale = false;
    }
    const expectedMargin =
      theta[index.get(game.home)!]! -
      theta[index.get(game.away)!]! +
      (game.neutral ? 0 : theta[h]!);
    predictions.push({
      id: game.id,
      season: game.season,
      expectedMargin,
      homeWinProbability: normalCdf(expectedMargin / params.sigma),
    });
    pending.push(game);
  }
  return predictions;
}
