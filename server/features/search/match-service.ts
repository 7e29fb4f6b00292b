import type {
  AdvancedLock,
  DynamicPrediction,
  MatchResponse,
  StatsResponse,
  TeamStat,
} from '@contract';
import { findMatch, loadOdds } from '../../db/queries/sports-catalogue.ts';
import { notFound, unprocessable } from '../../lib/http-error.ts';
import { currentAsOf } from '../clock/replay-clock.ts';
import { lineHistory } from '../odds/line-history.ts';
import { isUsLeague, latestFirst } from '../odds/market.ts';
import { oddsRows } from '../odds/odds-table.ts';
import { type PlayerSources, playerSources } from '../players/player-sources.ts';
import { type Memo, playerStatsFor } from '../players/player-stats-service.ts';
import { averages, gamesOf, record, seasonGames, streak, type TeamGame } from './facts.ts';
import { interpret } from './interpret/interpret.ts';
import type { LeagueState } from './league-state.ts';
import { buildPrediction } from './prediction-builder.ts';
import type { SearchDeps } from './search-service.ts';

const MATCH_NOT_FOUND = 'Match not found.';
/**
 * A kicked-off match without a result is shown as in play for this long; after that a result
 * that never came (an abandoned game, a provider that stopped) no longer holds a page open.
 */
const AWAITING_RESULT_MS = 3 * 86_400_000;

/**
 * GET /api/match/{id}: an upcoming fixture at the clock, or a played one with its result. The
 * answer holds only what is fixed at this clock position (a live fixture's line history can be
 * a day of polls), so it is built once per position and match.
 */
export async function getMatch(
  deps: SearchDeps,
  id: number,
  lock: AdvancedLock,
  timeZone?: string,
): Promise<MatchResponse> {
  const asOf = await currentAsOf(deps.ctx);
  // Per viewer zone: the summary names the kick-off day the viewer's page shows.
  const match = await deps.state.memo(asOf, `match:${id}:${timeZone ?? ''}`, () =>
    buildMatch(deps, id, asOf, timeZone),
  );
  return lock ? lockAdvanced(match, lock) : match;
}

/**
 * The match as a viewer without Advanced Analytics sees it: the prediction, with the prices,
 * their movement and the value bets left out (the model's own line stays: it is the prediction).
 */
export function lockAdvanced(match: MatchResponse, lock: NonNullable<AdvancedLock>): MatchResponse {
  return {
    ...match,
    odds: [],
    pricesPending: null,
    lineHistory: { ...match.lineHistory, series: [] },
    valueBets: [],
    valueBetsNote: null,
    locked: lock,
  };
}

async function buildMatch(
  deps: SearchDeps,
  id: number,
  asOf: Date,
  timeZone: string | undefined,
): Promise<MatchResponse> {
  const catalogue = await deps.state.getCatalogue(asOf);
  const upcoming = catalogue.fixtureById.get(id);
  let state: LeagueState;
  let row: {
    leagueId: string;
    kickoff: Date;
    kickoffTimeKnown: boolean;
    homeTeamId: number;
    awayTeamId: number;
  };
  let score: { home: number; away: number } | null = null;
  let status: MatchResponse['status'] = 'upcoming';
  if (upcoming) {
    row = upcoming;
    state = await deps.state.getLeague(upcoming.leagueId, asOf);
  } else {
    const found = await findMatch(deps.ctx.db, id);
    // Not kicked off and not among the fixtures known at the clock: not published yet.
    if (!found || found.kickoff > asOf) throw notFound(MATCH_NOT_FOUND);
    const current = await deps.state.getLeague(found.leagueId, asOf);
    const played = current.played.find((m) => m.id === id);
    row = found;
    if (played) {
      score = { home: played.homeScore, away: played.awayScore };
      status = 'finished';
    } else {
      // Kicked off, result not known yet: in play, or waiting for the result to be reported.
      if (asOf.getTime() - found.kickoff.getTime() > AWAITING_RESULT_MS) {
        throw notFound(MATCH_NOT_FOUND);
      }
      status = 'in-play';
    }
    state = await deps.state.getBeforeMatch(found.leagueId, id, found.kickoff, asOf);
  }
  const league = catalogue.leagues.get(row.leagueId)!;
  const built = buildPrediction({
    league,
    state,
    directory: catalogue.directory,
    homeId: row.homeTeamId,
    awayId: row.awayTeamId,
    fixture: { matchId: id, kickoff: row.kickoff, kickoffTimeKnown: row.kickoffTimeKnown },
    query: '',
    timeZone,
    exchangeCommission: deps.ctx.config.exchangeCommission,
  });
  if (!built) throw notFound(MATCH_NOT_FOUND);
  const p = built.prediction;
  // A match under way or played shows every price known at the clock (its closing line among
  // them); an upcoming one, the prices its league state already holds.
  const started = status !== 'upcoming';
  const docs = started ? await loadOdds(deps.ctx.db, [id], asOf) : (state.odds.get(id) ?? []);
  const odds = started
    ? oddsRows(
        id,
        row.leagueId,
        docs,
        { asOf: row.kickoff, staleAfterMs: Number.POSITIVE_INFINITY },
        deps.ctx.config.exchangeCommission,
      )
    : built.odds;
  return {
    id,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    league: league.name,
    sport: league.sport,
    startTime: row.kickoff.toISOString(),
    // The NBA file, for one, gives dates only.
    startTimeTbc: !row.kickoffTimeKnown,
    startDay: p.kickoffDay ?? null,
    // The files name no grounds; a final's neutral venue is the one thing they do say.
    venue: p.stage?.neutral ? 'Neutral venue' : null,
    status,
    score,
    prediction: {
      confidence: p.confidence,
      summary: `${p.prediction} ${p.summary}`,
      homeWinProb: p.homeTeamWinProb,
      drawProb: p.drawProb,
      awayWinProb: p.awayTeamWinProb,
      keyInsights: p.keyInsights,
      formGuide: p.formGuide,
    },
    ...(p.stage ? { stage: p.stage } : {}),
    odds,
    pricesPending: started ? null : built.pricesPending,
    lineHistory: lineHistory(row.leagueId, docs, built.forecast.model),
    valueBets: started ? [] : built.valueBets,
    valueBetsNote: started ? null : built.valueBetsNote,
    locked: null,
  };
}

/** The prediction for two named teams: their real fixture at the clock, else a what-if. */
async function predictPair(deps: SearchDeps, home: string, away: string) {
  const asOf = await currentAsOf(deps.ctx);
  const catalogue = await deps.state.getCatalogue(asOf);
  const result = interpret(`${home} vs ${away}`, catalogue.interpretContext(asOf));
  if (!result.ok) throw unprocessable(result.error, { suggestions: result.suggestions });
  const i = result.interpretation;
  if (i.homeTeamId === null || i.awayTeamId === null || !i.leagueId) {
    throw unprocessable(`We couldn't find two teams in "${home}" and "${away}".`);
  }
  const state = await deps.state.getLeague(i.leagueId, asOf);
  const fixture = result.fixtures[0];
  const league = catalogue.leagues.get(i.leagueId)!;
  const built = buildPrediction({
    league,
    state,
    directory: catalogue.directory,
    homeId: i.homeTeamId,
    awayId: i.awayTeamId,
    fixture: fixture
      ? {
          matchId: fixture.matchId,
          kickoff: fixture.kickoff,
          kickoffTimeKnown: fixture.kickoffTimeKnown ?? true,
        }
      : null,
    query: '',
    exchangeCommission: deps.ctx.config.exchangeCommission,
  });
  if (!built)
    throw unprocessable(`There is not enough recent data to rate ${i.home} and ${i.away}.`);
  return { i, state, built, fixture, league };
}

function teamStat(
  games: readonly TeamGame[],
  season: string | null,
  soccer: boolean,
  rating: { offence: number; defence: number },
  asOf: Date,
): TeamStat {
  const thisSeason = seasonGames(games, season);
  const recent = games.slice(0, 10);
  const r = record(recent);
  const s = streak(games);
  const avg = averages(thisSeason);
  const split = (list: readonly TeamGame[]) => {
    const x = record(list);
    return soccer
      ? { wins: x.wins, losses: x.losses, draws: x.draws }
      : { wins: x.wins, losses: x.losses };
  };
  return {
    recentRecord: {
      wins: r.wins,
      losses: r.losses,
      ...(soccer ? { draws: r.draws } : {}),
      streak: s.result ? `${s.result}${s.length}` : '',
    },
    performance: {
      averagePoints: soccer ? 0 : Math.round(avg.scored * 10) / 10,
      averageGoals: soccer ? Math.round(avg.scored * 100) / 100 : 0,
      offensiveRating: Math.round(rating.offence * 100) / 100,
      defensiveRating: Math.round(rating.defence * 100) / 100,
    },
    homeAwayRecord: {
      home: split(thisSeason.filter((g) => g.home)),
      away: split(thisSeason.filter((g) => !g.home)),
    },
    lastUpdated: (games[0]?.match.kickoff ?? asOf).toISOString(),
  };
}

/**
 * GET /api/stats/{home}/{away}: records and model ratings, and up to three players a side where
 * the league has player lines (an empty list elsewhere, so the players block stays hidden).
 */
export async function getStats(
  deps: SearchDeps,
  home: string,
  away: string,
  players: PlayerSources = playerSources,
): Promise<StatsResponse> {
  const { i, state, built, league } = await predictPair(deps, home, away);
  const soccer = !isUsLeague(i.leagueId!);
  const homeId = i.homeTeamId!;
  const awayId = i.awayTeamId!;
  // Lines and reports are fixed until the clock moves: built once per position and pairing.
  const memo: Memo = (key, compute) => deps.state.memo(state.asOf, key, compute);
  const playerStats = await memo(`players:${homeId}:${awayId}`, () =>
    playerStatsFor(
      deps.ctx.db,
      players,
      {
        leagueId: i.leagueId!,
        sport: league.sport,
        state,
        forecast: built.forecast,
        homeId,
        awayId,
      },
      memo,
    ),
  );
  // Soccer: the model's attack/defence as goals per game relative to an average side. NBA/NFL
  // ratings have no attack/defence split, so these are this season's points scored and allowed
  // per game against the league average (positive = better than average at both ends).
  const seasonPlayed = state.played.filter((m) => m.season === state.currentSeason);
  const leaguePoints =
    seasonPlayed.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0) /
    Math.max(1, 2 * seasonPlayed.length);
  const ratingOf = (side: 'home' | 'away') => {
    const f = built.forecast;
    if (f.soccerRatings) {
      const r = f.soccerRatings[side];
      return { offence: Math.exp(r.attack) - 1, defence: 1 - Math.exp(r.defence) };
    }
    const teamId = side === 'home' ? i.homeTeamId! : i.awayTeamId!;
    const avg = averages(seasonGames(gamesOf(state.played, teamId), state.currentSeason));
    return { offence: avg.scored - leaguePoints, defence: leaguePoints - avg.conceded };
  };
  return {
    teamStats: {
      home: teamStat(
        gamesOf(state.played, i.homeTeamId!),
        state.currentSeason,
        soccer,
        ratingOf('home'),
        state.asOf,
      ),
      away: teamStat(
        gamesOf(state.played, i.awayTeamId!),
        state.currentSeason,
        soccer,
        ratingOf('away'),
        state.asOf,
      ),
    },
    playerStats,
  };
}

/** GET /api/dynamic-predictions/{home}/{away}: the published probability from the latest prices. */
export async function getDynamicPrediction(
  deps: SearchDeps,
  home: string,
  away: string,
): Promise<DynamicPrediction> {
  const { state, built, fixture } = await predictPair(deps, home, away);
  const p = built.prediction;
  const latest = fixture ? latestFirst(state.odds.get(fixture.matchId) ?? [])[0] : undefined;
  return {
    homeWinPercentage: p.homeTeamWinProb,
    drawPercentage: p.drawProb ?? 0,
    awayWinPercentage: p.awayTeamWinProb,
    pricesAsOf: built.forecast.market && latest ? latest.capturedAt.toISOString() : null,
  };
}
