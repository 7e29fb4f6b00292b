import {
  DynamicPredictionSchema,
  type MatchResponse,
  MatchResponseSchema,
  StatsResponseSchema,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';

/**
 * The match page and its two companions, in every state a viewer meets them, held to their
 * contracts: a field the page reads that goes missing fails here. The clock is Wed 15 Jan 2025,
 * 12:00 UTC (TEST_AS_OF), with a test bookmaker pricing the midweek Premier League.
 */
describe('the match page holds to its contract', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const ids = { priced: 0, unpriced: 0, finished: 0 };

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    await addValuePrices(t.database.db, MIDWEEK);
    const registered = await registerUser(t.app);
    token = registered.token;
    userId = registered.user.id;
    await setPlan(t.database, userId, 'premium');
    const matchOf = async (question: string) =>
      (await t.app.inject({ url: `/api/interpret?q=${encodeURIComponent(question)}` })).json()
        .matchId as number;
    ids.priced = await matchOf('Newcastle vs Wolves');
    ids.unpriced = await matchOf('Arsenal vs Manchester City');
    ids.finished = await matchOf('West Ham vs Fulham');
  }, 120_000);
  afterAll(() => t.close());

  const get = async (url: string, signedIn = true) => {
    const response = await t.app.inject({
      url,
      remoteAddress: nextIp(),
      ...(signedIn ? { headers: bearer(token) } : {}),
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const page = async (id: number, signedIn = true) => {
    const body = await get(`/api/match/${id}`, signedIn);
    expect(MatchResponseSchema.safeParse(body).error).toBeUndefined();
    return body as MatchResponse;
  };

  it('is whole for a priced match, an unpriced one and a finished one', async () => {
    const priced = await page(ids.priced);
    expect(priced).toMatchObject({ status: 'upcoming', locked: null, leagueId: 'E0' });
    expect(priced.odds.length).toBeGreaterThan(0);
    expect(priced.valueBets.length).toBeGreaterThan(0);
    const unpriced = await page(ids.unpriced);
    expect(unpriced.pricesPending).not.toBeNull();
    const finished = await page(ids.finished);
    expect(finished).toMatchObject({ status: 'finished', score: { home: 3, away: 2 } });
  });

  it('is whole with the prices locked: signed out, or on a break', async () => {
    expect((await page(ids.priced, false)).locked).not.toBeNull();
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}/limits/break`,
      headers: bearer(token),
      payload: { kind: 'cool-off', period: '24h' },
    });
    expect(taken.statusCode).toBe(200);
    const onBreak = await page(ids.priced);
    expect(onBreak.locked?.reason).toBe('break');
    expect(onBreak.odds).toEqual([]);
  });

  it('gives whole stats and a whole dynamic prediction for two teams', async () => {
    const stats = await get('/api/stats/Newcastle/Wolves');
    expect(StatsResponseSchema.safeParse(stats).error).toBeUndefined();
    const dynamic = await get('/api/dynamic-predictions/Newcastle/Wolves');
    expect(DynamicPredictionSchema.safeParse(dynamic).error).toBeUndefined();
  });
});
