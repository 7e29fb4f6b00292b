import type { MissingPlayerGame, PlayerStat, SportId, StatsResponse } from '@contract';
import {
  createDefenceTracker,
  type DefenceTracker,
  type LeagueRates,
  leagueRatesFrom,
} from '../../../engine/players/index.ts';
import type {
  MatchContext,
  PlayerReport,
  PlayerSport,
} from '../../../engine/players/report-types.ts';
import type { TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';
import { averages, gamesOf, seasonGames } from '../../sports/prediction/facts.ts';
import type { LeagueState, MatchForecast, PlayedMatch } from '../../sports/state/league-state.ts';
import type { PlayerSources } from './player-sources.ts';

/** Up to three players per team in Detailed Stats (product spec, 'Prediction result'). */
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
const COUNTS: Record<PlayerSport, { points: boolean; goals: boolean; assists: boolean }> = {
  soccer: { points: false, goals: true, assists: true },
  basketball: { points: true, goals: false, assists: true },
  'american-football': { points: true, goals: false, assists: false },
};

/** What engine/players compares for the form label, per sport, in words for the UI. */
const FORM_MEASURE: Record<PlayerSport, string> = {
  soccer: 'goals + assists per 90 minutes',
  basketball: 'points per game',
  'american-football': 'points per game',
};

const NO_PLAYERS: StatsResponse['playerStats'] = { home: [], away: [] };

/** The sports whose player lines the engine reads (MLB and NHL files hold none to serve). */
const isPlayerSport = (sport: SportId): sport is PlayerSport => Object.hasOwn(COUNTS, sport);

/** Caches a computation for the clock position (SportsState.memo); the default does not. */
export type Memo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
const noMemo: Memo = (_key, compute) => compute();

/** The league's season before the clock, as the engine reads it for any of its matches. */
export interface SeasonPlayers {
  /** Each team's lines in the season's matches known at the clock, oldest first. */
  byTeam: Map<number, TeamMatchLines[]>;
  /** Each team with lines: its matches this season whose lines are not on file, oldest first. */
  missing: Map<number, PlayedMatch[]>;
  /** All teams' lines summed: the position rates projections shrink toward. */
  rates: LeagueRates;
  /** NBA/NFL: points each defence allowed, from the lines, against the league (engine). */
  defence: DefenceTracker;
}

/**
 * The share of a side's matches this season its lines must cover for its players to be named:
 * read off a sample that is mostly gaps (a source holding only its games against two clubs),
 * absences and form would be misstated.
 */
export const MIN_LINES_SHARE = 0.5;

/**
 * The players who matter most for each side of one match, with their season before the clock,
 * derived availability, form and the engine's projection scaled by the team model. Leagues
 * without player lines, and seasons without a played match yet, get no players (the section
 * stays hidden rather than showing invented numbers). A side whose lines miss some of its
 * matches still gets its players, read from the matches on file, and the missing ones are named
 * (`missingGames`), so "started 5 of the last 5" is read as of the last 5 on file; a side whose
 * lines cover under half its matches gets none (MIN_LINES_SHARE).
 */
export async function playerStatsFor(
  db: Db,
  sources: PlayerSources,
  request: PlayerStatsRequest,
  memo: Memo = noMemo,
): Promise<StatsResponse['playerStats']> {
  const leagues = await memo('player-leagues', () => sources.leaguesWithPlayerData(db));
  const sport = request.sport;
  if (!leagues.includes(request.leagueId) || !isPlayerSport(sport)) return NO_PLAYERS;
  const season = await memo(`player-season:${request.leagueId}`, () =>
    seasonPlayers(db, sources, request.leagueId, request.state),
  );
  if (!season) return NO_PLAYERS;
  const teamOf = (side: Side) => (side === 'home' ? request.homeId : request.awayId);
  const report = (side: Side) => {
    const lines = season.byTeam.get(teamOf(side)) ?? [];
    const missing = season.missing.get(teamOf(side))?.length ?? 0;
    if (lines.length === 0 || lines.length < MIN_LINES_SHARE * (lines.length + missing)) return [];
    return sources
      .buildPlayerReports(
        lines,
        matchContext({ ...request, sport }, season, side),
        PLAYERS_PER_TEAM,
      )
      .slice(0, PLAYERS_PER_TEAM)
      .map((r) => toPlayerStat(r, sport));
  };
  const home = report('home');
  const away = report('away');
  const gaps = (side: Side) => season.missing.get(teamOf(side)) ?? [];
  // Named only beside players shown: a side with no lines at all has nothing to qualify.
  const homeGaps = home.length > 0 ? gaps('home') : [];
  const awayGaps = away.length > 0 ? gaps('away') : [];
  if (homeGaps.length === 0 && awayGaps.length === 0) return { home, away };
  const names = await memo('player-team-names', () => sources.teamNames(db));
  const named = (teamId: number, list: PlayedMatch[]): MissingPlayerGame[] =>
    list.map((m) => ({
      matchId: m.id,
      kickoff: m.kickoff.toISOString(),
      opponent: names.get(m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId) ?? 'unknown',
    }));
  return {
    home,
    away,
    missingGames: {
      home: named(request.homeId, homeGaps),
      away: named(request.awayId, awayGaps),
    },
  };
}

/**
 * Every team's lines this season before the clock: the league's current season, from its first
 * match. As-of rule, strictly: only lines of matches whose result the league state already holds
 * (kicked off before the clock and reported by it); a match still in play is left out. A team's
 * matches without lines (a source that skipped a game) are kept in `missing`, oldest first: the
 * engine reads "missed the last 3" off the team's lines, so the gap is named rather than hidden.
 * Null when no team has lines.
 */
export async function seasonPlayers(
  db: Db,
  sources: PlayerSources,
  leagueId: string,
  state: LeagueState,
): Promise<SeasonPlayers | null> {
  const season = state.currentSeason
    ? state.played.filter((m) => m.season === state.currentSeason)
    : [];
  if (season.length === 0) return null;
  const known = new Set(season.map((m) => m.id));
  const lines = (
    await sources.loadLeaguePlayerGames(db, leagueId, season[0]!.kickoff, state.asOf)
  ).filter((g) => known.has(g.matchId) && g.kickoff < state.asOf);
  if (lines.length === 0) return null;
  const byTeam = new Map<number, TeamMatchLines[]>();
  const defence = createDefenceTracker();
  for (const match of lines) {
    byTeam.set(match.teamId, [...(byTeam.get(match.teamId) ?? []), match]);
    defence.add(match);
  }
  const covered = new Set(lines.map((g) => `${g.teamId}:${g.matchId}`));
  const missing = new Map<number, PlayedMatch[]>();
  for (const m of season) {
    for (const id of [m.homeTeamId, m.awayTeamId]) {
      if (!byTeam.has(id) || covered.has(`${id}:${m.id}`)) continue;
      missing.set(id, [...(missing.get(id) ?? []), m]);
    }
  }
  return { byTeam, missing, rates: leagueRatesFrom(lines), defence };
}

/**
 * What the team model says about this match for one side, with the league's rates. Soccer: its
 * expected goals here against its goals per match this season. NBA/NFL: the points the opponent
 * allows per game against the league average, read from the lines and shrunk toward average
 * early in the season, as the engine's backtest measured it (1.05 = allows 5% more).
 */
export function matchContext(
  request: PlayerStatsRequest & { sport: PlayerSport },
  season: SeasonPlayers,
  side: Side,
): MatchContext {
  const { state, forecast, sport } = request;
  const teamId = side === 'home' ? request.homeId : request.awayId;
  const opponentId = side === 'home' ? request.awayId : request.homeId;
  if (sport === 'soccer') {
    const own = seasonGames(gamesOf(state.played, teamId), state.currentSeason);
    return {
      sport,
      leagueRates: season.rates,
      teamExpectedGoals: forecast.expectedGoals?.[side] ?? null,
      teamSeasonGoalsPerMatch: own.length > 0 ? averages(own).scored : null,
    };
  }
  return {
    sport,
    leagueRates: season.rates,
    opponentDefenceFactor: season.defence.factor(opponentId),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The engine's report in the contract's shape, with the figures the sport does not count null. */
export function toPlayerStat(report: PlayerReport, sport: PlayerSport): PlayerStat {
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
