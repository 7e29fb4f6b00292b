import type { OutlookTeam } from '@contract';
import { winProbability } from '../../../engine/elo/probability.ts';
import { eloParamsFor } from '../../../engine/predict/index.ts';
import { forSeason } from '../../../engine/predict/mlb-nhl.ts';
import { MLB_NHL_TABLES } from '../../../engine/predict/mlb-nhl-tables.ts';
import {
  currentUsTable,
  mlbFormat,
  simulateUsSeason,
  type UsAlignment,
  type UsFixtureInput,
  type UsOpenGameInput,
  type UsResult,
} from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { storedNameOf } from '../../sports/questions/franchise-names.ts';
import { type AlignedLeague, alignmentFor, conferencesOf } from './league-alignment.ts';
import { columnsOf, SCHEDULE_RULE_TEXT, US_RULE_TEXT } from './outlook-text.ts';
import { gamesLeft } from './schedule.ts';
import type { SeasonRows } from './season-rows.ts';
import { type LeagueProjection, projection } from './soccer-outlook.ts';

/**
 * Elo K for in-simulation rating moves: 538's plain-Elo K, 20 for the NBA and NFL, 4 for MLB
 * and 6 for the NHL (their long seasons move a rating little per game).
 */
export const RATING_K: Record<AlignedLeague, number> = { NBA: 20, NFL: 20, MLB: 4, NHL: 6 };
const DEFAULT_RATING = 1500;

/**
 * Elo home advantage for the games no forecast prices (the play-in, the MLB and NHL
 * postseason, games in play at the clock, open games): the league's rating model's for the
 * season (engine/predict/elo-params.ts; MLB and NHL: the walk-forward tables,
 * engine/predict/mlb-nhl-tables.ts), the scale the ratings those games start from were made on.
 */
export function homeAdvantageOf(league: AlignedLeague, rows: SeasonRows): number {
  const season = Number(rows.season.slice(0, 4));
  if (league === 'MLB' || league === 'NHL') {
    return forSeason(MLB_NHL_TABLES[league].eloParams, season)?.homeAdvantage ?? 0;
  }
  return eloParamsFor(league, season).homeAdvantage;
}

export class UnalignedTeamError extends Error {}

export function alignmentOf(
  league: AlignedLeague,
  rows: SeasonRows,
  names: (id: number) => string,
) {
  const table = alignmentFor(league, rows.season);
  const [first] = conferencesOf(league);
  const divisions: string[] = [];
  const conference = new Int8Array(rows.teamIds.length);
  const division = new Int8Array(rows.teamIds.length);
  const labels = rows.teamIds.map((id, i) => {
    // The catalogue names a franchise as it was called at the clock; the alignments keep its
    // stored name.
    const a = table.get(names(id)) ?? table.get(storedNameOf(names(id)));
    if (!a) throw new UnalignedTeamError(`No conference is known for ${names(id)}.`);
    if (!divisions.includes(a.division)) divisions.push(a.division);
    conference[i] = a.conference === first ? 0 : 1;
    division[i] = divisions.indexOf(a.division);
    return a;
  });
  return { alignment: { conference, division } satisfies UsAlignment, labels };
}

/** Finished games as the engine reads them (teams by index). */
export function usResults(rows: SeasonRows, list: readonly LeagueMatchRow[]): UsResult[] {
  return list.map((r) => ({
    home: rows.indexOf.get(r.homeTeamId)!,
    away: rows.indexOf.get(r.awayTeamId)!,
    homeResult: r.homeScore! > r.awayScore! ? 1 : r.homeScore! < r.awayScore! ? 0 : 0.5,
    homeScore: r.homeScore!,
    awayScore: r.awayScore!,
  }));
}

/**
 * Each team's Elo rating at its next forecast game (for games no forecast prices): the first
 * listed, else the what-if meeting that rates it.
 */
export function ratings(rows: SeasonRows): Float64Array {
  const out = new Float64Array(rows.teamIds.length).fill(DEFAULT_RATING);
  for (const r of [...rows.remaining, ...rows.ratingGames].reverse()) {
    const elo = rows.forecasts.get(r.id)?.elo;
    if (!elo) continue;
    out[rows.indexOf.get(r.homeTeamId)!] = elo.home;
    out[rows.indexOf.get(r.awayTeamId)!] = elo.away;
  }
  return out;
}

export function fixtures(rows: SeasonRows, elo: Float64Array, edge: number): UsFixtureInput[] {
  return rows.remaining.map((r) => {
    const home = rows.indexOf.get(r.homeTeamId)!;
    const away = rows.indexOf.get(r.awayTeamId)!;
    const published = rows.forecasts.get(r.id)?.published[0];
    // In play at the clock: no pre-match forecast is kept, so it is priced from the ratings.
    const homeWin = published ?? winProbability(elo[home]! - elo[away]! + edge);
    return { home, away, homeWin };
  });
}

/**
 * The games past each team's listed ones, against a league-average side (the mean rating) with
 * the home advantage at home: the opponents are not known, and an average one keeps the
 * team's expected wins what its rating says.
 */
export function openGames(rows: SeasonRows, elo: Float64Array, edge: number): UsOpenGameInput[] {
  if (!rows.open) return [];
  const average = elo.reduce((a, b) => a + b, 0) / elo.length;
  const out: UsOpenGameInput[] = [];
  for (let team = 0; team < elo.length; team++) {
    const home = winProbability(elo[team]! - average + edge);
    const away = winProbability(elo[team]! - average - edge);
    for (let g = 0; g < rows.open.home[team]!; g++) out.push({ team, win: home });
    for (let g = 0; g < rows.open.away[team]!; g++) out.push({ team, win: away });
  }
  return out;
}

/** The season's regular season still has games to simulate (else its postseason is past). */
export const seasonOpen = (rows: SeasonRows) => rows.remaining.length > 0 || rows.open !== null;

export function usOutlook(
  league: 'NBA' | 'NFL' | 'MLB',
  rows: SeasonRows,
  names: (teamId: number) => string,
  simulations: number,
  seed: number,
): LeagueProjection {
  const { alignment, labels } = alignmentOf(league, rows, names);
  const played = usResults(rows, rows.played);
  const elo = ratings(rows);
  const edge = homeAdvantageOf(league, rows);
  const outcome = simulateUsSeason({
    league,
    alignment,
    played,
    fixtures: fixtures(rows, elo, edge),
    openGames: openGames(rows, elo, edge),
    ratings: elo,
    homeAdvantage: edge,
    ratingK: RATING_K[league],
    simulations,
    seed,
    ...(league === 'MLB'
      ? { mlbFormat: mlbFormat(Number(rows.season.slice(0, 4))), postseason: seasonOpen(rows) }
      : {}),
  });
  // A format with no first round (MLB 2010–2011, 2020) has no byes to report.
  if (league === 'MLB' && mlbFormat(Number(rows.season.slice(0, 4))).byes === 0) {
    delete outcome.chances.bye;
  }
  const { table, seeds } = currentUsTable({ league, alignment, played });
  const left = gamesLeft(rows);
  const ties = new Int32Array(rows.teamIds.length);
  for (const g of played) {
    if (g.homeResult !== 0.5) continue;
    ties[g.home]!++;
    ties[g.away]!++;
  }
  const columns = columnsOf(league, outcome);
  const teams: OutlookTeam[] = seeds.flatMap((conferenceSeeds) =>
    [...conferenceSeeds].map((t, position) => {
      const games = table.games[t]!;
      const won = (table.halfWins[t]! - ties[t]!) / 2;
      return {
        teamId: rows.teamIds[t]!,
        team: names(rows.teamIds[t]!),
        conference: labels[t]!.conference,
        division: labels[t]!.division,
        standing: {
          position: position + 1,
          played: games,
          won,
          drawn: league === 'NFL' ? ties[t]! : null,
          lost: games - won - ties[t]!,
          scored: table.scored[t]!,
          conceded: table.conceded[t]!,
          points: null,
          winPct: games ? Math.round((table.halfWins[t]! / (2 * games)) * 1000) / 1000 : 0,
        },
        remaining: left[t]!,
        projection: projection(outcome, t, conferenceSeeds.length),
        chances: Object.fromEntries(columns.map((c) => [c.key, outcome.chances[c.key]![t]!])),
      };
    }),
  );
  const rules = [...US_RULE_TEXT(league, rows, RATING_K[league]), ...SCHEDULE_RULE_TEXT(rows)];
  return { outcome, teams, columns, rules };
}
