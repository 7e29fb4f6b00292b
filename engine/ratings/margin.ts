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

/** A game to forecast: no score yet. */
export type MarginFixture = Pick<EloGame, 'id' | 'date' | 'season' | 'home' | 'away' | 'neutral'>;

/**
 * The running weighted normal equations of the rating: `advance` moves the clock (decay, season
 * carry) and folds in the games of earlier days, `forecast` solves for the strengths as they
 * stand, `add` queues a played game for the next day.
 */
function marginState(teams: Iterable<string>, params: MarginParams) {
  if (!(params.halfLifeDays > 0)) throw new RangeError(`Bad half-life: ${params.halfLifeDays}`);
  if (!(params.seasonCarry >= 0 && params.seasonCarry <= 1))
    throw new RangeError(`Bad season carry: ${params.seasonCarry}`);
  if (!(params.ridge > 0)) throw new RangeError(`Bad ridge: ${params.ridge}`);
  if (!(params.sigma > 0)) throw new RangeError(`Bad sigma: ${params.sigma}`);

  const index = new Map<string, number>();
  for (const team of teams) if (!index.has(team)) index.set(team, index.size);
  const n = index.size + 1;
  const h = n - 1;
  let a: Float64Array = new Float64Array(n * n);
  let b: Float64Array = new Float64Array(n);
  const cap = params.marginCap ?? Number.POSITIVE_INFINITY;

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

  return {
    /** Moves the clock to a game's date and season (in chronological order only). */
    advance(game: MarginFixture) {
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
      if (season !== undefined && game.season !== season) {
        decay(params.seasonCarry);
        stale = true;
      }
      season = game.season;
    },
    forecast(game: MarginFixture): MarginPrediction {
      if (stale) {
        const m = a.slice();
        for (let i = 0; i < h; i++) m[i * n + i]! += params.ridge;
        m[h * n + h]! += HOME_RIDGE;
        theta = solveSpd(m, b, n);
        stale = false;
      }
      const strength = (team: string) => {
        const i = index.get(team);
        return i === undefined ? 0 : theta[i]!;
      };
      const expectedMargin =
        strength(game.home) - strength(game.away) + (game.neutral ? 0 : theta[h]!);
      return {
        id: game.id,
        season: game.season,
        expectedMargin,
        homeWinProbability: normalCdf(expectedMargin / params.sigma),
      };
    },
    add(game: EloGame) {
      pending.push(game);
    },
    /** An independent copy, so fixtures on different days can each be forecast from here. */
    clone() {
      const copy = marginState(index.keys(), params);
      copy.restore({ a: a.slice(), b: b.slice(), theta, day, season, lastDate, stale, pending });
      return copy;
    },
    restore(saved: {
      a: Float64Array;
      b: Float64Array;
      theta: Float64Array;
      day: number | undefined;
      season: number | undefined;
      lastDate: string;
      stale: boolean;
      pending: EloGame[];
    }) {
      a = saved.a;
      b = saved.b;
      theta = saved.theta;
      day = saved.day;
      season = saved.season;
      lastDate = saved.lastDate;
      stale = saved.stale;
      pending = [...saved.pending];
    },
  };
}

/**
 * Forecasts every game from the games on earlier days only (games on the same day never see
 * each other). Games must be in chronological order.
 */
export function runMarginRatings(
  games: readonly EloGame[],
  params: MarginParams,
): MarginPrediction[] {
  const state = marginState(
    games.flatMap((game) => [game.home, game.away]),
    params,
  );
  const predictions: MarginPrediction[] = [];
  for (const game of games) {
    state.advance(game);
    predictions.push(state.forecast(game));
    state.add(game);
  }
  return predictions;
}

/**
 * Forecasts upcoming fixtures from every played game (all of which must come before them), as
 * `runMarginRatings` would have forecast each fixture had it been next in its input: each
 * fixture sees the played games decayed to its own date. A team with no played game rates 0.
 */
export function forecastMarginRatings(
  played: readonly EloGame[],
  fixtures: readonly MarginFixture[],
  params: MarginParams,
): MarginPrediction[] {
  const state = marginState(
    [...played, ...fixtures].flatMap((game) => [game.home, game.away]),
    params,
  );
  for (const game of played) {
    state.advance(game);
    state.add(game);
  }
  return fixtures.map((fixture) => {
    const copy = state.clone();
    copy.advance(fixture);
    return copy.forecast(fixture);
  });
}
