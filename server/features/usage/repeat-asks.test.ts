import {
  type OutlookSearchResponse,
  type SearchResponse,
  USAGE_MESSAGES,
  type UserLimits,
} from '@contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../db/queries/usage.ts';
import { creditLedger, predictions, searches, usageDays, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

const DAY_MS = 86_400_000;

/**
 * Asking again for an answer already paid for (the same person, the same fixture in any words or
 * the same question, the same UTC day of the allowance) re-opens it without spending; only a new
 * answer spends.
 */
describe.each(databaseKinds)('asking again on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    // 2025-03-10 10:00 UTC: a real day, far from midnight.
    t.clock.advance(Date.parse('2025-03-10T10:00:00Z') - t.clock.now().getTime());
  }, 120_000);
  afterAll(() => t.close());

  const ask = async (token: string, query: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
    return { status: response.statusCode, body: response.json() as SearchResponse };
  };
  const limits = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: bearer(token) })
    ).json() as UserLimits;
  const stored = async (userId: string) => {
    const db = t.database.db;
    const [s] = await db.select({ n: count() }).from(searches).where(eq(searches.userId, userId));
    const [p] = await db
      .select({ n: count() })
      .from(predictions)
      .where(eq(predictions.userId, userId));
    return { searches: s!.n, predictions: p!.n };
  };

  it('re-opens the same fixture asked again, in the same or other words, without spending', async () => {
    const { token, user } = await registerUser(t.app);
    const first = await ask(token, 'Arsenal vs Man City prediction');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ spentFrom: 'allowance', charged: true, chargeNote: null });

    for (const words of [
      'Arsenal vs Man City prediction',
      'Arsenal vs Man City prediction',
      'Arsenal Manchester City odds',
    ]) {
      const again = await ask(token, words);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        charged: false,
        chargeNote: USAGE_MESSAGES.notChargedAgain,
        // How it was paid for, the first time; and the same stored search and prediction.
        spentFrom: 'allowance',
        search: { id: first.body.search.id },
        prediction: { predictionId: first.body.prediction.predictionId },
      });
      expect(again.body.prediction.homeTeamWinProb).toBe(first.body.prediction.homeTeamWinProb);
    }
    expect(await limits(token)).toMatchObject({ usedToday: 1, remainingPredictions: 4 });
    expect(await stored(user.id)).toEqual({ searches: 1, predictions: 1 });

    // Another question is another answer: it spends.
    const other = await ask(token, 'Chelsea vs Liverpool');
    expect(other.body).toMatchObject({ charged: true, spentFrom: 'allowance' });
    expect(await limits(token)).toMatchObject({ usedToday: 2 });
    expect(await stored(user.id)).toEqual({ searches: 2, predictions: 2 });
  });

  it('spends once when the same question arrives many times at once', async () => {
    const { token, user } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ask(token, 'Chelsea vs Liverpool')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.body.charged)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.prediction.predictionId)).size).toBe(1);
    expect(await limits(token)).toMatchObject({ usedToday: 1 });
    expect(await stored(user.id)).toEqual({ searches: 1, predictions: 1 });

    // Paid with credits (the allowance used up): one credit, one ledger row.
    const buyer = await registerUser(t.app);
    await t.database.db
      .insert(usageDays)
      .values({ userId: buyer.user.id, day: '2025-03-10', used: 5 });
    await grantCredits(t.database.db, {
      userId: buyer.user.id,
      credits: 2,
      kind: 'grant',
      reference: `test:${buyer.user.id}`,
    });
    const bought = await Promise.all(
      Array.from({ length: 12 }, () => ask(buyer.token, 'Newcastle vs Wolves')),
    );
    expect(bought.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(bought.filter((a) => a.body.charged)).toHaveLength(1);
    expect(bought.every((a) => a.body.spentFrom === 'credit')).toBe(true);
    const [balance] = await t.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, buyer.user.id));
    expect(balance!.credits).toBe(1);
    const spends = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, buyer.user.id));
    expect(spends.filter((row) => row.kind === 'spend')).toHaveLength(1);
  });

  it('re-opens an answer paid for today even with nothing left to pay with', async () => {
    const { token } = await registerUser(t.app);
    const questions = [
      'Arsenal vs Manchester City',
      'Chelsea vs Liverpool',
      'Newcastle vs Wolves',
      'NBA Lakers vs Warriors odds',
      'Chiefs vs Texans',
    ];
    for (const question of questions) expect((await ask(token, question)).body.charged).toBe(true);
    expect((await ask(token, 'Everton vs Fulham')).status).toBe(402);
    const again = await ask(token, 'NBA Lakers vs Warriors odds');
    expect(again.status).toBe(200);
    expect(again.body.charged).toBe(false);
    expect(await limits(token)).toMatchObject({ usedToday: 5, remainingPredictions: 0 });
  });

  it('re-opens a season question asked again', async () => {
    const { token } = await registerUser(t.app);
    const first = (await ask(token, 'Who will win the Premier League?'))
      .body as unknown as OutlookSearchResponse;
    expect(first).toMatchObject({ kind: 'outlook', charged: true, chargeNote: null });
    const again = (await ask(token, 'who will win the premier league'))
      .body as unknown as OutlookSearchResponse;
    expect(again).toMatchObject({
      kind: 'outlook',
      charged: false,
      chargeNote: USAGE_MESSAGES.notChargedAgain,
      search: { id: first.search.id },
    });
    expect(await limits(token)).toMatchObject({ usedToday: 1 });
  });

  it('charges another person, and the same person again on the next day of the clock', async () => {
    const one = await registerUser(t.app);
    const two = await registerUser(t.app);
    expect((await ask(one.token, 'Brentford vs Brighton')).body.charged).toBe(true);
    expect((await ask(two.token, 'Brentford vs Brighton')).body.charged).toBe(true);
    expect(await limits(two.token)).toMatchObject({ usedToday: 1 });

    // The allowance's day is the UTC day of the app's clock.
    t.clock.advance(DAY_MS);
    const tomorrow = await ask(one.token, 'Brentford vs Brighton');
    expect(tomorrow.body).toMatchObject({ charged: true, chargeNote: null });
    expect(await limits(one.token)).toMatchObject({ usedToday: 1, remainingPredictions: 4 });
    expect(await stored(one.user.id)).toEqual({ searches: 2, predictions: 2 });
  });
});
