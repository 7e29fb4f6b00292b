import type { OutlookChance, OutlookColumn, OutlookTeam } from '@contract';
import {
  currentSoccerTable,
  type SeasonOutcome,
  SOCCER_RULES,
  type SoccerFixtureInput,
  type SoccerResult,
  scoreGrid,
  simulateSoccerSeason,
  type TeamRates,
} from '../../../engine/season/index.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { COLUMN_TEXT, SCHEDULE_RULE_TEXT, SOCCER_RULE_TEXT } from './outlook-text.ts';
import { gamesLeft } from './schedule.ts';
import type { SeasonRows } from './season-rows.ts';

const MAX_GOALS = 10;

/**
 * The model's goal rates on its log scale, read back from the published forecasts: for a
 * fixture, log(home xG) = intercept + home advantage + home attack + away defence and
 * log(away xG) = intercept + away attack + home defence (engine/soccer/predict.ts). Used for the
 * meetings no forecast prices: those not yet dated, matches in play at the clock, and the
 * promotion play-offs. Teams no remaining fixture rates are read from `ratingGames`.
 */
export function ratesFromForecasts(rows: SeasonRows): TeamRates | undefined {
  const n = rows.teamIds.length;
  const attack = new Float64Array(n);
  const defence = new Float64Array(n);
  let intercept = 0;
  let advantage = 0;
  let count = 0;
  for (const r of [...rows.remaining, ...rows.ratingGames]) {
    const f = rows.forecasts.get(r.id);
    if (!f?.expectedGoals || !f.soccerRatings) continue;
    const { home, away } = f.soccerRatings;
    const h = rows.indexOf.get(r.homeTeamId)!;
    const a = rows.indexOf.get(r.awayTeamId)!;
    attack[h] = home.attack;
    defence[h] = home.defence;
    attack[a] = away.attack;
    defence[a] = away.defence;
    const c = Math.log(f.expectedGoals.away) - away.attack - home.defence;
    intercept += c;
    advantage += Math.log(f.expectedGoals.home) - home.attack - away.defence - c;
    count++;
  }
  if (count === 0) return undefined;
  return { attack, defence, intercept: intercept / count, homeAdvantage: advantage / count };
}

/** Listed fixtures, then the meetings not yet dated (which have no forecast). */
function fixtures(rows: SeasonRows, rates: TeamRates | undefined): SoccerFixtureInput[] {
  const out: SoccerFixtureInput[] = [];
  for (const r of [...rows.remaining, ...rows.undated]) {
    const home = rows.indexOf.get(r.homeTeamId)!;
    const away = rows.indexOf.get(r.awayTeamId)!;
    const f = rows.forecasts.get(r.id);
    if (f?.expectedGoals) {
      const { home: xh, away: xa } = f.expectedGoals;
      out.push({ home, away, scores: scoreGrid(xh, xa, f.published, MAX_GOALS) });
    } else if (rates) {
      // Not yet dated, or in play at the clock (no pre-match forecast is kept): priced from the
      // ratings, the home side's advantage included.
      const base = rates.intercept;
      const xh = Math.exp(base + rates.homeAdvantage + rates.attack[home]! + rates.defence[away]!);
      const xa = Math.exp(base + rates.attack[away]! + rates.defence[home]!);
      out.push({ home, away, scores: scoreGrid(xh, xa, null, MAX_GOALS) });
    } else {
      throw new Error(`No forecast for match ${r.id}`);
    }
  }
  return out;
}

/** Finished matches as the engine reads them (teams by index). */
export function soccerResults(rows: SeasonRows, list: readonly LeagueMatchRow[]): SoccerResult[] {
  return list.map((r) => ({
    home: rows.indexOf.get(r.homeTeamId)!,
    away: rows.indexOf.get(r.awayTeamId)!,
    homeGoals: r.homeScore!,
    awayGoals: r.awayScore!,
  }));
}

export interface LeagueProjection {
  outcome: SeasonOutcome;
  teams: OutlookTeam[];
  columns: OutlookColumn[];
  rules: string[];
}

export function soccerOutlook(
  rows: SeasonRows,
  names: (teamId: number) => string,
  simulations: number,
  seed: number,
): LeagueProjection {
  const rules = SOCCER_RULES[rows.leagueId];
  if (!rules) throw new Error(`No rules for ${rows.leagueId}`);
  const n = rows.teamIds.length;
  const played = soccerResults(rows, rows.played);
  const rates = ratesFromForecasts(rows);
  const outcome = simulateSoccerSeason({
    teams: n,
    played,
    fixtures: fixtures(rows, rates),
    rules,
    maxGoals: MAX_GOALS,
    simulations,
    seed,
    rates,
  });
  const { table, order } = currentSoccerTable(n, played, rules);
  const left = gamesLeft(rows);
  const keys = Object.keys(outcome.chances) as OutlookChance[];
  const columns = (Object.keys(COLUMN_TEXT) as OutlookChance[])
    .filter((k) => keys.includes(k))
    .map((key) => ({ key, ...COLUMN_TEXT[key] }));
  const teams: OutlookTeam[] = [...order].map((t, position) => ({
    teamId: rows.teamIds[t]!,
    team: names(rows.teamIds[t]!),
    conference: null,
    division: null,
    standing: {
      position: position + 1,
      played: table.played[t]!,
      won: table.won[t]!,
      drawn: table.drawn[t]!,
      lost: table.played[t]! - table.won[t]! - table.drawn[t]!,
      scored: table.goalsFor[t]!,
      conceded: table.goalsAgainst[t]!,
      points: table.points[t]!,
      winPct: null,
    },
    remaining: left[t]!,
    projection: projection(outcome, t, n),
    chances: Object.fromEntries(columns.map((c) => [c.key, outcome.chances[c.key]![t]!])),
  }));
  const rulesText = [
    ...SOCCER_RULE_TEXT(rows.leagueId, rates !== undefined),
    ...SCHEDULE_RULE_TEXT(rows),
  ];
  return { outcome, teams, columns, rules: rulesText };
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function projection(outcome: SeasonOutcome, t: number, positions: number) {
  return {
    expected: r3(outcome.expected[t]!),
    low: outcome.low[t]!,
    high: outcome.high[t]!,
    expectedPosition: r3(outcome.expectedPosition[t]!),
    positions: Array.from(
      outcome.positions.subarray(t * outcome.teams, t * outcome.teams + positions),
      r3,
    ),
  };
}
