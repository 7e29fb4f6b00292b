import type { OutlookChance, OutlookTeam } from '@contract';
import {
  currentUsTable,
  simulateUsSeason,
  type UsAlignment,
  type UsFixtureInput,
  type UsResult,
} from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { US_ALIGNMENT, US_CONFERENCES } from './alignment.ts';
import { COLUMN_TEXT, US_RULE_TEXT } from './outlook-text.ts';
import type { SeasonRows } from './season-rows.ts';
import { type LeagueProjection, projection } from './soccer-outlook.ts';

/** Elo K for in-simulation rating moves (538's plain-Elo K for both leagues). */
const RATING_K = 20;
/** Elo home advantage for the play-in games (538's NBA value, about 3 points). */
const PLAY_IN_HOME_ADVANTAGE = 100;
const DEFAULT_RATING = 1500;

export class UnalignedTeamError extends Error {}

export function alignmentOf(
  league: 'NBA' | 'NFL',
  rows: SeasonRows,
  names: (id: number) => string,
) {
  const table = US_ALIGNMENT[league];
  const [first] = US_CONFERENCES[league];
  const divisions: string[] = [];
  const conference = new Int8Array(rows.teamIds.length);
  const division = new Int8Array(rows.teamIds.length);
  const labels = rows.teamIds.map((id, i) => {
    const a = table.get(names(id));
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

/** Each team's latest Elo rating in the forecasts (for games the schedule does not hold). */
function ratings(rows: SeasonRows): Float64Array {
  const out = new Float64Array(rows.teamIds.length).fill(DEFAULT_RATING);
  for (const r of [...rows.remaining].reverse()) {
    const elo = rows.forecasts.get(r.id)?.elo;
    if (!elo) continue;
    out[rows.indexOf.get(r.homeTeamId)!] = elo.home;
    out[rows.indexOf.get(r.awayTeamId)!] = elo.away;
  }
  return out;
}

function fixtures(rows: SeasonRows, elo: Float64Array): UsFixtureInput[] {
  return rows.remaining.map((r) => {
    const home = rows.indexOf.get(r.homeTeamId)!;
    const away = rows.indexOf.get(r.awayTeamId)!;
    const published = rows.forecasts.get(r.id)?.published[0];
    // In play at the clock: no pre-match forecast is kept, so it is priced from the ratings.
    const homeWin =
      published ?? 1 / (1 + 10 ** (-(elo[home]! - elo[away]! + PLAY_IN_HOME_ADVANTAGE) / 400));
    return { home, away, homeWin };
  });
}

export function usOutlook(
  league: 'NBA' | 'NFL',
  rows: SeasonRows,
  names: (teamId: number) => string,
  simulations: number,
  seed: number,
): LeagueProjection {
  const { alignment, labels } = alignmentOf(league, rows, names);
  const played = usResults(rows, rows.played);
  const elo = ratings(rows);
  const outcome = simulateUsSeason({
    league,
    alignment,
    played,
    fixtures: fixtures(rows, elo),
    ratings: elo,
    homeAdvantage: PLAY_IN_HOME_ADVANTAGE,
    ratingK: RATING_K,
    simulations,
    seed,
  });
  const { table, seeds } = currentUsTable({ league, alignment, played });
  const ties = new Int32Array(rows.teamIds.length);
  for (const g of played) {
    if (g.homeResult !== 0.5) continue;
    ties[g.home]!++;
    ties[g.away]!++;
  }
  const keys = Object.keys(outcome.chances) as OutlookChance[];
  const columns = (Object.keys(COLUMN_TEXT) as OutlookChance[])
    .filter((k) => keys.includes(k))
    .map((key) => ({ key, ...COLUMN_TEXT[key] }));
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
        projection: projection(outcome, t, conferenceSeeds.length),
        chances: Object.fromEntries(columns.map((c) => [c.key, outcome.chances[c.key]![t]!])),
      };
    }),
  );
  return { outcome, teams, columns, rules: US_RULE_TEXT[league] };
}
