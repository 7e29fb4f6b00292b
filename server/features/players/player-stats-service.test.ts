import type { PlayerStat } from '@contract';
import { describe, expect, it } from 'vitest';
import { buildPlayerReports, PROJECTION } from '../../../engine/players/index.ts';
import type {
  BuildPlayerReports,
  MatchContext,
  PlayerReport,
} from '../../../engine/players/report-types.ts';
import type { PlayerLine, TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';
import type { LeagueState, MatchForecast, PlayedMatch } from '../../sports/state/league-state.ts';
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
  modelWeight: 1,
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

/** An NBA team's match with one line of `points` (the lines' sum is what a defence allowed). */
const nbaLines = (
  matchId: number,
  kickoff: string,
  teamId: number,
  opponentId: number,
  points: number,
): TeamMatchLines => ({
  ...teamLines(matchId, kickoff, teamId, opponentId),
  lines: [{ ...line(`nba:${teamId}`, 0, 0, points), position: null, minutes: 240 }],
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
  const loads: { leagueId: string; from: Date; before: Date }[] = [];
  const calls: { season: readonly TeamMatchLines[]; context: MatchContext; count: number }[] = [];
  const buildPlayerReports: BuildPlayerReports = (season, context, count) => {
    calls.push({ season, context, count });
    return reports;
  };
  const sources: PlayerSources = {
    leaguesWithPlayerData: async () => leagues,
    loadLeaguePlayerGames: async (_db, leagueId, from, before) => {
      loads.push({ leagueId, from, before });
      return Object.values(lines)
        .flat()
        .filter((g) => g.kickoff >= from && g.kickoff < before)
        .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
    },
    buildPlayerReports,
    teamNames: async () =>
      new Map([
        [10, 'Arsenal'],
        [20, 'Aston Villa'],
        [30, 'Chelsea'],
        [40, 'Everton'],
      ]),
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

    // The league's season, from its first match of 2024-25 to the clock.
    expect(loads).toEqual([{ leagueId: 'E0', from: day('2024-08-17'), before: asOf }]);
    expect(calls.map((c) => c.season.map((g) => g.matchId))).toEqual([
      [2, 3, 4],
      [4, 5],
    ]);
    expect(calls.map((c) => c.count)).toEqual([3, 3]);
    expect(calls[0]!.context).toMatchObject({
      sport: 'soccer',
      teamExpectedGoals: 1.8,
      teamSeasonGoalsPerMatch: 2,
    });
    expect(calls[1]!.context).toMatchObject({
      sport: 'soccer',
      teamExpectedGoals: 0.9,
      teamSeasonGoalsPerMatch: 0.5,
    });
    // The rates projections shrink toward are the whole league's this season: Arsenal's lines
    // in matches 2, 3, 4 and Villa's in 4, 5, each 90 minutes and one goal.
    expect(calls[0]!.context.leagueRates!.all).toEqual({
      appearances: 5,
      minutes: 450,
      goals: 5,
      assists: 0,
      points: 0,
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
    // Lakers (1) host Warriors (2). The lines hold 640 points in 3 games: 106.67 per team per
    // game. The Warriors allowed 110 + 115 in 2 games, shrunk by 5 average games:
    // (225 + 533.33) / 7 / 106.67 = 1.0156; the Lakers 100 + 120: (220 + 533.33) / 7 / 106.67
    // = 1.0089.
    const nba = leagueState('NBA', asOf, [
      played(11, '2024-25', '2024-10-22', 1, 2, 110, 100),
      played(12, '2024-25', '2024-10-24', 3, 1, 120, 90),
      played(13, '2024-25', '2024-10-26', 2, 3, 105, 115),
    ]);
    const { sources, calls } = fakeSources(
      ['NBA'],
      {
        1: [nbaLines(11, '2024-10-22', 1, 2, 110), nbaLines(12, '2024-10-24', 1, 3, 90)],
        2: [nbaLines(11, '2024-10-22', 2, 1, 100), nbaLines(13, '2024-10-26', 2, 3, 105)],
        3: [nbaLines(12, '2024-10-24', 3, 1, 120), nbaLines(13, '2024-10-26', 3, 2, 115)],
      },
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
    expect(calls[0]!.context.opponentDefenceFactor).toBeCloseTo(1.015625, 6);
    expect(calls[1]!.context.opponentDefenceFactor).toBeCloseTo(1.008929, 6);
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
    const { sources, loads } = fakeSources(
      ['E0'],
      {
        10: [
          teamLines(2, '2024-08-17', 10, 30),
          teamLines(3, '2024-08-24', 10, 40),
          teamLines(4, '2024-09-01', 10, 20),
        ],
      },
      [report('Saka')],
    );
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

  /** Arsenal's lines for all three of its matches; Villa's for match 5 only. */
  const villaLinesOnlyForMatchFive = () =>
    fakeSources(
      ['E0'],
      {
        10: [
          teamLines(2, '2024-08-17', 10, 30),
          teamLines(3, '2024-08-24', 10, 40),
          teamLines(4, '2024-09-01', 10, 20),
        ],
        20: [teamLines(5, '2024-09-14', 20, 30)],
      },
      [report('Saka')],
    );

  it('shows the players of a side whose lines miss a match, and names the match missing', async () => {
    // Villa played matches 4 and 5; only match 5 has lines. Arsenal's three are all there.
    const { sources, calls } = villaLinesOnlyForMatchFive();
    const players = await playerStatsFor(db, sources, eplRequest);
    expect(players.home.map((p) => p.name)).toEqual(['Saka']);
    expect(players.away.map((p) => p.name)).toEqual(['Saka']);
    // Villa's players are read from the one match on file, never padded with the missing one.
    expect(calls).toHaveLength(2);
    expect(calls[1]!.season.map((g) => g.matchId)).toEqual([5]);
    expect(players.missingGames).toEqual({
      home: [],
      away: [{ matchId: 4, kickoff: '2024-09-01T15:00:00.000Z', opponent: 'Arsenal' }],
    });
  });

  it('names no players for a side whose lines cover under half its matches', async () => {
    // Villa played matches 4, 5 and 6; only match 5 has lines (one of three).
    const state = leagueState('E0', asOf, [
      ...epl.played,
      played(6, '2024-25', '2024-09-21', 20, 40, 1, 1),
    ]);
    const { sources } = villaLinesOnlyForMatchFive();
    const players = await playerStatsFor(db, sources, { ...eplRequest, state });
    expect(players.home.map((p) => p.name)).toEqual(['Saka']);
    expect(players.away).toEqual([]);
    expect(players.missingGames).toBeUndefined();
  });

  it('names no missing match when every side shown has all its lines', async () => {
    const { sources } = fakeSources(
      ['E0'],
      {
        10: [
          teamLines(2, '2024-08-17', 10, 30),
          teamLines(3, '2024-08-24', 10, 40),
          teamLines(4, '2024-09-01', 10, 20),
        ],
      },
      [report('Saka')],
    );
    const players = await playerStatsFor(db, sources, eplRequest);
    expect(players.home.map((p) => p.name)).toEqual(['Saka']);
    expect(players.away).toEqual([]);
    expect(players.missingGames).toBeUndefined();
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

describe('players from the player engine, worked by hand', () => {
  // Six home wins of 1-0 for team 10 this season (1.00 goals a match); the model gives it 1.5
  // expected goals next, so projections scale by 1.5. A (FWD) scored in all six, B (MID) made
  // an assist in each of the first five and missed the sixth, C (DEF) played the first three,
  // D (GK) the last two; 90 minutes and a start each time.
  const games = [1, 2, 3, 4, 5, 6].map((n) =>
    played(20 + n, '2024-25', `2024-09-0${n}`, 10, 30 + n, 1, 0),
  );
  const appearance = (key: string, position: string, goals: number, assists: number) => ({
    ...line(key, goals, assists),
    name: key,
    position,
  });
  const season: TeamMatchLines[] = games.map((g, i) => ({
    matchId: g.id,
    kickoff: g.kickoff,
    teamId: 10,
    opponentId: g.awayTeamId,
    home: true,
    lines: [
      appearance('A', 'FWD', 1, 0),
      ...(i < 5 ? [appearance('B', 'MID', 0, 1)] : []),
      ...(i < 3 ? [appearance('C', 'DEF', 0, 0)] : []),
      ...(i >= 4 ? [appearance('D', 'GK', 0, 0)] : []),
    ],
  }));
  const sources: PlayerSources = {
    leaguesWithPlayerData: async () => ['E0'],
    loadLeaguePlayerGames: async () => season,
    buildPlayerReports,
    teamNames: async () => new Map(),
  };

  it('reports the three who matter, healthy, questionable and out, with their projections', async () => {
    const players = await playerStatsFor(db, sources, {
      ...eplRequest,
      state: leagueState('E0', day('2024-09-10'), games),
      forecast: forecast({ home: 1.5, away: 0.7 }),
      homeId: 10,
      awayId: 30,
    });
    // The league (these lines alone): 6 goals and 5 assists in 1,440 minutes. Each player's rate
    // per minute is shrunk toward it by k minutes (the engine's tuned prior), then × his
    // expected minutes × 1.5 / 1.00 (expected goals over goals per match).
    const k = PROJECTION.soccerPriorMinutes;
    const shrunk = (count: number, leagueCount: number, minutes: number) =>
      (count + (leagueCount / 1440) * k) / (minutes + k);
    const weight = (minutes: number) =>
      Math.min(PROJECTION.confidenceCap, (100 * minutes) / (minutes + k));
    // Selection, minutes share × (1 + involvement rate / league rate): A 1 × 2.17, B 0.83 × 2.15,
    // C 0.5 × 1.77, D 0.33 × 1.83 (k = 900). A, B, C.
    expect(players.home.map((p) => p.name)).toEqual(['A', 'B', 'C']);
    const [a, b, c] = players.home;
    expect(a!.currentSeasonStats).toEqual({
      gamesPlayed: 6,
      averagePoints: null,
      averageGoals: 1,
      assistsPerGame: 0,
      minutesPerGame: 90,
    });
    expect(a!.projectedPerformance).toMatchObject({
      injuryStatus: 'healthy',
      availabilityReason: 'Started 5 of the last 5',
      // Every appearance alike: the last five are the season.
      form: 'average',
      nextGameProjection: { points: null, expectedMinutes: 90 },
    });
    const next = (p: PlayerStat | undefined) => p!.projectedPerformance.nextGameProjection;
    // k = 900: goals (6 + 3.75) / 1440 × 135 = 0.91; assists 3.125 / 1440 × 135 = 0.29.
    expectRounded(next(a).goals!, shrunk(6, 6, 540) * 90 * 1.5);
    expectRounded(next(a).assists!, shrunk(0, 5, 540) * 90 * 1.5);
    expect(next(a).confidence).toBe(Math.round(weight(540)));

    expect(b!.projectedPerformance).toMatchObject({
      injuryStatus: 'questionable',
      availabilityReason: 'Missed the last match after starting 5 of 5',
    });
    // His usual 90 minutes × the share a questionable player is expected to play.
    const bMinutes = 90 * PROJECTION.questionableShare;
    expect(next(b).expectedMinutes).toBe(Math.round(bMinutes));
    expectRounded(next(b).goals!, shrunk(0, 6, 450) * bMinutes * 1.5);
    expectRounded(next(b).assists!, shrunk(5, 5, 450) * bMinutes * 1.5);
    expect(next(b).confidence).toBe(
      Math.round(weight(450) * PROJECTION.confidenceScale.questionable),
    );

    expect(c!.projectedPerformance).toMatchObject({
      injuryStatus: 'out',
      availabilityReason: 'Missed the last 3 matches',
      nextGameProjection: { goals: 0, assists: 0, expectedMinutes: 0 },
    });
    expect(next(c).confidence).toBe(Math.round(weight(270) * PROJECTION.confidenceScale.out));
  });
});

/** Shown to two decimals: within half a hundredth of the unrounded value. */
function expectRounded(shown: number, exact: number) {
  expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
}
