import { type RegulationModel, regulationOutcomes } from '../hockey/regulation.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { Ending, type HockeyResult, HockeyTable } from './hockey-table.ts';
import { logistic } from './logistic.ts';
import { Histograms, type SeasonOutcome, summarise } from './outcome.ts';
import type { UsAlignment } from './us-table.ts';

/**
 * The NHL's play-off format (since 2013-14): in each conference the top three of each division,
 * then the two best other teams as wild cards. Conferences and divisions come from the
 * alignment (division indices unique across the league).
 */
export const NHL_DIVISION_PLACES = 3;
export const NHL_WILD_CARDS = 2;

export interface HockeyFixtureInput {
  home: number;
  away: number;
  /** The published probability that the home side wins, overtime and shoot-out included. */
  homeWin: number;
}

export interface HockeySeasonInput {
  alignment: UsAlignment;
  played: readonly HockeyResult[];
  fixtures: readonly HockeyFixtureInput[];
  /** Splits each game into regulation, overtime and shoot-out (engine/hockey/regulation.ts). */
  regulation: RegulationModel;
  /** Of the games level after 60 minutes, the share settled by a shoot-out (2015–2019: ~0.4). */
  shootoutShare: number;
  /** As for simulateUsSeason: Elo K for moving ratings with simulated results. */
  ratingK: number;
  simulations: number;
  seed: number;
}

const ELO_SCALE = Math.LN10 / 400;
const logit = (p: number) => Math.log(p / (1 - p));
const clampP = (p: number) => Math.min(Math.max(p, 1e-6), 1 - 1e-6);

/** Teams per conference and per division, built once per simulation run. */
function groups(alignment: UsAlignment) {
  const byConference: number[][] = [[], []];
  const byDivision = new Map<number, number[]>();
  for (let t = 0; t < alignment.conference.length; t++) {
    byConference[alignment.conference[t]!]!.push(t);
    const d = alignment.division[t]!;
    byDivision.set(d, [...(byDivision.get(d) ?? []), t]);
  }
  return {
    conferences: byConference.map((list) => Int32Array.from(list)),
    divisions: [...byDivision.values()].map((list) => Int32Array.from(list)),
  };
}

/**
 * Simulates the rest of an NHL regular season: each game is drawn into a regulation win, an
 * overtime or shoot-out win, from its published probability (moved by simulated rating changes
 * when `ratingK` > 0); the standings are then ranked by the NHL's tie-breaks and the play-off
 * places handed out. Chances: division title, play-offs, a wild card, the league's best record.
 */
export function simulateHockeySeason(input: HockeySeasonInput): SeasonOutcome {
  const { alignment, fixtures, simulations } = input;
  const n = alignment.conference.length;
  const random = mulberry32(input.seed);
  const base = new HockeyTable(n, alignment, random);
  for (const result of input.played) base.add(result);
  const table = new HockeyTable(n, alignment, random);
  const { conferences, divisions } = groups(alignment);
  const divisionOrder = divisions.map((list) => new Int32Array(list.length));
  const conferenceOrder = conferences.map((list) => new Int32Array(list.length));
  const rest = new Int32Array(n);
  const league = Int32Array.from({ length: n }, (_, t) => t);
  const drift = new Float64Array(n);
  const logits = Float64Array.from(fixtures, (f) => logit(clampP(f.homeWin)));
  const remaining = new Int32Array(n);
  for (const f of fixtures) {
    remaining[f.home]!++;
    remaining[f.away]!++;
  }
  let width = 1;
  for (let t = 0; t < n; t++) width = Math.max(width, 2 * (base.games[t]! + remaining[t]!) + 1);
  const values = new Histograms(n, width);
  const positionCounts = new Int32Array(n * n);
  const keys = ['divisionTitle', 'playoffs', 'wildCard', 'bestRecord'];
  const chances: Record<string, Float64Array> = {};
  for (const key of keys) chances[key] = new Float64Array(n);
  const result: HockeyResult = { home: 0, away: 0, homeWon: false, ending: Ending.regulation };

  for (let s = 0; s < simulations; s++) {
    table.reset(base);
    drift.fill(0);
    for (let g = 0; g < fixtures.length; g++) {
      const { home, away } = fixtures[g]!;
      const p = logistic(logits[g]! + (drift[home]! - drift[away]!) * ELO_SCALE);
      const [homeInRegulation, level] = regulationOutcomes(p, input.regulation);
      const u = random();
      result.home = home;
      result.away = away;
      if (u < homeInRegulation) {
        result.homeWon = true;
        result.ending = Ending.regulation;
      } else if (u < homeInRegulation + level) {
        // Level after 60 minutes: the home side's share of the rest is what p leaves over.
        result.homeWon = random() < (p - homeInRegulation) / level;
        result.ending = random() < input.shootoutShare ? Ending.shootout : Ending.overtime;
      } else {
        result.homeWon = false;
        result.ending = Ending.regulation;
      }
      table.add(result);
      const won = result.homeWon ? 1 : 0;
      drift[home]! += input.ratingK * (won - p);
      drift[away]! -= input.ratingK * (won - p);
    }
    tally(
      table,
      { conferences, divisions, divisionOrder, conferenceOrder },
      rest,
      league,
      chances,
      positionCounts,
    );
    for (let t = 0; t < n; t++) values.add(t, table.points[t]!);
  }
  return summarise(n, simulations, positionCounts, values, 1, chances);
}

/** Division places, wild cards and the league's best record for one simulated table. */
function tally(
  table: HockeyTable,
  {
    conferences,
    divisions,
    divisionOrder,
    conferenceOrder,
  }: {
    conferences: readonly Int32Array[];
    divisions: readonly Int32Array[];
    divisionOrder: Int32Array[];
    conferenceOrder: Int32Array[];
  },
  rest: Int32Array,
  league: Int32Array,
  chances: Record<string, Float64Array>,
  positionCounts: Int32Array,
) {
  const n = table.teams;
  const qualified = rest; // reused: 1 for a team already in on a division place
  qualified.fill(0);
  for (let d = 0; d < divisions.length; d++) {
    const order = divisionOrder[d]!;
    order.set(divisions[d]!);
    table.rank(order, 0, order.length);
    chances.divisionTitle![order[0]!]!++;
    for (let p = 0; p < Math.min(NHL_DIVISION_PLACES, order.length); p++) {
      chances.playoffs![order[p]!]!++;
      qualified[order[p]!] = 1;
    }
  }
  for (let c = 0; c < conferences.length; c++) {
    const order = conferenceOrder[c]!;
    order.set(conferences[c]!);
    table.rank(order, 0, order.length);
    for (let p = 0; p < order.length; p++) positionCounts[order[p]! * n + p]!++;
    let cards = 0;
    for (let p = 0; p < order.length && cards < NHL_WILD_CARDS; p++) {
      if (qualified[order[p]!]) continue;
      chances.playoffs![order[p]!]!++;
      chances.wildCard![order[p]!]!++;
      cards++;
    }
  }
  table.rank(league, 0, n);
  chances.bestRecord![league[0]!]!++;
}
