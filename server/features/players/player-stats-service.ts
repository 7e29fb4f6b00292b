import type { PlayerStat, SportId, StatsResponse } from '@contract';
import type { MatchContext, PlayerReport } from '../../../engine/players/report-types.ts';
import type { TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';
import { averages, gamesOf, seasonGames } from '../search/facts.ts';
import type { LeagueState, MatchForecast } from '../search/league-state.ts';
import type { PlayerSources } from './player-sources.ts';

/** Spec §2/§9: up to three players per team in Detailed Stats. */
export const PLAYERS_PER_TEAM = 3;

/** One match to report players for: a fixture or a what-if, at the league state's clock. */
export interface PlayerStatsRequest {
  leagueId: string;
  sport: SportId;
  state: LeagueState;
  /** The team model's forecast for this match (the fixture's, or the what-if's). */
  forecast: MatchForecast;
  homeId: number;
  awayId: number;
}

type Side = 'home' | 'away';

/** Which per-game figures a sport's lines count; the others are null, never a made-up 0. */
const COUNTS: Record<SportId, { points: boolean; goals: boolean; assists: boolean }> = {
  soccer: { points: false, goals: true, assists: true },
  basketball: { points: true, goals: false, assists: true },
  'american-football': { points: true, goals: false, assists: false },
};

/** What engine/players compares for the form label, per sport, in words for the UI. */
const FORM_MEASURE: Record<SportId, string> = {
  soccer: 'goals + assists per 90 minutes',
  basketball: 'points per game',
  'american-football': 'points per game',
};

const NO_PLAYERS: StatsResponse['playerStats'] = { home: [], away: [] };

/** Caches a computation for the clock position (SportsState.memo); the default does not. */
export type Memo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
const noMemo: Memo = (_key, compute) => compute();

/** Each team's lines in the current season's matches known at the clock, oldest first. */
export type SeasonLines = Map<number, TeamMatchLines[]>;

/**
 * The players who matter most for each side of one match, with their season before the clock,
 * derived availability, form and the engine's projection scaled by the team model. Leagues
 * without player lines, and seasons without a played match yet, get no players (the section
 * stays hidden rather than showing invented numbers).
 */
export async function playerStatsFor(
  db: Db,
  sources: PlayerSources,
  request: PlayerStatsRequest,
  memo: Memo = noMemo,
): Promise<StatsResponse['playerStats']> {
  const leagues = await memo('player-leagues', () => sources.leaguesWithPlayerData(db));
  if (!leagues.includes(request.leagueId)) return NO_PLAYERS;
  const lines = await memo(`player-lines:${request.leagueId}`, () =>
    seasonLines(db, sources, request.state),
  );
  const report = (side: Side) => {
    const teamId = side === 'home' ? request.homeId : request.awayId;
    const season = lines.get(teamId) ?? [];
    if (season.length === 0) return [];
    return sources
      .buildPlayerReports(season, matchContext(request, side), PLAYERS_PER_TEAM)
      .slice(0, PLAYERS_PER_TEAM)
      .map((r) => toPlayerStat(r, request.sport));
  };
  return { home: report('home'), away: report('away') };
}

/**
 * Every team's lines this season before the clock: the league's current season, from its first
 * match. As-of rule, strictly: only lines of matches whose result the league state already holds
 * (kicked off before the clock and reported by it); a match still in play is left out.
 */
export async function seasonLines(
  db: Db,
  sources: PlayerSources,
  state: LeagueState,
): Promise<SeasonLines> {
  const season = state.currentSeason
    ? state.played.filter((m) => m.season === state.currentSeason)
    : [];
  const byTeam: SeasonLines = new Map();
  if (season.length === 0) return byTeam;
  const known = new Set(season.map((m) => m.id));
  const teams = [...new Set(season.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const loaded = await Promise.all(
    teams.map((teamId) => sources.loadTeamPlayerGames(db, teamId, season[0]!.kickoff, state.asOf)),
  );
  teams.forEach((teamId, i) => {
    const kept = loaded[i]!.filter((g) => known.has(g.matchId) && g.kickoff < state.asOf);
    if (kept.length > 0) byTeam.set(teamId, kept);
  });
  return byTeam;
}

/**
 * What the team model says about this match for one side. Soccer: its expected goals here
 * against its goals per match this season. NBA/NFL: the points the opponent allows per game this
 * season against the league's points per team per game (1.05 = allows 5% more).
 */
export function matchContext(request: PlayerStatsRequest, side: Side): MatchContext {
  const { state, forecast, sport } = request;
  const teamId = side === 'home' ? request.homeId : request.awayId;
  const opponentId = side === 'home' ? request.awayId : request.homeId;
  const seasonOf = (id: number) => seasonGames(gamesOf(state.played, id), state.currentSeason);
  if (sport === 'soccer') {
    const own = seasonOf(teamId);
    return {
      sport,
      teamExpectedGoals: forecast.expectedGoals?.[side] ?? null,
      teamSeasonGoalsPerMatch: own.length > 0 ? averages(own).scored : null,
    };
  }
  const played = state.played.filter((m) => m.season === state.currentSeason);
  const leaguePerTeam =
    played.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0) / (2 * played.length);
  const opponent = seasonOf(opponentId);
  return {
    sport,
    opponentDefenceFactor:
      opponent.length > 0 && leaguePerTeam > 0 ? averages(opponent).conceded / leaguePerTeam : null,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The engine's report in the contract's shape, with the figures the sport does not count null. */
export function toPlayerStat(report: PlayerReport, sport: SportId): PlayerStat {
  const counts = COUNTS[sport];
  const pick = (applies: boolean, value: number) => (applies ? round2(value) : null);
  const minutes = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    name: report.name,
    position: report.position,
    sport,
    currentSeasonStats: {
      gamesPlayed: report.gamesPlayed,
      averagePoints: pick(counts.points, report.perGame.points),
      assistsPerGame: pick(counts.assists, report.perGame.assists),
      averageGoals: pick(counts.goals, report.perGame.goals),
      minutesPerGame: minutes(report.minutesPerGame),
    },
    projectedPerformance: {
      injuryStatus: report.availability.status,
      availabilityReason: report.availability.reason,
      form: report.form.label,
      formDetail: {
        recent: round2(report.form.recent),
        season: round2(report.form.season),
        measure: FORM_MEASURE[sport],
      },
      nextGameProjection: {
        points: pick(counts.points, report.projection.points),
        goals: pick(counts.goals, report.projection.goals),
        assists: pick(counts.assists, report.projection.assists),
        confidence: Math.round(report.projection.confidence),
        expectedMinutes: minutes(report.projection.expectedMinutes),
      },
    },
  };
}
