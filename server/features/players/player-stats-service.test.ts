import { describe, expect, it } from 'vitest';
import type {
  BuildPlayerReports,
  MatchContext,
  PlayerReport,
} from '../../../engine/players/report-types.ts';
import type { PlayerLine, TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';
import type { LeagueState, MatchForecast, PlayedMatch } from '../search/league-state.ts';
import type { PlayerSources } from './player-sources.ts';
import { type Memo, playerStatsFor } from './player-stats-service.ts';

const db = {} as Db;
const day = (d: string) => new Date(`${d}T15:00:00Z`);

const played = (
  id: number,
  season: string,
  kickoff: string,
  homeTeamId: number,
  awayTeamId: number,
  homeScore: number,
  awayScore: number,
): PlayedMatch => ({
  id,
  kickoff: day(kickoff),
  kickoffTimeKnown: true,
  season,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
});

function leagueState(leagueId: string, asOf: Date, matches: PlayedMatch[]): LeagueState {
  return {
    leagueId,
    asOf,
    played: matches,
    currentSeason: matches.at(-1)?.season ?? null,
    forecasts: new Map(),
    odds: new Map(),
    prices: { staleAfterMs: 0, live: false },
    hypothetical: () => null,
  };
}

const forecast = (expectedGoals: MatchForecast['expectedGoals']): MatchForecast => ({
  model: [0.5, 0.25, 0.25],
  market: null,
  published: [0.5, 0.25, 0.25],
  expectedGoals,
  overUnder25: null,
  fairSpread: null,
  soccerRatings: null,
  elo: null,
});

const line = (key: string, goals: number, assists: number, points = 0): PlayerLine => ({
  key,
  name: key,
  position: 'FWD',
  minutes: 90,
  started: true,
  goals,
  assists,
  points,
});

const teamLines = (
  matchId: number,
  kickoff: string,
  teamId: number,
  opponentId: number,
): TeamMatchLines => ({
  matchId,
  kickoff: day(kickoff),
  teamId,
  opponentId,
  home: true,
  lines: [line(`p${matchId}`, 1, 0)],
});

const report = (name: string, over: Partial<PlayerReport> = {}): PlayerReport => ({
  key: name,
  name,
  position: 'MID',
  gamesPlayed: 3,
  minutesPerGame: 84.4,
  perGame: { points: 0, goals: 0.333, assists: 0.667 },
  availability: { status: 'healthy', reason: 'Started 3 of the last 3' },
  form: { label: 'good', recent: 1, season: 0.8 },
  projection: { points: 0, goals: 0.412, assists: 0.205, confidence: 61.6, expectedMinutes: 85.2 },
  ...over,
});

/** Sources holding `lines` per team, with an engine that records what it was given. */
function fakeSources(
  leagues: string[],
  lines: Record<number, TeamMatchLines[]>,
  reports: PlayerReport[],
) {
  const loads: { teamId: number; from: Date; before: Date }[] = [];
  const calls: { season: readonly TeamMatchLines[]; context: MatchContext; count: number }[] = [];
  const buildPlayerReports: BuildPlayerReports = (season, context, count) => {
    calls.push({ season, context, count });
    return reports;
  };
  const sources: PlayerSources = {
    leaguesWithPlayerData: async () => leagues,
    loadTeamPlayerGames: async (_db, teamId, from, before) => {
      loads.push({ teamId, from, before });
      return (lines[teamId] ?? []).filter((g) => g.kickoff >= from && g.kickoff < before);
    },
    buildPlayerReports,
  };
  return { sources, loads, calls };
}

// Premier League 2024-25 at Wed 15 Jan 2025: Arsenal (10) host Villa (20). Arsenal scored 2, 1, 3
// this season (2.00 a match), Villa 1, 0 (0.50).
const asOf = day('2025-01-15');
const epl = leagueState('E0', asOf, [
  played(1, '2023-24', '2024-05-19', 10, 20, 2, 1),
  played(2, '2024-25', '2024-08-17', 10, 30, 2, 0),
  played(3, '2024-25', '2024-08-24', 40, 10, 1, 1),
  played(4, '2024-25', '2024-09-01', 10, 20, 3, 1),
  played(5, '2024-25', '2024-09-14', 20, 30, 0, 2),
]);
const eplRequest = {
  leagueId: 'E0',
  sport: 'soccer' as const,
  state: epl,
  forecast: forecast({ home: 1.8, away: 0.9 }),
  homeId: 10,
  awayId: 20,
};

describe('players in Detailed Stats', () => {
  it('reports three players a side from this season before the clock, scaled by the team model', async () => {
    const { sources, loads, calls } = fakeSources(
      ['E0'],
      {
        10: [
          teamLines(1, '2024-05-19', 10, 20),
          teamLines(2, '2024-08-17', 10, 30),
          teamLines(3, '2024-08-24', 10, 40),
          teamLines(4, '2024-09-01', 10, 20),
          // Kicked off before the clock but its result is not in the league state: left out.
          teamLines(99, '2025-01-14', 10, 50),
        ],
        20: [teamLines(4, '2024-09-01', 20, 10), teamLines(5, '2024-09-14', 20, 30)],
      },
      [
        report('Saka'),
        report('Havertz', {
          availability: { status: 'questionable', reason: 'Missed 2 of the last 5' },
        }),
        report('Rice', {
          availability: { status: 'out', reason: 'Missed the last 3' },
          projection: { points: 0, goals: 0, assists: 0, confidence: 20, expectedMinutes: 0 },
        }),
        report('Odegaard'),
      ],
    );
    const players = await playerStatsFor(db, sources, eplRequest);

    // Every team of the season, from the league's first match of 2024-25 to the clock.
    expect(loads).toEqual(
      [10, 30, 40, 20].map((teamId) => ({ teamId, from: day('2024-08-17'), before: asOf })),
    );
    expect(calls.map((c) => c.season.map((g) => g.matchId))).toEqual([
      [2, 3, 4],
      [4, 5],
    ]);
    expect(calls.map((c) => c.count)).toEqual([3, 3]);
    expect(calls[0]!.context).toEqual({
      sport: 'soccer',
      teamExpectedGoals: 1.8,
      teamSeasonGoalsPerMatch: 2,
    });
    expect(calls[1]!.context).toEqual({
      sport: 'soccer',
      teamExpectedGoals: 0.9,
      teamSeasonGoalsPerMatch: 0.5,
    });

    expect(players.home.map((p) => p.name)).toEqual(['Saka', 'Havertz', 'Rice']);
    expect(players.home.map((p) => p.projectedPerformance.injuryStatus)).toEqual([
      'healthy',
      'questionable',
      'out',
    ]);
    expect(players.home[0]).toEqual({
      name: 'Saka',
      position: 'MID',
      sport: 'soccer',
      // Soccer counts goals and assists; points do not apply, so they are null, not 0.
      currentSeasonStats: {
        gamesPlayed: 3,
        averagePoints: null,
        assistsPerGame: 0.67,
        averageGoals: 0.33,
        minutesPerGame: 84,
      },
      projectedPerformance: {
        injuryStatus: 'healthy',
        availabilityReason: 'Started 3 of the last 3',
        form: 'good',
        formDetail: { recent: 1, season: 0.8, measure: 'goals + assists per 90 minutes' },
        nextGameProjection: {
          points: null,
          goals: 0.41,
          assists: 0.21,
          confidence: 62,
          expectedMinutes: 85,
        },
      },
    });
    expect(players.home[2]!.projectedPerformance).toMatchObject({
      injuryStatus: 'out',
      availabilityReason: 'Missed the last 3',
      nextGameProjection: { goals: 0, expectedMinutes: 0 },
    });
  });

  it('gives NBA players points and assists, scaled by what the opponent allows', async () => {
    // Lakers (1) host Warriors (2). 640 points in 3 games: 106.67 per team per game. The
    // Warriors allowed 110 and 115 (112.5: factor 1.0547), the Lakers 100 and 120 (110: 1.0313).
    const nba = leagueState('NBA', asOf, [
      played(11, '2024-25', '2024-10-22', 1, 2, 110, 100),
      played(12, '2024-25', '2024-10-24', 3, 1, 120, 90),
      played(13, '2024-25', '2024-10-26', 2, 3, 105, 115),
    ]);
    const { sources, calls } = fakeSources(
      ['NBA'],
      { 1: [teamLines(11, '2024-10-22', 1, 2)], 2: [teamLines(11, '2024-10-22', 2, 1)] },
      [
        report('LeBron James', {
          position: null,
          perGame: { points: 24.44, goals: 0, assists: 8.23 },
          projection: { points: 25.1, goals: 0, assists: 8.4, confidence: 80, expectedMinutes: 35 },
        }),
      ],
    );
    const players = await playerStatsFor(db, sources, {
      leagueId: 'NBA',
      sport: 'basketball',
      state: nba,
      forecast: forecast(null),
      homeId: 1,
      awayId: 2,
    });
    expect(calls[0]!.context.sport).toBe('basketball');
    expect(calls[0]!.context.opponentDefenceFactor).toBeCloseTo(112.5 / (640 / 6), 10);
    expect(calls[1]!.context.opponentDefenceFactor).toBeCloseTo(110 / (640 / 6), 10);
    const lebron = players.home[0]!;
    expect(lebron.position).toBeNull();
    expect(lebron.currentSeasonStats).toMatchObject({
      averagePoints: 24.44,
      assistsPerGame: 8.23,
      averageGoals: null,
    });
    expect(lebron.projectedPerformance.nextGameProjection).toMatchObject({
      points: 25.1,
      assists: 8.4,
      goals: null,
    });
  });

  it('loads the season once per clock position for every pairing of the league', async () => {
    const { sources, loads } = fakeSources(['E0'], { 10: [teamLines(2, '2024-08-17', 10, 30)] }, [
      report('Saka'),
    ]);
    const cache = new Map<string, Promise<unknown>>();
    const memo: Memo = (key, compute) => {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as ReturnType<typeof compute>;
    };
    await playerStatsFor(db, sources, eplRequest, memo);
    const first = loads.length;
    const other = await playerStatsFor(
      db,
      sources,
      { ...eplRequest, homeId: 20, awayId: 10 },
      memo,
    );
    expect(loads.length).toBe(first);
    expect(other.away.map((p) => p.name)).toEqual(['Saka']);
    expect(other.home).toEqual([]);
  });

  it('keeps the players empty where the league has no lines or the season none yet', async () => {
    const noLeague = fakeSources(['NBA'], {}, [report('Saka')]);
    expect(await playerStatsFor(db, noLeague.sources, eplRequest)).toEqual({ home: [], away: [] });
    expect(noLeague.loads).toEqual([]);

    const noLines = fakeSources(['E0'], {}, [report('Saka')]);
    expect(await playerStatsFor(db, noLines.sources, eplRequest)).toEqual({ home: [], away: [] });
    // With no lines the engine is not asked: nothing to report from.
    expect(noLines.calls).toEqual([]);

    const newSeason = leagueState('E0', asOf, []);
    expect(await playerStatsFor(db, noLines.sources, { ...eplRequest, state: newSeason })).toEqual({
      home: [],
      away: [],
    });
  });
});
