import { type RegulationModel, regulationOutcomes } from '../hockey/regulation.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { Ending, type HockeyResult, HockeyTable } from './hockey-table.ts';
import { logistic } from './logistic.ts';
import { Histograms, type SeasonOutcome, summarise } from './outcome.ts';
import {
  cupFinal,
  type NhlConferenceBracket,
  nhlConference,
  type Strengths,
} from './postseason.ts';
import type { UsAlignment } from './us-table.ts';

/**
 * The NHL's play-off format (since 2013-14): in each conference the top three of each division,
 * then the two best other teams as wild cards. Conferences and divisions come from the
 * alignment (division indices unique across the league).
 */
export const NHL_DIVISION_PLACES = 3;
export const NHL_WILD_CARDS = 2;

/**
 * Play-off places of a season: the top `divisionPlaces` of each division, then the best
 * `wildCards` others of each conference. 2013/14 on: 3 and 2. 2010/11–2012/13: the division
 * winners and five others (eight a conference); 2020/21: four a division, no wild cards.
 */
export interface HockeyFormat {
  divisionPlaces: number;
  wildCards: number;
}

/**
 * A played game whose ending the data does not hold (one-goal games from 2022/23 on: the
 * sources give only the final score): each simulation draws whether it went past regulation.
 */
export interface UnsettledResult {
  home: number;
  away: number;
  homeWon: boolean;
  /** The chance it went past regulation (the loser's point). */
  pastRegulation: number;
}

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
  /** The season's play-off places; 2013/14 on by default. */
  format?: HockeyFormat;
  /** Played games whose ending is not known, drawn in each simulation. */
  unsettled?: readonly UnsettledResult[];
  /**
   * Games a team's schedule holds past the stored rows, against an unnamed average side: its
   * chance of winning (overtime included), split like any game; own record only.
   */
  openGames?: readonly { team: number; win: number }[];
  /**
   * Ratings at the clock and the home advantage (Elo points): with them, the play-offs of the
   * 2013/14 format are played out for the Stanley Cup ('title').
   */
  postseason?: { ratings: Float64Array; homeAdvantage: number };
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
  const openLogits = Float64Array.from(input.openGames ?? [], (g) => logit(clampP(g.win)));
  const remaining = new Int32Array(n);
  for (const f of [...fixtures, ...(input.unsettled ?? [])]) {
    remaining[f.home]!++;
    remaining[f.away]!++;
  }
  const open = input.openGames ?? [];
  for (const g of open) remaining[g.team]!++;
  let width = 1;
  for (let t = 0; t < n; t++) width = Math.max(width, 2 * (base.games[t]! + remaining[t]!) + 1);
  const values = new Histograms(n, width);
  const positionCounts = new Int32Array(n * n);
  const format = input.format ?? { divisionPlaces: NHL_DIVISION_PLACES, wildCards: NHL_WILD_CARDS };
  const cup = cupBracket(input, format, divisions.length, drift);
  const keys = [
    'divisionTitle',
    'playoffs',
    ...(format.wildCards > 0 ? ['wildCard'] : []),
    'bestRecord',
    ...(cup ? ['title'] : []),
  ];
  const chances: Record<string, Float64Array> = {};
  for (const key of keys) chances[key] = new Float64Array(n);
  const result: HockeyResult = { home: 0, away: 0, homeWon: false, ending: Ending.regulation };
  const unsettled = input.unsettled ?? [];

  for (let s = 0; s < simulations; s++) {
    table.reset(base);
    drift.fill(0);
    for (const game of unsettled) {
      result.home = game.home;
      result.away = game.away;
      result.homeWon = game.homeWon;
      result.ending =
        random() >= game.pastRegulation
          ? Ending.regulation
          : random() < input.shootoutShare
            ? Ending.shootout
            : Ending.overtime;
      table.add(result);
    }
    for (let g = 0; g < fixtures.length; g++) {
      const { home, away } = fixtures[g]!;
      const p = logistic(logits[g]! + (drift[home]! - drift[away]!) * ELO_SCALE);
      result.home = home;
      result.away = away;
      draw(p, input, random, result);
      table.add(result);
      const won = result.homeWon ? 1 : 0;
      drift[home]! += input.ratingK * (won - p);
      drift[away]! -= input.ratingK * (won - p);
    }
    for (let g = 0; g < open.length; g++) {
      const { team } = open[g]!;
      const p = logistic(openLogits[g]! + drift[team]! * ELO_SCALE);
      draw(p, input, random, result);
      table.addOpen(team, result.homeWon, result.ending);
      drift[team]! += input.ratingK * ((result.homeWon ? 1 : 0) - p);
    }
    tally(
      table,
      { conferences, divisions, divisionOrder, conferenceOrder, format },
      { rest, league, chances, positionCounts, cup, random },
    );
    for (let t = 0; t < n; t++) values.add(t, table.points[t]!);
  }
  return summarise(n, simulations, positionCounts, values, 1, chances);
}

/**
 * One game's result from the home (or open game's) side's chance p: a regulation win, a game
 * level after 60 minutes (the home side's share of it is what p leaves over) settled in
 * overtime or a shoot-out, or a regulation loss.
 */
function draw(p: number, input: HockeySeasonInput, random: () => number, result: HockeyResult) {
  const [homeInRegulation, level] = regulationOutcomes(p, input.regulation);
  const u = random();
  if (u < homeInRegulation) {
    result.homeWon = true;
    result.ending = Ending.regulation;
  } else if (u < homeInRegulation + level) {
    result.homeWon = random() < (p - homeInRegulation) / level;
    result.ending = random() < input.shootoutShare ? Ending.shootout : Ending.overtime;
  } else {
    result.homeWon = false;
    result.ending = Ending.regulation;
  }
}

/** What the play-offs are played from: null when the season's format is not the 2013/14 one. */
function cupBracket(
  input: HockeySeasonInput,
  format: HockeyFormat,
  divisions: number,
  drift: Float64Array,
): { strengths: Strengths; brackets: NhlConferenceBracket[] } | null {
  const current =
    format.divisionPlaces === NHL_DIVISION_PLACES && format.wildCards === NHL_WILD_CARDS;
  if (!input.postseason || !current || divisions !== 4) return null;
  const strengths = { ...input.postseason, drift };
  const bracket = (): NhlConferenceBracket => ({
    divisions: [new Int32Array(3), new Int32Array(3)],
    wildCards: [0, 0],
  });
  return { strengths, brackets: [bracket(), bracket()] };
}

interface Groups {
  conferences: readonly Int32Array[];
  divisions: readonly Int32Array[];
  divisionOrder: Int32Array[];
  conferenceOrder: Int32Array[];
  format: HockeyFormat;
}

interface Tallies {
  rest: Int32Array;
  league: Int32Array;
  chances: Record<string, Float64Array>;
  positionCounts: Int32Array;
  cup: ReturnType<typeof cupBracket>;
  random: () => number;
}

/**
 * Division places, wild cards and the league's best record for one simulated table, then (the
 * 2013/14 format) the play-offs to the Stanley Cup.
 */
function tally(table: HockeyTable, groups: Groups, tallies: Tallies) {
  const { conferences, divisions, divisionOrder, conferenceOrder, format } = groups;
  const { rest, league, chances, positionCounts, cup } = tallies;
  const n = table.teams;
  const qualified = rest; // reused: 1 for a team already in on a division place
  qualified.fill(0);
  const filled = [0, 0];
  for (let d = 0; d < divisions.length; d++) {
    const order = divisionOrder[d]!;
    order.set(divisions[d]!);
    table.rank(order, 0, order.length);
    chances.divisionTitle![order[0]!]!++;
    for (let p = 0; p < Math.min(format.divisionPlaces, order.length); p++) {
      chances.playoffs![order[p]!]!++;
      qualified[order[p]!] = 1;
    }
    if (cup) {
      const c = table.alignment.conference[order[0]!]!;
      cup.brackets[c]!.divisions[filled[c]!++ as 0 | 1]!.set(order.subarray(0, 3));
    }
  }
  for (let c = 0; c < conferences.length; c++) {
    const order = conferenceOrder[c]!;
    order.set(conferences[c]!);
    table.rank(order, 0, order.length);
    for (let p = 0; p < order.length; p++) positionCounts[order[p]! * n + p]!++;
    let cards = 0;
    for (let p = 0; p < order.length && cards < format.wildCards; p++) {
      if (qualified[order[p]!]) continue;
      chances.playoffs![order[p]!]!++;
      chances.wildCard![order[p]!]!++;
      if (cup) cup.brackets[c]!.wildCards[cards] = order[p]!;
      cards++;
    }
  }
  table.rank(league, 0, n);
  chances.bestRecord![league[0]!]!++;
  if (!cup) return;
  // Home ice by the league's order (qualified is free again: it holds each team's rank now).
  for (let p = 0; p < n; p++) qualified[league[p]!] = p;
  const rank = (t: number) => qualified[t]!;
  const [east, west] = cup.brackets.map((b) =>
    nhlConference(b, rank, cup.strengths, tallies.random),
  );
  chances.title![cupFinal(east!, west!, rank, cup.strengths, tallies.random)]!++;
}
