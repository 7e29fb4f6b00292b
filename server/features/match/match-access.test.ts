import type { MatchResponse, SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../db/queries/usage.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';

const ALL = ['news', 'odds', 'valueBets'];

/**
 * Who sees Advanced Analytics: a search shows it in full (the prediction was paid for); the match
 * page shows it while the viewer can make a prediction; signed-out visitors never get it.
 */
describe.each(databaseKinds)('odds and value bets by viewer on %s', (kind) => {
  let t: TestApp;
  let matchId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    // A fixture with prices and value bets at the clock (a test bookmaker prices them).
    await addValuePrices(t.database.db, MIDWEEK);
    const { user, token } = await registerUser(t.app);
    await setPlan(t.database, user.id, 'premium');
    const wolves = (await search(token, 'Newcastle vs Wolves')).json() as SearchResponse;
    matchId = wolves.prediction.matchId!;
  }, 120_000);
  afterAll(() => t.close());

  const search = (token: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
  const matchAs = async (token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/match/${matchId}`,
      ...(token ? { headers: bearer(token) } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as MatchResponse;
  };
  const expectLocked = (match: MatchResponse, reason: string) => {
    expect(match.locked).toEqual({ sections: ALL, reason });
    expect(match.odds).toEqual([]);
    expect(match.valueBets).toEqual([]);
    expect(match.valueBetsNote).toBeNull();
    expect(match.lineHistory.series).toEqual([]);
    // The prediction itself is never locked.
    expect(match.prediction.homeWinProb).toBeGreaterThan(0);
    expect(match.prediction.keyInsights.length).toBeGreaterThan(0);
  };
  const expectOpen = (match: MatchResponse) => {
    expect(match.locked).toBeNull();
    expect(match.odds.length).toBeGreaterThan(0);
    expect(match.valueBets.length).toBeGreaterThan(0);
    expect(match.lineHistory.series.length).toBeGreaterThan(0);
  };

  it("shows a free user the fifth prediction's own odds and value bets, then locks the match page", async () => {
    const { token } = await registerUser(t.app);
    const questions = [
      'Arsenal vs Tottenham',
      'Chelsea vs Liverpool',
      'NBA Lakers vs Warriors odds',
      'Chiefs vs Texans',
      'Newcastle vs Wolves',
    ];
    const answers: SearchResponse[] = [];
    for (const question of questions) {
      const response = await search(token, question);
      expect(response.statusCode).toBe(200);
      answers.push(response.json() as SearchResponse);
    }
    // The fifth, which uses up the allowance, comes whole: it is what the person paid for.
    const fifth = answers[4]!;
    expect(fifth.spentFrom).toBe('allowance');
    expect(fifth.odds.length).toBeGreaterThan(0);
    expect(fifth.valueBets.length).toBeGreaterThan(0);
    expect(fifth.prediction.matchId).toBe(matchId);

    // Elsewhere, with no prediction left to make, the same match is locked.
    expectLocked(await matchAs(token), 'limitReached');
    expect((await search(token, 'Arsenal vs Aston Villa')).statusCode).toBe(402);

    // A credit means a prediction can be made again: the match page opens.
    const { user, token: creditToken } = await registerUser(t.app);
    for (const question of questions) await search(creditToken, question);
    expectLocked(await matchAs(creditToken), 'limitReached');
    await grantCredits(t.database.db, {
      userId: user.id,
      credits: 1,
      kind: 'grant',
      reference: `test:${user.id}`,
    });
    expectOpen(await matchAs(creditToken));
  });

  it('shows a free user with predictions left the whole match page', async () => {
    const { token } = await registerUser(t.app);
    expectOpen(await matchAs(token));
  });

  it('shows a subscriber the whole match page whatever their usage', async () => {
    const { user, token } = await registerUser(t.app);
    await setPlan(t.database, user.id, 'premium');
    expectOpen(await matchAs(token));
  });

  it('gives a signed-out visitor the prediction without odds, line movement or value bets', async () => {
    const match = await matchAs();
    expectLocked(match, 'signedOut');
    expect(JSON.stringify(match)).not.toContain('Betfair');
  });
});
