import type { OutlookSearchResponse, RecentSearch, SearchResponse, UserLimits } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

describe.each(databaseKinds)('season questions through POST /api/search on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    // Unlimited searches: the allowance is tested below with a free user of its own.
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(() => t.close());

  const search = (query: string, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(auth),
      remoteAddress: nextIp(),
      payload: { query },
    });
  const get = async <T>(url: string, auth = token) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(auth) })).json() as T;

  it('answers "Who will win the Premier League?" with the outlook, the title column and its favourite', async () => {
    const response = await search('Who will win the Premier League?');
    expect(response.statusCode).toBe(200);
    const body = response.json() as OutlookSearchResponse;
    expect(body.kind).toBe('outlook');
    expect(body.interpretation).toMatchObject({
      intent: 'outlook',
      leagueId: 'E0',
      outlook: { market: 'title', teamId: null },
    });
    expect(body.outlook).toMatchObject({ leagueId: 'E0', asOf: '2025-01-15T12:00:00.000Z' });
    expect(body.outlook.simulations).toBeGreaterThanOrEqual(10_000);
    expect(body.highlight).toMatchObject({ teamId: null, column: 'title' });
    // The sentence names the team the simulations crown most often, with its share.
    const favourite = [...body.outlook.teams].sort(
      (a, b) => (b.chances.title ?? 0) - (a.chances.title ?? 0),
    )[0]!;
    expect(body.answer.startsWith(`${favourite.team} win the Premier League in `)).toBe(true);
    expect(body.answer).toMatch(/of 10,000 simulations/);
    // Title chances over the league add up to one.
    const total = body.outlook.teams.reduce((sum, team) => sum + (team.chances.title ?? 0), 0);
    expect(total).toBeCloseTo(1, 2);
    expect(body.search.query).toBe('Who will win the Premier League?');
  });

  it('highlights the team asked about, in its own league', async () => {
    const leicester = (await search('will Leicester go down')).json() as OutlookSearchResponse;
    const row = leicester.outlook.teams.find((team) => team.team === 'Leicester')!;
    expect(leicester.highlight).toMatchObject({ teamId: row.teamId, column: 'relegation' });
    expect(leicester.answer).toMatch(/^Leicester are relegated in .* of 10,000 simulations\.$/);

    const lakers = (await search('Lakers playoff chances')).json() as OutlookSearchResponse;
    expect(lakers.outlook.leagueId).toBe('NBA');
    expect(lakers.highlight.column).toBe('makePlayoffs');
    expect(lakers.answer).toMatch(/^Los Angeles Lakers reach the play-offs/);
  });

  it('keeps match questions match answers, now marked as such', async () => {
    const body = (await search('Arsenal vs Manchester City')).json() as SearchResponse;
    expect(body.kind).toBe('match');
    expect(body.prediction.homeTeam).toBe('Arsenal');
  });

  it('counts an outlook question against the daily allowance and lists it in recent searches', async () => {
    const free = await registerUser(t.app);
    const before = await get<UserLimits>('/api/user/limits', free.token);
    const body = (await search('Premier League relegation odds', free.token)).json();
    expect(body.spentFrom).toBe('allowance');
    const after = await get<UserLimits>('/api/user/limits', free.token);
    expect(after.remainingPredictions).toBe(before.remainingPredictions! - 1);
    const recent = await get<RecentSearch[]>('/api/searches', free.token);
    expect(recent[0]!.query).toBe('Premier League relegation odds');
    // A market the league does not have is a 422 that costs nothing.
    const refused = await search('Lakers relegation odds', free.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('The NBA has no relegation.');
    // So is a league with no season on file at the clock (the test data holds no Championship).
    const noSeason = await search('Championship promotion odds', free.token);
    expect(noSeason.statusCode).toBe(422);
    expect(noSeason.json().error).toMatch(/No season of the Championship/);
    expect((await get<UserLimits>('/api/user/limits', free.token)).remainingPredictions).toBe(
      after.remainingPredictions,
    );
  });

  it('spends exactly the allowance under parallel questions, match and season alike', async () => {
    const free = await registerUser(t.app);
    // Twelve different answers (the same one asked again the same day would be free).
    const questions = [
      'Premier League relegation odds',
      'Arsenal vs Manchester City',
      'Who will win the Premier League?',
      'Chelsea vs Liverpool',
      'Arsenal top 4 odds',
      'Newcastle vs Wolves',
      'Leicester relegation chances',
      'Everton vs Fulham',
      'Chelsea top 4 odds',
      'Brentford vs Brighton',
      'Liverpool to win the Premier League',
      'Tottenham vs Aston Villa',
    ];
    const responses = await Promise.all(questions.map((question) => search(question, free.token)));
    const codes = responses.map((r) => r.statusCode);
    // The free day allows 5: five answers, the rest refused without spending.
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(7);
    expect((await get<UserLimits>('/api/user/limits', free.token)).remainingPredictions).toBe(0);
  });

  it('moves with the clock: a later date counts the matches played since', async () => {
    const now = (await search('Premier League table')).json() as OutlookSearchResponse;
    await advanceReplayClock(
      { db: t.database.db, config: { asOf: new Date('2025-01-15T12:00:00Z') } as never },
      new Date('2025-02-03T12:00:00Z'),
    );
    const later = (await search('Premier League table')).json() as OutlookSearchResponse;
    expect(later.outlook.asOf).toBe('2025-02-03T12:00:00.000Z');
    expect(later.outlook.playedFixtures).toBeGreaterThan(now.outlook.playedFixtures);
    expect(later.outlook.remainingFixtures).toBeLessThan(now.outlook.remainingFixtures);
  });
});
