import type {
  Paywall,
  SearchResponse,
  SubscriptionInfo,
  TrackUsageResponse,
  UserLimits,
} from '@contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../db/queries/usage.ts';
import { creditLedger, predictions, searches, usageDays, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

/** Twelve different answers: the same one asked again the same day is free (repeat-asks.test). */
const QUESTIONS = [
  'Arsenal vs Manchester City',
  'Chelsea vs Liverpool',
  'NBA Lakers vs Warriors odds',
  'Premier League best bets today',
  'Chiefs vs Texans',
  'Newcastle vs Wolves',
  'Everton vs Fulham',
  'Brentford vs Brighton',
  'Tottenham vs Aston Villa',
  'Celtics vs Knicks',
  'Bills vs Ravens',
  'Leicester vs Southampton',
];

describe.each(databaseKinds)('daily allowance and credits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    // 2025-03-10 10:00 UTC: a real day, far from midnight.
    t.clock.advance(Date.parse('2025-03-10T10:00:00Z') - t.clock.now().getTime());
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
  const limits = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: bearer(token) })
    ).json() as UserLimits;

  it('gives a free user with 3 credits exactly 8 predictions out of 200 at once, then 5 more after UTC midnight', async () => {
    const { token, user } = await registerUser(t.app);
    expect(
      await grantCredits(t.database.db, {
        userId: user.id,
        credits: 3,
        kind: 'grant',
        reference: `test:${user.id}`,
      }),
    ).toBe(3);

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => search(token, QUESTIONS[i % QUESTIONS.length]!)),
    );
    // Eight answers are bought; the rest are refused, or re-open one of those eight for free.
    const ok = responses.filter((r) => r.statusCode === 200).map((r) => r.json() as SearchResponse);
    const bought = ok.filter((body) => body.charged);
    const blocked = responses.filter((r) => r.statusCode !== 200);
    expect(bought).toHaveLength(8);
    const boughtIds = new Set(bought.map((body) => body.search.id));
    expect(ok.every((body) => body.charged || boughtIds.has(body.search.id))).toBe(true);
    expect(blocked.every((r) => r.statusCode === 402)).toBe(true);
    expect(blocked[0]!.json()).toEqual({ error: 'Daily prediction limit reached' });
    const spent = bought.map((body) => body.spentFrom).sort();
    expect(spent).toEqual([
      'allowance',
      'allowance',
      'allowance',
      'allowance',
      'allowance',
      'credit',
      'credit',
      'credit',
    ]);

    // The ledger, the balance, the day's counter and the stored searches all agree.
    const db = t.database.db;
    const [balance] = await db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, user.id));
    expect(balance!.credits).toBe(0);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.filter((row) => row.kind === 'spend')).toHaveLength(3);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect(ledger.every((row) => row.balanceAfter >= 0)).toBe(true);
    const [day] = await db.select().from(usageDays).where(eq(usageDays.userId, user.id));
    expect(day).toMatchObject({ day: '2025-03-10', used: 5 });
    const [stored] = await db
      .select({ n: count() })
      .from(searches)
      .where(eq(searches.userId, user.id));
    expect(stored!.n).toBe(8);
    const [made] = await db
      .select({ n: count() })
      .from(predictions)
      .where(eq(predictions.userId, user.id));
    expect(made!.n).toBe(8);

    expect(await limits(token)).toMatchObject({
      canMakePrediction: false,
      remainingPredictions: 0,
      remainingCredits: 0,
      usedToday: 5,
      dailyLimit: 5,
      resetTime: '2025-03-11T00:00:00.000Z',
    });
    const paywall = (
      await t.app.inject({ method: 'GET', url: '/api/user/paywall', headers: bearer(token) })
    ).json() as Paywall;
    expect(paywall.blockedSections).toEqual(['news', 'odds', 'valueBets']);

    // One minute after UTC midnight: a new day, exactly five more (yesterday's answers too).
    t.clock.advance(Date.parse('2025-03-11T00:01:00Z') - t.clock.now().getTime());
    const next = await Promise.all(QUESTIONS.map((question) => search(token, question)));
    expect(next.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await limits(token)).toMatchObject({
      remainingPredictions: 0,
      usedToday: 5,
      resetTime: '2025-03-12T00:00:00.000Z',
    });
  }, 120_000);

  it('spends nothing on a search that fails', async () => {
    const { token } = await registerUser(t.app);
    expect((await search(token, 'Conference League predictions')).statusCode).toBe(422);
    expect((await search(token, '   ')).statusCode).toBe(400);
    expect(await limits(token)).toMatchObject({ usedToday: 0, remainingPredictions: 5 });
  });

  it('reports through track-usage what was counted, without counting again', async () => {
    const { token } = await registerUser(t.app);
    const first = (await search(token, 'Arsenal vs Manchester City')).json() as SearchResponse;
    const track = (searchId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/track-usage',
        headers: bearer(token),
        payload: searchId ? { searchId } : {},
      });
    for (let i = 0; i < 3; i++) {
      const body = (await track(first.search.id)).json() as TrackUsageResponse;
      expect(body).toMatchObject({
        counted: true,
        spentFrom: 'allowance',
        usedToday: 1,
        remainingPredictions: 4,
      });
    }
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/track-usage',
      headers: bearer(other.token),
      payload: { searchId: first.search.id },
    });
    expect(foreign.json()).toMatchObject({ counted: false, usedToday: 0 });
    expect((await track('not-a-search')).statusCode).toBe(400);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/user/track-usage',
      headers: bearer(token),
    });
    expect(bare.json()).toMatchObject({ counted: false, usedToday: 1 });
  });

  it('gives Pro 50 a day and Premium no limit, and reads the plan at the clock', async () => {
    const pro = await registerUser(t.app);
    await setPlan(t.database, pro.user.id, 'pro', new Date('2025-04-01T00:00:00Z'));
    await t.database.db
      .insert(usageDays)
      .values({ userId: pro.user.id, day: '2025-03-11', used: 49 });
    expect((await search(pro.token, 'Chelsea vs Liverpool')).statusCode).toBe(200);
    expect((await search(pro.token, 'Newcastle vs Wolves')).statusCode).toBe(402);
    expect(await limits(pro.token)).toMatchObject({
      hasSubscription: true,
      subscriptionPlan: 'Pro',
      dailyLimit: 50,
      remainingPredictions: 0,
    });

    const premium = await registerUser(t.app);
    await setPlan(t.database, premium.user.id, 'premium', new Date('2025-04-01T00:00:00Z'));
    for (let i = 0; i < 7; i++) {
      const r = await search(premium.token, QUESTIONS[i % QUESTIONS.length]!);
      expect((r.json() as SearchResponse).spentFrom).toBe('subscription');
    }
    expect(await limits(premium.token)).toMatchObject({
      hasSubscription: true,
      subscriptionPlan: 'Premium',
      canMakePrediction: true,
      remainingPredictions: null,
      usedToday: 0,
    });
    const paywall = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/paywall',
        headers: bearer(premium.token),
      })
    ).json() as Paywall;
    expect(paywall.blockedSections).toEqual([]);

    // A plan that has run out is the free plan again.
    const lapsed = await registerUser(t.app);
    await setPlan(t.database, lapsed.user.id, 'premium', new Date('2025-03-01T00:00:00Z'));
    expect(await limits(lapsed.token)).toMatchObject({ hasSubscription: false, dailyLimit: 5 });
    const info = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/subscription',
        headers: bearer(lapsed.token),
      })
    ).json() as SubscriptionInfo;
    expect(info).toMatchObject({ plan: null, nextBilling: null });
  });

  it('never lets a balance go below zero, even written directly', async () => {
    const { user } = await registerUser(t.app);
    await expect(
      t.database.db.execute(sql`update users set credits = -1 where id = ${user.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(creditLedger)
        .values({ userId: user.id, kind: 'spend', delta: -1, balanceAfter: -1 }),
    ).rejects.toThrow();
  });

  it('grants a purchase once per reference, even when asked twice at once', async () => {
    const { user, token } = await registerUser(t.app);
    const grants = await Promise.all(
      Array.from({ length: 10 }, () =>
        grantCredits(t.database.db, {
          userId: user.id,
          credits: 25,
          kind: 'purchase',
          reference: `checkout:cs_${user.id}`,
        }),
      ),
    );
    expect(grants.filter((g) => g !== null)).toEqual([25]);
    expect((await limits(token)).remainingCredits).toBe(25);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/user/limits', '/api/user/paywall', '/api/user/subscription']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/user/track-usage' })).statusCode).toBe(
      401,
    );
  });
});
