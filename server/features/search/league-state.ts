import {
  BLEND_WEIGHTS,
  forecastSoccer,
  forecastUsGames,
  publishedProbability,
  type SoccerForecast,
  type UsLeague,
} from '../../../engine/predict/index.ts';
import type { Db } from '../../db/client.ts';
import {
  type LeagueMatchRow,
  loadLeagueMatches,
  loadOdds,
  type OddsDocRow,
} from '../../db/queries/sports-catalogue.ts';
import { localDate } from './interpret/dates.ts';
import { timeZoneOf } from './interpret/time-zones.ts';
import { isUsLeague, type MarketView, marketView, visibleOddsDocs } from './market.ts';

const DAY = 86_400_000;
/** Soccer history the model and the form tables read: the fit window plus a season. */
const SOCCER_HISTORY_DAYS = 5 * 366;

export interface MatchForecast {
  /** Model alone: [home, draw, away] for soccer, [home, away] for NBA/NFL. */
  model: number[];
  market: MarketView | null;
  /** What Strix shows: the model pooled with the pre-match market (engine/predict). */
  published: number[];
  expectedGoals: { home: number; away: number } | null;
  overUnder25: { over: number; under: number } | null;
  fairSpread: number | null;
  /** Soccer: attack/defence; NBA/NFL: Elo. For insights. */
  soccerRatings: SoccerForecast['ratings'] | null;
  elo: { home: number; away: number } | null;
}

export interface PlayedMatch {
  id: number;
  kickoff: Date;
  season: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

/** One league at one clock position: results up to it, fixtures after it, the fitted model. */
export interface LeagueState {
  leagueId: string;
  asOf: Date;
  played: PlayedMatch[];
  currentSeason: string | null;
  forecasts: Map<number, MatchForecast>;
  odds: Map<number, OddsDocRow[]>;
  /** A what-if meeting of two teams of this league, at the clock, home advantage to `homeId`. */
  hypothetical(homeId: number, awayId: number): MatchForecast | null;
}

const seasonStart = (label: string) => Number(label.slice(0, 4));

function toPlayed(rows: readonly LeagueMatchRow[], asOf: Date): PlayedMatch[] {
  // Results after the clock are dropped here, before any model, fact or answer can read them.
  return rows
    .filter((r) => r.kickoff < asOf && r.homeScore !== null && r.awayScore !== null)
    .map((r) => ({
      id: r.id,
      kickoff: r.kickoff,
      season: r.season,
      homeTeamId: r.homeTeamId,
      awayTeamId: r.awayTeamId,
      homeScore: r.homeScore!,
      awayScore: r.awayScore!,
    }));
}

function combine(
  leagueId: string,
  model: number[],
  market: MarketView | null,
): Pick<MatchForecast, 'model' | 'market' | 'published'> {
  const weight = BLEND_WEIGHTS[leagueId as keyof typeof BLEND_WEIGHTS] ?? 1;
  return { model, market, published: publishedProbability(model, market?.probabilities, weight) };
}

export async function loadLeagueState(
  db: Db,
  leagueId: string,
  asOf: Date,
  fixtureIds: readonly number[],
): Promise<LeagueState> {
  const us = isUsLeague(leagueId);
  const from = us ? new Date(0) : new Date(asOf.getTime() - SOCCER_HISTORY_DAYS * DAY);
  const rows = await loadLeagueMatches(db, leagueId, from);
  const played = toPlayed(rows, asOf);
  const wanted = new Set(fixtureIds);
  const upcoming = rows.filter((r) => wanted.has(r.id));
  const docs = await loadOdds(
    db,
    upcoming.map((r) => r.id),
  );
  const odds = new Map<number, OddsDocRow[]>();
  for (const doc of docs) {
    const list = odds.get(doc.matchId) ?? [];
    list.push(doc);
    odds.set(doc.matchId, list);
  }
  for (const [id, list] of odds) odds.set(id, visibleOddsDocs(leagueId, list, false));
  const currentSeason = played.at(-1)?.season ?? upcoming[0]?.season ?? null;
  const forecasts = new Map<number, MatchForecast>();
  const zone = timeZoneOf(leagueId);
  const localDay = (d: Date) => {
    const l = localDate(d, zone);
    return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
  };

  if (us) {
    const games = rows
      .filter((r) => r.kickoff < asOf && r.homeScore !== null)
      .map((r) => ({
        id: String(r.id),
        date: localDay(r.kickoff),
        season: seasonStart(r.season),
        home: String(r.homeTeamId),
        away: String(r.awayTeamId),
        homeScore: r.homeScore!,
        awayScore: r.awayScore!,
        neutral: r.stats?.neutral === 1,
      }));
    const toFixture = (r: {
      id: string;
      kickoff: Date;
      season: string;
      home: number;
      away: number;
      neutral: boolean;
    }) => ({
      id: r.id,
      date: localDay(r.kickoff),
      season: seasonStart(r.season),
      home: String(r.home),
      away: String(r.away),
      neutral: r.neutral,
    });
    const result = forecastUsGames(
      leagueId as UsLeague,
      games,
      upcoming.map((r) =>
        toFixture({
          id: String(r.id),
          kickoff: r.kickoff,
          season: r.season,
          home: r.homeTeamId,
          away: r.awayTeamId,
          neutral: r.stats?.neutral === 1,
        }),
      ),
    );
    for (const r of upcoming) {
      const f = result[String(r.id)];
      if (!f) continue;
      const market = marketView(leagueId, odds.get(r.id) ?? []);
      forecasts.set(r.id, {
        ...combine(leagueId, [f.homeWinProbability, 1 - f.homeWinProbability], market),
        expectedGoals: null,
        overUnder25: null,
        fairSpread: f.fairSpread,
        soccerRatings: null,
        elo: f.ratings,
      });
    }
    const cache = new Map<string, MatchForecast | null>();
    return {
      leagueId,
      asOf,
      played,
      currentSeason,
      forecasts,
      odds,
      hypothetical(homeId, awayId) {
        const key = `${homeId}:${awayId}`;
        if (!cache.has(key)) {
          const id = `what-if:${key}`;
          const f = forecastUsGames(leagueId as UsLeague, games, [
            toFixture({
              id,
              kickoff: new Date(
                Math.max(asOf.getTime(), (games.length ? Date.parse(games.at(-1)!.date) : 0) + DAY),
              ),
              season: currentSeason ?? String(asOf.getUTCFullYear()),
              home: homeId,
              away: awayId,
              neutral: false,
            }),
          ])[id];
          cache.set(
            key,
            f
              ? {
                  ...combine(leagueId, [f.homeWinProbability, 1 - f.homeWinProbability], null),
                  expectedGoals: null,
                  overUnder25: null,
                  fairSpread: f.fairSpread,
                  soccerRatings: null,
                  elo: f.ratings,
                }
              : null,
          );
        }
        return cache.get(key)!;
      },
    };
  }

  const statsById = new Map(rows.map((r) => [r.id, r.stats]));
  const soccerPlayed = played.map((m) => {
    const stats = statsById.get(m.id);
    return {
      date: m.kickoff.toISOString(),
      home: String(m.homeTeamId),
      away: String(m.awayTeamId),
      homeGoals: m.homeScore,
      awayGoals: m.awayScore,
      homeShotsOnTarget: stats?.HST,
      awayShotsOnTarget: stats?.AST,
      homeShots: stats?.HS,
      awayShots: stats?.AS,
    };
  });
  const seasonTeams = new Set<string>();
  for (const r of rows) {
    if (r.season === currentSeason) {
      seasonTeams.add(String(r.homeTeamId));
      seasonTeams.add(String(r.awayTeamId));
    }
  }
  const soccerForecast = (
    fixtures: { id: string; home: number; away: number; kickoff: Date; season: string }[],
  ) =>
    forecastSoccer(
      soccerPlayed,
      fixtures.map((f) => ({
        id: f.id,
        home: String(f.home),
        away: String(f.away),
        kickoff: f.kickoff.toISOString(),
        season: f.season,
      })),
      { asOf: asOf.toISOString(), seasonTeams },
    );
  const toForecast = (f: SoccerForecast, market: MarketView | null): MatchForecast => ({
    ...combine(leagueId, [...f.model], market),
    expectedGoals: f.expectedGoals,
    overUnder25: f.overUnder25,
    fairSpread: null,
    soccerRatings: f.ratings,
    elo: null,
  });
  const result = soccerForecast(
    upcoming.map((r) => ({
      id: String(r.id),
      home: r.homeTeamId,
      away: r.awayTeamId,
      kickoff: r.kickoff,
      season: r.season,
    })),
  );
  for (const r of upcoming) {
    const f = result[String(r.id)];
    if (f) forecasts.set(r.id, toForecast(f, marketView(leagueId, odds.get(r.id) ?? [])));
  }
  const cache = new Map<string, MatchForecast | null>();
  return {
    leagueId,
    asOf,
    played,
    currentSeason,
    forecasts,
    odds,
    hypothetical(homeId, awayId) {
      const key = `${homeId}:${awayId}`;
      if (!cache.has(key)) {
        const f = soccerForecast([
          { id: key, home: homeId, away: awayId, kickoff: asOf, season: currentSeason ?? '' },
        ])[key];
        cache.set(key, f ? toForecast(f, null) : null);
      }
      return cache.get(key)!;
    },
  };
}
