import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BLEND_WEIGHTS,
  forecastSoccer,
  forecastUsGames,
  publishedProbability,
  type SoccerForecast,
  type UsLeague,
} from '../../../engine/predict/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import {
  loadClosingPrices,
  loadLeagueStartersKnownAt,
  loadUsGames,
  type UsGameRow,
} from '../../db/queries/mlb-nhl-games.ts';
import {
  type LeagueMatchRow,
  loadLeagueMatches,
  loadOdds,
  type OddsDocRow,
} from '../../db/queries/sports-catalogue.ts';
import type { CupStage, RatingBasis } from '../cups/cup-types.ts';
import { isStale, type MarketView, marketView } from '../odds/market.ts';
import { localDate } from '../time/dates.ts';
import { SOCCER_HISTORY_DAYS } from '../time/history-window.ts';
import { knownAt } from '../time/known-at.ts';
import { timeZoneOf } from '../time/time-zones.ts';
import {
  fixtureInputOf,
  type LeagueModel,
  type ModelForecast,
  type StartersFact,
} from './league-model.ts';
import { MODEL_DETAIL_KEYS, moneylineModel } from './moneyline-model.ts';

const DAY = 86_400_000;
/**
 * MLB and NHL history the model reads: ratings regress to the mean each season and a pitcher's
 * record carries 0.5 a year (engine/baseball/market-starter.ts): against the full history since
 * 2010, six seasons moved 60 fixtures' forecasts at three clocks by at most 0.03 points, and it
 * keeps ~13,000 MLB games in memory per clock position instead of ~35,000 (+27 MB, not +88 MB).
 */
const MONEYLINE_HISTORY_SEASONS = 6;
/** Soccer history the model and the form tables read: the fit window plus a season. */

/** How prices are read: their age limit, and whether they come from live providers. */
export interface PriceSettings {
  /** Prices older than this at the clock are shown but price nothing. */
  staleAfterMs: number;
  live: boolean;
}

export interface MatchForecast {
  /** Model alone: [home, draw, away] for soccer, [home, away] for the US leagues. */
  model: number[];
  market: MarketView | null;
  /** What Strix shows: the model pooled with the pre-match market (engine/predict). */
  published: number[];
  /**
   * The model's weight in `published` (BLEND_WEIGHTS): 0 is the market's price alone, 1 the model
   * alone (always 1 without a market). The headline's label is worked out from it.
   */
  modelWeight: number;
  expectedGoals: { home: number; away: number } | null;
  overUnder25: { over: number; under: number } | null;
  fairSpread: number | null;
  /** Soccer: attack/defence; NBA/NFL: Elo. For insights. */
  soccerRatings: SoccerForecast['ratings'] | null;
  elo: { home: number; away: number } | null;
  /** NHL: [home in regulation, level after 60 minutes, away in regulation] (docs/models.md "Hockey"). */
  regulation?: [number, number, number];
  /** Cup matches: round, venue and tie (the cross-league model's forecasts only). */
  stage?: CupStage | null;
}

export interface PlayedMatch {
  id: number;
  kickoff: Date;
  kickoffTimeKnown: boolean;
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
  /** Each fixture's prices known at the clock, oldest first. */
  odds: Map<number, OddsDocRow[]>;
  prices: PriceSettings;
  /**
   * A what-if meeting of two teams of this league, at the clock: on neutral ground, or at the
   * first team's ('home': a meeting the schedule holds but no provider has dated yet).
   */
  hypothetical(homeId: number, awayId: number, venue?: 'neutral' | 'home'): MatchForecast | null;
  /** Cup leagues: what each club's cross-league rating rests on. */
  ratingBasis?(teamId: number): RatingBasis | null;
  /** MLB: a game's listed starting pitchers and their season at the clock. */
  starters?(matchId: number): StartersFact | null;
}

const seasonStart = (label: string) => Number(label.slice(0, 4));

function toPlayed(rows: readonly LeagueMatchRow[], leagueId: string, asOf: Date): PlayedMatch[] {
  // Results not yet known at the clock (matches after it, or still in play) are dropped here,
  // before any model, fact or answer can read them.
  return knownAt(asOf)
    .results(leagueId, rows)
    .map((r) => ({
      id: r.id,
      kickoff: r.kickoff,
      kickoffTimeKnown: r.kickoffTimeKnown,
      season: r.season,
      homeTeamId: r.homeTeamId,
      awayTeamId: r.awayTeamId,
      homeScore: r.homeScore!,
      awayScore: r.awayScore!,
    }));
}

function combine(f: ModelForecast, market: MarketView | null, leagueWeight: number): MatchForecast {
  const weight = market ? leagueWeight : 1;
  return {
    ...f,
    market,
    published: publishedProbability(f.model, market?.probabilities, weight),
    modelWeight: weight,
  };
}

export async function loadLeagueState(
  db: Db,
  leagueId: string,
  asOf: Date,
  fixtureIds: readonly number[],
  prices: PriceSettings,
): Promise<LeagueState> {
  const moneyline = leagueId === 'MLB' || leagueId === 'NHL';
  const us = isUsLeague(leagueId);
  const from = moneyline
    ? new Date(asOf.getTime() - MONEYLINE_HISTORY_SEASONS * 366 * DAY)
    : us
      ? new Date(0)
      : new Date(asOf.getTime() - SOCCER_HISTORY_DAYS * DAY);
  // One read at a time with a turn of the loop after each, not side by side: PGlite runs them in
  // this thread, so side by side they were one stretch that held every request.
  const rows = moneyline
    ? await loadUsGames(db, leagueId, from, MODEL_DETAIL_KEYS)
    : await loadLeagueMatches(db, leagueId, from);
  await nextTurn();
  const starters = moneyline ? await loadLeagueStartersKnownAt(db, leagueId, from, asOf) : [];
  await nextTurn();
  // MLB's starter ratings learn from earlier games' closing prices; the NHL reads none.
  const closing = leagueId === 'MLB' ? await loadClosingPrices(db, leagueId, from, asOf) : [];
  // A turn of the event loop between the reads and the fit, so requests get in between a
  // warm-up's steps (sports-state.ts `warm`).
  await nextTurn();
  const played = toPlayed(rows, leagueId, asOf);
  const wanted = new Set(fixtureIds);
  const upcoming = rows.filter((r) => wanted.has(r.id));
  const docs = await loadOdds(
    db,
    upcoming.map((r) => r.id),
    asOf,
  );
  const odds = new Map<number, OddsDocRow[]>();
  for (const doc of docs) {
    const list = odds.get(doc.matchId) ?? [];
    list.push(doc);
    odds.set(doc.matchId, list);
  }
  const currentSeason = played.at(-1)?.season ?? upcoming[0]?.season ?? null;
  const forecasts = new Map<number, MatchForecast>();
  const zone = timeZoneOf(leagueId);
  const localDay = (d: Date) => {
    const l = localDate(d, zone);
    return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
  };

  const model: LeagueModel & {
    blendWeight?: (season: string) => number;
    starters?: (matchId: number) => StartersFact | null;
  } = moneyline
    ? moneylineModel(leagueId, rows as UsGameRow[], starters, asOf, currentSeason, closing)
    : us
      ? usModel(leagueId as UsLeague, rows, asOf, currentSeason, localDay)
      : soccerModel(rows, played, asOf, currentSeason);
  const weightOf = (season: string) =>
    model.blendWeight?.(season) ?? BLEND_WEIGHTS[leagueId as keyof typeof BLEND_WEIGHTS] ?? 1;
  const results = model.forecast(upcoming.map(fixtureInputOf));
  for (const r of upcoming) {
    const f = results[String(r.id)];
    if (!f) continue;
    // The published probability pools only prices still fresh at the clock.
    const fresh = (odds.get(r.id) ?? []).filter(
      (d) => !isStale(d.capturedAt, asOf, prices.staleAfterMs),
    );
    forecasts.set(r.id, combine(f, marketView(leagueId, fresh), weightOf(r.season)));
  }
  const whatIf = new Map<string, MatchForecast | null>();
  return {
    leagueId,
    asOf,
    played,
    currentSeason,
    forecasts,
    odds,
    prices,
    ...(model.starters ? { starters: model.starters } : {}),
    hypothetical(homeId, awayId, venue = 'neutral') {
      const key = `${homeId}:${awayId}:${venue}`;
      if (!whatIf.has(key)) {
        const f = model.forecast([
          {
            id: key,
            home: homeId,
            away: awayId,
            kickoff: model.whatIfDate,
            season: currentSeason ?? '',
            // No venue, so no home advantage: the order the teams were named must not pick one.
            neutral: venue === 'neutral',
          },
        ])[key];
        whatIf.set(key, f ? combine(f, null, weightOf(currentSeason ?? '')) : null);
      }
      return whatIf.get(key)!;
    },
  };
}

/**
 * NFL starting quarterbacks as the model reads them (ingest stores the ids' digits), the same
 * inputs the backtest measured; absent for a what-if or when the file does not name them.
 */
function quarterbacks(stats: Record<string, number> | null | undefined) {
  return stats?.homeQb !== undefined && stats?.awayQb !== undefined
    ? { homeQb: String(stats.homeQb), awayQb: String(stats.awayQb) }
    : {};
}

function usModel(
  league: UsLeague,
  rows: readonly LeagueMatchRow[],
  asOf: Date,
  currentSeason: string | null,
  localDay: (d: Date) => string,
): LeagueModel {
  const games = knownAt(asOf)
    .results(league, rows)
    .map((r) => ({
      id: String(r.id),
      date: localDay(r.kickoff),
      season: seasonStart(r.season),
      home: String(r.homeTeamId),
      away: String(r.awayTeamId),
      homeScore: r.homeScore!,
      awayScore: r.awayScore!,
      neutral: r.stats?.neutral === 1,
      ...quarterbacks(r.stats),
    }));
  const lastGame = games.at(-1);
  return {
    whatIfDate: new Date(Math.max(asOf.getTime(), lastGame ? Date.parse(lastGame.date) + DAY : 0)),
    forecast(fixtures) {
      const result = forecastUsGames(
        league,
        games,
        fixtures.map((f) => ({
          id: f.id,
          date: localDay(f.kickoff),
          season: f.season
            ? seasonStart(f.season)
            : seasonStart(currentSeason ?? String(asOf.getUTCFullYear())),
          home: String(f.home),
          away: String(f.away),
          neutral: f.neutral,
          ...quarterbacks(f.stats),
        })),
      );
      const out: Record<string, ModelForecast> = {};
      for (const [id, f] of Object.entries(result)) {
        out[id] = {
          model: [f.homeWinProbability, 1 - f.homeWinProbability],
          expectedGoals: null,
          overUnder25: null,
          fairSpread: f.fairSpread,
          soccerRatings: null,
          elo: f.ratings,
        };
      }
      return out;
    },
  };
}

function soccerModel(
  rows: readonly LeagueMatchRow[],
  played: readonly PlayedMatch[],
  asOf: Date,
  currentSeason: string | null,
): LeagueModel {
  const statsById = new Map(rows.map((r) => [r.id, r.stats]));
  const history = played.map((m) => {
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
  return {
    whatIfDate: asOf,
    forecast(fixtures) {
      const result = forecastSoccer(
        history,
        fixtures.map((f) => ({
          id: f.id,
          home: String(f.home),
          away: String(f.away),
          kickoff: f.kickoff.toISOString(),
          season: f.season,
          neutral: f.neutral,
        })),
        { asOf: asOf.toISOString(), seasonTeams },
      );
      const out: Record<string, ModelForecast> = {};
      for (const [id, f] of Object.entries(result)) {
        out[id] = {
          model: [...f.model],
          expectedGoals: f.expectedGoals,
          overUnder25: f.overUnder25,
          fairSpread: null,
          soccerRatings: f.ratings,
          elo: null,
        };
      }
      return out;
    },
  };
}
