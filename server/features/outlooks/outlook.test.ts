import {
  type LeagueOutlook,
  LeagueOutlookSchema,
  type OutlookBacktestResponse,
  OutlookBacktestResponseSchema,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import { UNKNOWN_LEAGUE } from './outlook-service.ts';

/**
 * Season outlooks on the sports-mini mirror at the default clock (15 Jan 2025): the Premier
 * League half-way (the mirror holds its fixtures to 26 Feb), the NBA mid-season, the NFL's
 * regular season finished (its play-off games are not the table).
 */
describe.each(databaseKinds)('GET /api/league/:leagueId/outlook on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 180_000);
  afterAll(() => t.close());

  const get = (leagueId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/league/${leagueId}/outlook`,
      remoteAddress: nextIp(),
    });

  const outlook = async (leagueId: string): Promise<LeagueOutlook> => {
    const response = await get(leagueId);
    expect(response.statusCode, response.body).toBe(200);
    return LeagueOutlookSchema.parse(response.json());
  };

  it('simulates the Premier League from its table: every chance a distribution over the teams', async () => {
    const body = await outlook('E0');
    expect(body).toMatchObject({ league: 'Premier League', season: '2024/25', measure: 'points' });
    expect(body.simulations).toBeGreaterThanOrEqual(10_000);
    expect(body.remainingFixtures).toBeGreaterThan(0);
    expect(body.teams).toHaveLength(20);
    // The mirror lists fixtures to 26 Feb (and one in May), as a provider lists a few weeks
    // ahead: the rest of the double round-robin is simulated undated, every team to 38 games.
    expect(body.playedFixtures + body.remainingFixtures).toBe(380);
    expect(body.undatedFixtures).toBeGreaterThan(100);
    expect(body.scheduleNote).toBeNull();
    for (const team of body.teams) expect(team.standing.played + team.remaining).toBe(38);
    expect(body.rules.join(' ')).toMatch(/no provider has dated yet/);
    expect(body.columns.map((c) => c.key)).toEqual(['title', 'top4', 'europe', 'relegation']);
    const sum = (key: 'title' | 'top4' | 'relegation') =>
      body.teams.reduce((s, team) => s + team.chances[key]!, 0);
    expect(sum('title')).toBeCloseTo(1, 2);
    expect(sum('top4')).toBeCloseTo(4, 2);
    expect(sum('relegation')).toBeCloseTo(3, 2);
    // The current table: positions 1..20 by points, and no team projected below what it has.
    body.teams.forEach((team, i) => {
      expect(team.standing.position).toBe(i + 1);
      expect(team.projection.low).toBeGreaterThanOrEqual(team.standing.points!);
      expect(team.projection.positions.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    });
    for (let i = 1; i < 20; i++) {
      expect(body.teams[i - 1]!.standing.points!).toBeGreaterThanOrEqual(
        body.teams[i]!.standing.points!,
      );
    }
  });

  it('answers the same clock with the same numbers', async () => {
    const [a, b] = await Promise.all([outlook('E0'), outlook('E0')]);
    expect(b.teams).toEqual(a.teams);
  });

  it('seeds NBA conferences with play-off and play-in chances', async () => {
    const body = await outlook('NBA');
    expect(body.conferences).toEqual(['East', 'West']);
    expect(body.columns.map((c) => c.key)).toEqual([
      'topSeed',
      'playoffs',
      'playIn',
      'makePlayoffs',
    ]);
    for (const conference of body.conferences) {
      const teams = body.teams.filter((team) => team.conference === conference);
      expect(teams).toHaveLength(15);
      expect(teams.reduce((s, team) => s + team.chances.playoffs!, 0)).toBeCloseTo(6, 2);
      expect(teams.reduce((s, team) => s + team.chances.makePlayoffs!, 0)).toBeCloseTo(8, 2);
    }
    // The file holds results only: each team's games past those on file, to 82, are simulated
    // against an average side.
    for (const team of body.teams) expect(team.standing.played + team.remaining).toBe(82);
    expect(body.undatedFixtures).toBeGreaterThan(0);
  });

  it('shows a finished NFL regular season as settled', async () => {
    const body = await outlook('NFL');
    expect(body.remainingFixtures).toBe(0);
    expect(body.undatedFixtures).toBe(0);
    expect(body.teams.every((team) => team.remaining === 0)).toBe(true);
    const chiefs = body.teams.find((team) => team.team === 'Kansas City Chiefs')!;
    expect(chiefs.standing).toMatchObject({ played: 17, won: 15, lost: 2 });
    expect(chiefs.chances).toMatchObject({ topSeed: 1, divisionTitle: 1, playoffs: 1 });
    expect(body.teams.reduce((s, team) => s + team.chances.playoffs!, 0)).toBe(14);
  });

  it('answers an unknown league, or a cup, with a 404 and a sentence', async () => {
    const unknown = await get('XYZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: UNKNOWN_LEAGUE });
    const cup = await get('UCL');
    expect(cup.statusCode).toBe(404);
    expect(cup.json().error).toMatch(/Champions League/);
  });

  it('scores past seasons on /api/record/outlooks once computed: the NFL 2024 season from 1 Nov and 1 Dec', async () => {
    const read = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/record/outlooks',
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return OutlookBacktestResponseSchema.parse(response.json()) as OutlookBacktestResponse;
    };
    let body = await read();
    for (let i = 0; i < 120 && body.status === 'computing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      body = await read();
    }
    if (body.status !== 'ready') throw new Error('The outlook backtest did not finish.');
    // The mini mirror's only complete season is the NFL's 2024 regular season (E0 and NBA stop
    // part-way): 32 teams, 14 of which made the play-offs.
    expect(body.rows.map((r) => `${r.leagueId} ${r.key} ${r.date}`)).toEqual([
      'NFL playoffs 1 Nov',
      'NFL playoffs 1 Dec',
    ]);
    for (const row of body.rows) {
      expect(row).toMatchObject({ seasons: 1, n: 32, events: 14, firstSeason: '2024' });
      expect(row.model.brier).toBeLessThan(row.baseline.brier);
    }
  }, 90_000);
});
