import { forecastSoccer, forecastUsGames, type UsLeague } from '../../../engine/predict/index.ts';
import type { MoneylineLeague } from '../../../engine/predict/mlb-nhl.ts';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { fixtureInputOf } from '../../sports/state/league-model.ts';
import type { MatchForecast } from '../../sports/state/league-state.ts';
import { moneylineModel } from '../../sports/state/moneyline-model.ts';
import { localDate } from '../../sports/time/dates.ts';
import { SOCCER_HISTORY_DAYS } from '../../sports/time/history-window.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { timeZoneOf } from '../../sports/time/time-zones.ts';

const DAY = 86_400_000;

/**
 * The model's forecasts (no market pooled in) of `fixtures` from the results known at `asOf`,
 * with the production models: the backtest and the bench price a past season this way, where
 * the live service reads the published forecasts of the fitted sports state.
 */
export function modelForecasts(
  leagueId: string,
  history: readonly LeagueMatchRow[],
  fixtures: readonly LeagueMatchRow[],
  asOf: Date,
): Map<number, MatchForecast> {
  const known = knownAt(asOf).results(leagueId, history);
  if (leagueId === 'MLB' || leagueId === 'NHL')
    return moneylineForecasts(leagueId, known, fixtures, asOf);
  return leagueId === 'NBA' || leagueId === 'NFL'
    ? usForecasts(leagueId, known, fixtures)
    : soccerForecasts(known, fixtures, asOf);
}

/**
 * MLB and NHL: the served model (sports/state/moneyline-model.ts) with no starters (the
 * backtest's rows carry none: a pitcher or goalie is not known weeks ahead), as for an unlisted
 * game in the model's own backtest.
 */
function moneylineForecasts(
  league: MoneylineLeague,
  known: readonly LeagueMatchRow[],
  fixtures: readonly LeagueMatchRow[],
  asOf: Date,
): Map<number, MatchForecast> {
  const rows = [...known, ...fixtures].map((r) => ({ ...r, details: null, source: '' }));
  const model = moneylineModel(league, rows, [], asOf, null);
  const result = model.forecast(fixtures.map(fixtureInputOf));
  const out = new Map<number, MatchForecast>();
  for (const r of fixtures) {
    const f = result[String(r.id)];
    if (f) out.set(r.id, { ...f, published: f.model, market: null, modelWeight: 1 });
  }
  return out;
}

function soccerForecasts(
  known: readonly LeagueMatchRow[],
  fixtures: readonly LeagueMatchRow[],
  asOf: Date,
): Map<number, MatchForecast> {
  const from = asOf.getTime() - SOCCER_HISTORY_DAYS * DAY;
  const history = known
    .filter((r) => r.kickoff.getTime() >= from)
    .map((r) => ({
      date: r.kickoff.toISOString(),
      home: String(r.homeTeamId),
      away: String(r.awayTeamId),
      homeGoals: r.homeScore!,
      awayGoals: r.awayScore!,
      homeShotsOnTarget: r.stats?.HST,
      awayShotsOnTarget: r.stats?.AST,
      homeShots: r.stats?.HS,
      awayShots: r.stats?.AS,
    }));
  const season = fixtures[0]?.season;
  const seasonTeams = new Set<string>();
  for (const r of [...known, ...fixtures]) {
    if (r.season !== season) continue;
    seasonTeams.add(String(r.homeTeamId));
    seasonTeams.add(String(r.awayTeamId));
  }
  const result = forecastSoccer(
    history,
    fixtures.map((r) => ({
      id: String(r.id),
      home: String(r.homeTeamId),
      away: String(r.awayTeamId),
      kickoff: r.kickoff.toISOString(),
      season: r.season,
      neutral: r.stats?.neutral === 1,
    })),
    { asOf: asOf.toISOString(), seasonTeams },
  );
  const out = new Map<number, MatchForecast>();
  for (const r of fixtures) {
    const f = result[String(r.id)];
    if (!f) continue;
    out.set(r.id, {
      model: [...f.model],
      published: [...f.model],
      market: null,
      modelWeight: 1,
      expectedGoals: f.expectedGoals,
      overUnder25: f.overUnder25,
      fairSpread: null,
      soccerRatings: f.ratings,
      elo: null,
    });
  }
  return out;
}

function usForecasts(
  league: UsLeague,
  known: readonly LeagueMatchRow[],
  fixtures: readonly LeagueMatchRow[],
): Map<number, MatchForecast> {
  const zone = timeZoneOf(league);
  const day = (d: Date) => {
    const l = localDate(d, zone);
    return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
  };
  const game = (r: LeagueMatchRow) => ({
    id: String(r.id),
    date: day(r.kickoff),
    season: Number(r.season.slice(0, 4)),
    home: String(r.homeTeamId),
    away: String(r.awayTeamId),
    neutral: r.stats?.neutral === 1,
  });
  const result = forecastUsGames(
    league,
    known.map((r) => ({ ...game(r), homeScore: r.homeScore!, awayScore: r.awayScore! })),
    fixtures.map(game),
  );
  const out = new Map<number, MatchForecast>();
  for (const r of fixtures) {
    const f = result[String(r.id)];
    if (!f) continue;
    const p = f.homeWinProbability;
    out.set(r.id, {
      model: [p, 1 - p],
      published: [p, 1 - p],
      market: null,
      modelWeight: 1,
      expectedGoals: null,
      overUnder25: null,
      fairSpread: f.fairSpread,
      soccerRatings: null,
      elo: f.ratings,
    });
  }
  return out;
}
