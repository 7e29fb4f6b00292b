/**
 * A time-decayed margin rating ("Massey/SRS with decay"): before each game day, team strengths
 * and a home advantage are refitted by ridge-regularised weighted least squares of the point
 * margin on the games before that day,
 *
 *   margin ≈ s[home] − s[away] + (h + t[home]) · (venue is not neutral)
 *            + c₁ · (home played yesterday) + c₂ · (away played yesterday)
 *            + q[home quarterback] − q[away quarterback],
 *
 * each past game weighted 0.5^(days ago / halfLifeDays), times `seasonCarry` for every season
 * boundary since. Only s and h are always there; the team home edges t, the back-to-back terms c
 * and the quarterback terms q are switched on by giving their ridge. Every ridge term pulls its
 * parameter towards 0 (an average team, the league-wide home edge, no rest effect, an average
 * quarterback), so anything seen rarely or long ago stays near 0. The forecast margin becomes a
 * win probability through a normal margin model, P(home wins) = Φ(expected margin / sigma).
 *
 * With `motivation` set (NBA), an end-of-season term from the standings (standings.ts: a side
 * already out of the postseason or already in it, in its last games) shifts the forecast by
 * γ · (indifference of home − of away) points. γ is not part of the decayed fit: a half-life of
 * months would forget last April by this April, so it is a ridge regression, over every earlier
 * day's games with the term, of the rating's own out-of-sample residual (clipped margin minus the
 * forecast without the term) on the term, undecayed. The shift is reported apart from the
 * expected margin (`motivationShift`) so that it can be laid over the Elo + rating average
 * (`shiftProbability`).
 *
 * The weighted normal equations are kept as running sums, decayed in place as time passes, so
 * each refit is one small linear solve. Quarterbacks unseen for `quarterbackMemoryDays` are
 * dropped at the next change of season (their old games then count as if q were 0), which keeps
 * the system to the players that matter.
 */

import type { EloGame } from '../elo/types.ts';
import { dayNumber } from '../elo/update.ts';
import { normalCdf, normalQuantile } from '../market/normal.ts';
import { type MotivationParams, Standings } from './standings.ts';

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
  /** Ridge on each team's own home edge over the league's; unset: one home edge for all. */
  teamHomeRidge?: number;
  /** Ridge on the two back-to-back terms (a side that played the day before); unset: none. */
  backToBackRidge?: number;
  /** Ridge on starting-quarterback effects (games need homeQb/awayQb); unset: none. */
  quarterbackRidge?: number;
  /** Quarterbacks without a start for this long are forgotten at a change of season. */
  quarterbackMemoryDays?: number;
  /** The end-of-season standings term (standings.ts); unset: none. */
  motivation?: MotivationParams;
}

export interface MarginPrediction {
  id: string;
  season: number;
  /** Forecast home margin in points, home advantage included. */
  expectedMargin: number;
  homeWinProbability: number;
  /**
   * Points the standings term adds to the home margin (0 without `motivation`); not included in
   * `expectedMargin` or `homeWinProbability`, see `shiftProbability`.
   */
  motivationShift: number;
}

/**
 * A home-win probability moved by `points` of expected margin under the normal margin model:
 * Φ(Φ⁻¹(p) + points / sigma). On a rating's own Φ(margin / sigma) it is the same as adding the
 * points to the margin; on an average with Elo it moves both parts alike.
 */
export function shiftProbability(p: number, points: number, sigma: number): number {
  if (points === 0) return p;
  return normalCdf(normalQuantile(p) + points / sigma);
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
export type MarginFixture = Pick<
  EloGame,
  'id' | 'date' | 'season' | 'home' | 'away' | 'neutral' | 'homeQb' | 'awayQb'
>;

/** Whether each side played on the calendar day before the fixture, and its standings term. */
export interface RestFlags {
  homeBackToBack: boolean;
  awayBackToBack: boolean;
  /** Indifference of home − away (standings.ts); 0 without `motivation`. */
  indifference?: number;
}

/**
 * The running weighted normal equations over a growing (and, for quarterbacks, pruned) set of
 * named unknowns: `advance` moves the clock (decay, season carry) and folds in the games of
 * earlier days, `forecast` solves for the parameters as they stand, `add` queues a played game.
 */
class MarginState {
  private keys: string[] = [];
  private index = new Map<string, number>();
  private penalty: number[] = [];
  private capacity = 0;
  private a = new Float64Array(0);
  private b = new Float64Array(0);
  private theta = new Float64Array(0);
  /** The true sums are `scale` × the stored ones: decaying is then one multiplication. */
  private scale = 1;
  private day: number | undefined;
  private season: number | undefined;
  private lastDate = '';
  private stale = false;
  private pending: { game: EloGame; rest: RestFlags }[] = [];
  /** Last day each team played (for back-to-backs) and each quarterback started. */
  readonly lastDay = new Map<string, number>();
  private quarterbackSeen = new Map<string, number>();
  /** The season's standings, when the standings term is on. */
  standings: Standings | undefined;
  /** Undecayed sums of the term's regression: Σx², Σx·residual, and the current day's rows. */
  private motivationXx = 0;
  private motivationXr = 0;
  private motivationPending: { x: number; residual: number }[] = [];

  constructor(private readonly params: MarginParams) {
    if (!(params.halfLifeDays > 0)) throw new RangeError(`Bad half-life: ${params.halfLifeDays}`);
    if (!(params.seasonCarry >= 0 && params.seasonCarry <= 1))
      throw new RangeError(`Bad season carry: ${params.seasonCarry}`);
    if (!(params.ridge > 0)) throw new RangeError(`Bad ridge: ${params.ridge}`);
    if (!(params.sigma > 0)) throw new RangeError(`Bad sigma: ${params.sigma}`);
    for (const ridge of [params.teamHomeRidge, params.backToBackRidge, params.quarterbackRidge]) {
      if (ridge !== undefined && !(ridge > 0)) throw new RangeError(`Bad ridge: ${ridge}`);
    }
    if (params.motivation) this.standings = new Standings(params.motivation);
    this.slot('home', HOME_RIDGE);
    if (params.backToBackRidge !== undefined) {
      this.slot('b2b:home', params.backToBackRidge);
      this.slot('b2b:away', params.backToBackRidge);
    }
  }

  clone(): MarginState {
    const copy = new MarginState(this.params);
    copy.keys = [...this.keys];
    copy.index = new Map(this.index);
    copy.penalty = [...this.penalty];
    copy.capacity = this.capacity;
    copy.a = this.a.slice();
    copy.b = this.b.slice();
    copy.theta = this.theta.slice();
    copy.scale = this.scale;
    copy.day = this.day;
    copy.season = this.season;
    copy.lastDate = this.lastDate;
    copy.stale = this.stale;
    copy.pending = [...this.pending];
    for (const [k, v] of this.lastDay) copy.lastDay.set(k, v);
    copy.quarterbackSeen = new Map(this.quarterbackSeen);
    copy.standings = this.standings?.clone();
    copy.motivationXx = this.motivationXx;
    copy.motivationXr = this.motivationXr;
    copy.motivationPending = [...this.motivationPending];
    return copy;
  }

  /** The slot of a named unknown, created (all zeros, its ridge on the diagonal) if new. */
  private slot(key: string, ridge: number): number {
    let i = this.index.get(key);
    if (i !== undefined) return i;
    i = this.keys.length;
    if (i === this.capacity) this.grow(Math.max(16, this.capacity * 2));
    this.keys.push(key);
    this.index.set(key, i);
    this.penalty.push(ridge);
    return i;
  }

  private grow(capacity: number) {
    const a = new Float64Array(capacity * capacity);
    const n = this.keys.length;
    for (let i = 0; i < n; i++) {
      a.set(this.a.subarray(i * this.capacity, i * this.capacity + n), i * capacity);
    }
    const b = new Float64Array(capacity);
    b.set(this.b.subarray(0, n));
    const theta = new Float64Array(capacity);
    theta.set(this.theta.subarray(0, n));
    this.a = a;
    this.b = b;
    this.theta = theta;
    this.capacity = capacity;
  }

  /** Removes the listed unknowns, compacting the equations. */
  private drop(keys: ReadonlySet<string>) {
    if (keys.size === 0) return;
    const keep = this.keys.map((key, i) => [key, i] as const).filter(([key]) => !keys.has(key));
    const cap = this.capacity;
    const a = new Float64Array(cap * cap);
    const b = new Float64Array(cap);
    const theta = new Float64Array(cap);
    keep.forEach(([, from], i) => {
      b[i] = this.b[from]!;
      theta[i] = this.theta[from]!;
      keep.forEach(([, fromJ], j) => {
        a[i * cap + j] = this.a[from * cap + fromJ]!;
      });
    });
    this.penalty = keep.map(([, from]) => this.penalty[from]!);
    this.keys = keep.map(([key]) => key);
    this.index = new Map(this.keys.map((key, i) => [key, i] as const));
    this.a = a;
    this.b = b;
    this.theta = theta;
  }

  private decay(factor: number) {
    if (factor === 1) return;
    this.scale *= factor;
    if (this.scale > 1e-150) return;
    // Fold the scale back in before it underflows.
    const n = this.keys.length;
    const cap = this.capacity;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) this.a[i * cap + j]! *= this.scale;
      this.b[i]! *= this.scale;
    }
    this.scale = 1;
  }

  /** The design row of a game as (slot, value) pairs, creating slots for new names. */
  private row(game: MarginFixture, rest: RestFlags): Array<[number, number]> {
    const p = this.params;
    const x: Array<[number, number]> = [
      [this.slot(`team:${game.home}`, p.ridge), 1],
      [this.slot(`team:${game.away}`, p.ridge), -1],
    ];
    if (!game.neutral) {
      x.push([this.slot('home', HOME_RIDGE), 1]);
      if (p.teamHomeRidge !== undefined) {
        x.push([this.slot(`home:${game.home}`, p.teamHomeRidge), 1]);
      }
    }
    if (p.backToBackRidge !== undefined) {
      if (rest.homeBackToBack) x.push([this.slot('b2b:home', p.backToBackRidge), 1]);
      if (rest.awayBackToBack) x.push([this.slot('b2b:away', p.backToBackRidge), 1]);
    }
    if (p.quarterbackRidge !== undefined && game.homeQb && game.awayQb) {
      x.push([this.slot(`qb:${game.homeQb}`, p.quarterbackRidge), 1]);
      x.push([this.slot(`qb:${game.awayQb}`, p.quarterbackRidge), -1]);
    }
    return x;
  }

  private absorb() {
    const cap = () => this.capacity;
    const clip = this.params.marginCap ?? Number.POSITIVE_INFINITY;
    const unit = 1 / this.scale;
    for (const { game, rest } of this.pending) {
      const x = this.row(game, rest);
      const y = Math.max(-clip, Math.min(clip, game.homeScore - game.awayScore));
      const c = cap();
      for (const [p, xp] of x) {
        this.b[p]! += unit * xp * y;
        for (const [q, xq] of x) this.a[p * c + q]! += unit * xp * xq;
      }
    }
    if (this.pending.length > 0) this.stale = true;
    this.pending = [];
    for (const { x, residual } of this.motivationPending) {
      this.motivationXx += x * x;
      this.motivationXr += x * residual;
    }
    this.motivationPending = [];
  }

  /**
   * Back-to-back flags of a game from the teams' last days so far, and its standings term from
   * the standings before its day.
   */
  restFlags(game: MarginFixture): RestFlags {
    const today = dayNumber(game.date);
    const flags: RestFlags = {
      homeBackToBack: today - (this.lastDay.get(game.home) ?? Number.NaN) === 1,
      awayBackToBack: today - (this.lastDay.get(game.away) ?? Number.NaN) === 1,
    };
    if (this.standings) {
      this.standings.advance(game.date, game.season);
      flags.indifference = this.standings.indifference(game);
    }
    return flags;
  }

  /** Moves the clock to a game's date and season (in chronological order only). */
  advance(game: MarginFixture) {
    if (game.date < this.lastDate || (this.season !== undefined && game.season < this.season)) {
      throw new RangeError(`Games are not in chronological order at ${game.id}`);
    }
    this.lastDate = game.date;
    const today = dayNumber(game.date);
    if (this.day === undefined || today !== this.day) {
      this.absorb();
      if (this.day !== undefined)
        this.decay(0.5 ** ((today - this.day) / this.params.halfLifeDays));
      this.day = today;
    }
    if (this.season !== undefined && game.season !== this.season) {
      this.decay(this.params.seasonCarry);
      this.forgetQuarterbacks(today);
      this.stale = true;
    }
    this.season = game.season;
  }

  private forgetQuarterbacks(today: number) {
    const memory = this.params.quarterbackMemoryDays;
    if (memory === undefined) return;
    const gone = new Set<string>();
    for (const [qb, day] of this.quarterbackSeen) {
      if (today - day > memory) {
        gone.add(`qb:${qb}`);
        this.quarterbackSeen.delete(qb);
      }
    }
    this.drop(gone);
  }

  forecast(game: MarginFixture, rest: RestFlags = this.restFlags(game)): MarginPrediction {
    if (this.stale) {
      const n = this.keys.length;
      const cap = this.capacity;
      const m = new Float64Array(n * n);
      const v = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) m[i * n + j] = this.scale * this.a[i * cap + j]!;
        m[i * n + i]! += this.penalty[i]!;
        v[i] = this.scale * this.b[i]!;
      }
      this.theta.set(solveSpd(m, v, n));
      this.stale = false;
    }
    let expectedMargin = 0;
    for (const [i, x] of this.row(game, rest)) expectedMargin += x * this.theta[i]!;
    const motivation = this.params.motivation;
    const x = rest.indifference ?? 0;
    return {
      id: game.id,
      season: game.season,
      expectedMargin,
      homeWinProbability: normalCdf(expectedMargin / this.params.sigma),
      motivationShift:
        motivation && x !== 0
          ? (x * this.motivationXr) / (this.motivationXx + motivation.ridge)
          : 0,
    };
  }

  /**
   * Queues a played game (it counts from the next game day on) and notes who played when. A game
   * with a standings term also queues its residual from the forecast as it stood before the game.
   */
  add(game: EloGame, rest: RestFlags = this.restFlags(game)) {
    const x = rest.indifference ?? 0;
    if (x !== 0) {
      const clip = this.params.marginCap ?? Number.POSITIVE_INFINITY;
      const y = Math.max(-clip, Math.min(clip, game.homeScore - game.awayScore));
      this.motivationPending.push({ x, residual: y - this.forecast(game, rest).expectedMargin });
    }
    this.pending.push({ game, rest });
    this.note(game, game);
  }

  /** Records that the teams (and quarterbacks) of a game play on its day, and its result if any. */
  note(game: MarginFixture, result?: { homeScore: number; awayScore: number }) {
    this.standings?.note(game, result);
    const today = dayNumber(game.date);
    this.lastDay.set(game.home, today);
    this.lastDay.set(game.away, today);
    if (game.homeQb) this.quarterbackSeen.set(game.homeQb, today);
    if (game.awayQb) this.quarterbackSeen.set(game.awayQb, today);
  }
}

/**
 * Forecasts every game from the games on earlier days only (games on the same day never see
 * each other). Games must be in chronological order.
 */
export function runMarginRatings(
  games: readonly EloGame[],
  params: MarginParams,
): MarginPrediction[] {
  const state = new MarginState(params);
  const predictions: MarginPrediction[] = [];
  for (const game of games) {
    state.advance(game);
    const rest = state.restFlags(game);
    predictions.push(state.forecast(game, rest));
    state.add(game, rest);
  }
  return predictions;
}

/**
 * Forecasts upcoming fixtures from every played game (all of which must come before them), as
 * `runMarginRatings` would have forecast each fixture had it been next in its input: each
 * fixture sees the played games decayed to its own date, and back-to-backs count earlier
 * fixtures as games played. A team or quarterback with no played game rates 0.
 */
export function forecastMarginRatings(
  played: readonly EloGame[],
  fixtures: readonly MarginFixture[],
  params: MarginParams,
): MarginPrediction[] {
  const state = new MarginState(params);
  for (const game of played) {
    state.advance(game);
    state.add(game);
  }
  const schedule = new MarginState(params);
  for (const [team, day] of state.lastDay) schedule.lastDay.set(team, day);
  schedule.standings = state.standings?.clone();
  // Fixtures on one day (and season) share one solve.
  let day: MarginState | undefined;
  let dayKey = '';
  return fixtures.map((fixture) => {
    const rest = schedule.restFlags(fixture);
    schedule.note(fixture);
    const key = `${fixture.date.slice(0, 10)}:${fixture.season}`;
    if (!day || key !== dayKey) {
      day = state.clone();
      day.advance(fixture);
      dayKey = key;
    }
    return day.forecast(fixture, rest);
  });
}
