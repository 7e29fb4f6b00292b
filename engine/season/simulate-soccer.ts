import { mulberry32 } from '../random/mulberry32.ts';
import { Histograms, type SeasonOutcome, summarise } from './outcome.ts';
import { samplePoisson } from './score-grid.ts';
import { type SoccerRules, type SoccerZoneKey, zoneRange } from './soccer-rules.ts';
import { type SoccerResult, SoccerTable } from './soccer-table.ts';

export interface SoccerFixtureInput {
  home: number;
  away: number;
  /** P(home scores i, away scores j) over 0..maxGoals, row-major (see scoreGrid). */
  scores: ArrayLike<number>;
}

/**
 * Goal rates on the model's log scale for meetings that are not scheduled (the Championship
 * play-offs): expected goals = exp(intercept + attack + opponent's defence [+ home advantage]).
 */
export interface TeamRates {
  attack: Float64Array;
  defence: Float64Array;
  intercept: number;
  homeAdvantage: number;
}

export interface SoccerSeasonInput {
  /** Teams are 0..teams-1. */
  teams: number;
  played: readonly SoccerResult[];
  fixtures: readonly SoccerFixtureInput[];
  rules: SoccerRules;
  maxGoals: number;
  simulations: number;
  seed: number;
  /** Needed to simulate the promotion play-offs; without them that chance is not reported. */
  rates?: TeamRates;
}

/** Cumulative score distributions of every fixture in one array, for inverse-CDF sampling. */
function cumulative(fixtures: readonly SoccerFixtureInput[], cells: number): Float64Array {
  const cdf = new Float64Array(fixtures.length * cells);
  fixtures.forEach((f, k) => {
    let total = 0;
    for (let c = 0; c < cells; c++) total += f.scores[c]!;
    let run = 0;
    for (let c = 0; c < cells; c++) {
      run += f.scores[c]! / total;
      cdf[k * cells + c] = run;
    }
    cdf[k * cells + cells - 1] = 1;
  });
  return cdf;
}

/** The first cell whose cumulative probability reaches u (binary search). */
function sampleCell(cdf: Float64Array, offset: number, cells: number, u: number): number {
  let lo = 0;
  let hi = cells - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[offset + mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The table of the played matches alone, ranked by the league's rules. */
export function currentSoccerTable(
  teams: number,
  played: readonly SoccerResult[],
  rules: SoccerRules,
  seed = 1,
): { table: SoccerTable; order: Int32Array } {
  const table = new SoccerTable(teams, rules, mulberry32(seed));
  for (const m of played) table.add(m.home, m.away, m.homeGoals, m.awayGoals);
  const order = new Int32Array(teams);
  table.rank(order);
  return { table, order };
}

/**
 * Simulates the rest of a soccer season `simulations` times: every remaining fixture's score is
 * drawn from its distribution and added to the table, the final table ranked by the league's
 * tie-breaks, and each position tallied; the Championship's play-offs are then played out from
 * the model's goal rates. Fixture probabilities are fixed at the clock: a soccer model's ratings
 * move little within a season, and the published probabilities already hold the market's view.
 */
export function simulateSoccerSeason(input: SoccerSeasonInput): SeasonOutcome {
  const { teams: n, fixtures, rules, simulations } = input;
  const random = mulberry32(input.seed);
  const size = input.maxGoals + 1;
  const cells = size * size;
  const cdf = cumulative(fixtures, cells);
  const homes = Int32Array.from(fixtures, (f) => f.home);
  const aways = Int32Array.from(fixtures, (f) => f.away);

  const base = currentSoccerTable(n, input.played, rules).table;
  const table = new SoccerTable(n, rules, random);
  const order = new Int32Array(n);
  const positionCounts = new Int32Array(n * n);
  const maxPoints = rules.win * 2 * (n - 1) + 1;
  const values = new Histograms(n, maxPoints + 1);
  const zones = Object.entries(rules.zones).map(
    ([key, zone]) => [key as SoccerZoneKey, zoneRange(zone!, n)] as const,
  );
  const chances: Record<string, Float64Array> = {};
  for (const [key] of zones) chances[key] = new Float64Array(n);
  const playoffs = rules.promotionPlayoffs && input.rates ? input.rates : undefined;
  if (playoffs) {
    chances.playoffPromotion = new Float64Array(n);
    chances.promoted = new Float64Array(n);
  }

  for (let s = 0; s < simulations; s++) {
    table.reset(base);
    for (let k = 0; k < fixtures.length; k++) {
      const cell = sampleCell(cdf, k * cells, cells, random());
      table.add(homes[k]!, aways[k]!, (cell / size) | 0, cell % size);
    }
    table.rank(order);
    for (let p = 0; p < n; p++) {
      const t = order[p]!;
      positionCounts[t * n + p]!++;
      values.add(t, table.points[t]!);
    }
    for (const [key, [first, last]] of zones) {
      for (let p = first; p <= last; p++) chances[key]![order[p]!]!++;
    }
    if (playoffs) {
      const winner = promotionPlayoffWinner(order, playoffs, random);
      chances.playoffPromotion![winner]!++;
      chances.promoted![winner]!++;
      chances.promoted![order[0]!]!++;
      chances.promoted![order[1]!]!++;
    }
  }
  return summarise(n, simulations, positionCounts, values, 1, chances);
}

/** Goals in a match (or extra time: `share` of a match) between two teams. */
function goals(
  rates: TeamRates,
  team: number,
  opponent: number,
  home: boolean,
  share: number,
  random: () => number,
) {
  const rate =
    share *
    Math.exp(
      rates.intercept +
        rates.attack[team]! +
        rates.defence[opponent]! +
        (home ? rates.homeAdvantage : 0),
    );
  return samplePoisson(rate, random);
}

/**
 * A knockout tie: `legs` 2 = first leg at `low`'s ground, second at `high`'s; 1 = a neutral final.
 * Level on aggregate: 30 minutes' extra time, then penalties as an even chance. (EFL play-offs
 * have no away-goals rule.) Returns the winner.
 */
function knockout(
  rates: TeamRates,
  high: number,
  low: number,
  legs: 1 | 2,
  random: () => number,
): number {
  let h = 0;
  let l = 0;
  if (legs === 2) {
    l += goals(rates, low, high, true, 1, random);
    h += goals(rates, high, low, false, 1, random);
    h += goals(rates, high, low, true, 1, random);
    l += goals(rates, low, high, false, 1, random);
  } else {
    h += goals(rates, high, low, false, 1, random);
    l += goals(rates, low, high, false, 1, random);
  }
  if (h === l) {
    h += goals(rates, high, low, legs === 2, 1 / 3, random);
    l += goals(rates, low, high, false, 1 / 3, random);
  }
  if (h === l) return random() < 0.5 ? high : low;
  return h > l ? high : low;
}

/** EFL Regulation 12: 3rd v 6th and 4th v 5th over two legs, then the final at Wembley. */
function promotionPlayoffWinner(order: Int32Array, rates: TeamRates, random: () => number): number {
  const a = knockout(rates, order[2]!, order[5]!, 2, random);
  const b = knockout(rates, order[3]!, order[4]!, 2, random);
  return knockout(rates, a, b, 1, random);
}
