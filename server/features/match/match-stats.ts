import type { StatsResponse, TeamStat } from '@contract';
import { isUsLeague } from '../../data/reference/leagues.ts';
import {
  averages,
  gamesOf,
  record,
  seasonGames,
  streak,
  type TeamGame,
} from '../../sports/prediction/facts.ts';
import type { LeagueInfo } from '../../sports/questions/interpret.ts';
import type { LeagueState, MatchForecast } from '../../sports/state/league-state.ts';
import { type PlayerSources, playerSources } from '../players/player-sources.ts';
import { type Memo, playerStatsFor } from '../players/player-stats-service.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { locateMatch, matchView } from './match-view.ts';

/** Two sides of one league at the clock, and the forecast their ratings are read from. */
export interface StatsInput {
  league: LeagueInfo;
  /** The league as fitted at the clock. */
  state: LeagueState;
  forecast: MatchForecast;
  homeId: number;
  awayId: number;
}

/**
 * A side's ratings against the league average, positive = better (TeamStatSchema). Soccer: the
 * model's attack/defence as goal multipliers less one (`strength`); a club the model does not
 * rate gets the same multipliers from this season's goals. NBA/NFL ratings have no attack/defence
 * split, so these are this season's points scored and allowed per game against the average.
 */
export function sideRating(
  state: LeagueState,
  teamId: number,
  strength: { attack: number; defence: number } | undefined,
): { offence: number; defence: number } {
  if (strength) {
    return { offence: Math.exp(strength.attack) - 1, defence: 1 - Math.exp(strength.defence) };
  }
  const seasonPlayed = state.played.filter((m) => m.season === state.currentSeason);
  const average =
    seasonPlayed.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0) /
    Math.max(1, 2 * seasonPlayed.length);
  const avg = averages(seasonGames(gamesOf(state.played, teamId), state.currentSeason));
  if (isUsLeague(state.leagueId)) {
    return { offence: avg.scored - average, defence: average - avg.conceded };
  }
  if (average === 0) return { offence: 0, defence: 0 };
  return { offence: avg.scored / average - 1, defence: 1 - avg.conceded / average };
}

/** One side's record, streak, season averages, ratings and home/away split at the clock. */
export function teamStat(
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
 * Records and model ratings of two sides, and up to three players a side where the league has
 * player lines (an empty list elsewhere, so the players block stays hidden).
 */
export async function statsFor(
  deps: SearchDeps,
  input: StatsInput,
  players: PlayerSources = playerSources,
): Promise<StatsResponse> {
  const { league, state, forecast, homeId, awayId } = input;
  const soccer = !isUsLeague(league.id);
  // Lines and reports are fixed until the clock moves: built once per position, league, pairing
  // and the forecast the projections scale by (the same clubs meet in a league and a cup, and a
  // fixture's forecast is not a what-if's).
  const memo: Memo = (key, compute) => deps.state.memo(state.asOf, key, compute);
  const scaledBy = JSON.stringify(forecast.expectedGoals);
  const playerStats = await memo(`players:${league.id}:${homeId}:${awayId}:${scaledBy}`, () =>
    playerStatsFor(
      deps.ctx.db,
      players,
      { leagueId: league.id, sport: league.sport, state, forecast, homeId, awayId },
      memo,
    ),
  );
  const ratingOf = (side: 'home' | 'away') =>
    sideRating(state, side === 'home' ? homeId : awayId, forecast.soccerRatings?.[side]);
  const statOf = (side: 'home' | 'away') =>
    teamStat(
      gamesOf(state.played, side === 'home' ? homeId : awayId),
      state.currentSeason,
      soccer,
      ratingOf(side),
      state.asOf,
    );
  return { teamStats: { home: statOf('home'), away: statOf('away') }, playerStats };
}

/**
 * The stats of match `id`'s two sides at the clock: what GET /api/stats/{home}/{away} gives for
 * them, addressed by the match (404 as `locateMatch`). Ratings come from the match's forecast
 * while it is a fixture, else from the two sides as rated now (a what-if, as the web's stats
 * for a pair with no fixture), else from the forecast published before kick-off.
 */
export async function getMatchStats(
  deps: SearchDeps,
  id: number,
  asOf: Date,
  players: PlayerSources = playerSources,
): Promise<StatsResponse> {
  const { league, row, current } = await locateMatch(deps, id, asOf);
  const forecast =
    current.forecasts.get(id) ??
    current.hypothetical(row.homeTeamId, row.awayTeamId) ??
    (await matchView(deps, id, asOf)).built.forecast;
  return statsFor(
    deps,
    { league, state: current, forecast, homeId: row.homeTeamId, awayId: row.awayTeamId },
    players,
  );
}
