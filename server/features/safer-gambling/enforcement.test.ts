import type { MatchResponse, SearchResponse, ValueBet } from '@contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { testConfig } from '../../config/config.ts';
import { AuthCache } from '../../db/auth-cache.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { bearer, databaseKinds, nextIp, registerUser, setPlan } from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';
import { type V1TestClient, v1TestClient } from '../api-v1/v1-test-client.ts';
import { refuseDuringBreak } from './guard.ts';

const HIDDEN =
  /^Odds and value bets are hidden during your break, until \d{1,2} \w{3} \d{4} \d\d:\d\d UTC\.$/;

/**
 * Every answer that shows betting content, walked with a person on a break: prices, line movement,
 * value bets and the screener are gone (and say why), the predictions stay; someone else at the
 * same moment still sees everything.
 */
describe.each(databaseKinds)('a break hides betting content everywhere, on %s', (kind) => {
  let api: V1TestClient;
  let ownerId: string;
  let matchId: number;
  let other: { token: string };

  beforeAll(async () => {
    api = await v1TestClient(kind);
    await addValuePrices(api.t.database.db, MIDWEEK);
    const me = await api.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(api.session),
    });
    ownerId = (me.json() as { user: { id: string } }).user.id;
    const slate = await api.get<{ data: ValueBet[] }>('/api/v1/value-bets?limit=100');
    matchId = slate.body.data[0]!.matchId;
    const registered = await registerUser(api.t.app);
    await setPlan(api.t.database, registered.user.id, 'premium');
    other = registered;
  }, 120_000);
  afterAll(() => api.t.close());

  const match = async (token: string) =>
    (
      await api.t.app.inject({
        method: 'GET',
        url: `/api/match/${matchId}`,
        headers: bearer(token),
        remoteAddress: nextIp(),
      })
    ).json() as MatchResponse;
  const search = async (token: string, query: string) =>
    (
      await api.t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload: { query },
      })
    ).json() as SearchResponse;

  it('shows everything before the break (so the checks below can fail)', async () => {
    const page = await match(api.session);
    expect(page.odds.length).toBeGreaterThan(0);
    expect(page.valueBets.length).toBeGreaterThan(0);
    expect(page.locked).toBeNull();
    const value = await search(api.session, 'best value bets today');
    expect(value.screener!.length).toBeGreaterThan(0);
    expect(value.valueBets.length).toBeGreaterThan(0);
    expect(value.locked).toBeUndefined();
  });

  it('hides them from every endpoint once the break starts', async () => {
    const taken = await api.t.app.inject({
      method: 'PUT',
      url: `/api/user/${ownerId}/limits/break`,
      headers: bearer(api.session),
      payload: { kind: 'cool-off', period: '24h' },
    });
    expect(taken.statusCode).toBe(200);

    // The match page: the prediction, no prices, no line movement, no value bets, and why.
    const page = await match(api.session);
    expect(page.prediction.homeWinProb).toBeGreaterThan(0);
    expect(page.odds).toEqual([]);
    expect(page.lineHistory.series).toEqual([]);
    expect(page.valueBets).toEqual([]);
    expect(page.pricesPending).toBeNull();
    expect(page.locked?.reason).toBe('break');
    expect(page.locked?.message).toMatch(HIDDEN);
    expect([page.prediction.summary, ...page.prediction.keyInsights].join(' ')).not.toMatch(
      /market|price|odds/i,
    );

    // Search: a value question's screener and value bets, a match question's odds table.
    for (const query of ['best value bets today', 'Newcastle vs Wolves']) {
      const answer = await search(api.session, query);
      expect(answer.prediction.homeTeamWinProb, query).toBeGreaterThan(0);
      expect(answer.odds, query).toEqual([]);
      expect(answer.valueBets, query).toEqual([]);
      expect(answer.prediction.market, query).toBeNull();
      expect(answer.screener ?? [], query).toEqual([]);
      expect(
        answer.matches.every((card) => card.valueBets === 0),
        query,
      ).toBe(true);
      expect(answer.locked?.message, query).toMatch(HIDDEN);
      expect(answer.prediction.prediction, query).not.toBe('');
      const prose = [
        answer.prediction.prediction,
        answer.prediction.summary,
        ...answer.prediction.keyInsights,
        ...answer.prediction.riskFactors,
      ].join(' ');
      expect(prose, query).not.toMatch(/market|price|odds/i);
    }

    // The API, for the owner's key: prices and value bets refused, the prediction without market.
    const bets = await api.get<{ error: string }>('/api/v1/value-bets');
    expect(bets.status).toBe(403);
    expect(bets.body.error).toMatch(
      /^The owner of this API key is taking a break from betting: odds and value bets are not served until .+ UTC\.$/,
    );
    const odds = await api.get<{ error: string }>(`/api/v1/matches/${matchId}/odds`);
    expect(odds.status).toBe(403);
    const prediction = await api.get<{
      data: { probabilities: { market: unknown; published: { home: number } } };
    }>(`/api/v1/matches/${matchId}`);
    expect(prediction.status).toBe(200);
    expect(prediction.body.data.probabilities.market).toBeNull();
    expect(prediction.body.data.probabilities.published.home).toBeGreaterThan(0);
  });

  it('is one person’s break: someone else still sees the odds', async () => {
    const page = await match(other.token);
    expect(page.odds.length).toBeGreaterThan(0);
    expect(page.locked).toBeNull();
  });

  it('gives the bets routes a guard that refuses during a break and lets others through', async () => {
    // A route like the bets tracker's, behind the guard, on the same database and clock.
    const ctx = {
      db: api.t.database.db,
      clock: api.t.clock,
      config: testConfig(),
      // Not listening: every session is read from the database.
      authCache: new AuthCache(),
    } as unknown as AppContext;
    const app = Fastify();
    await app.register((await import('@fastify/cookie')).default);
    registerErrorHandling(app);
    app.get('/api/user/:userId/bets', { preHandler: [refuseDuringBreak(ctx)] }, async () => []);
    await app.ready();
    const onBreak = await app.inject({
      method: 'GET',
      url: `/api/user/${ownerId}/bets`,
      headers: bearer(api.session),
    });
    expect(onBreak.statusCode).toBe(403);
    expect(onBreak.json().error).toMatch(
      /^Bet tracking is hidden during your break, until \d{1,2} \w{3} \d{4} \d\d:\d\d UTC\.$/,
    );
    const free = await app.inject({
      method: 'GET',
      url: '/api/user/x/bets',
      headers: bearer(other.token),
    });
    expect(free.statusCode).toBe(200);
    await app.close();
  });
});
