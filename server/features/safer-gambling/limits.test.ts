import type { LimitsResponse } from '@contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema.ts';
import {
  advanceTime,
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  startTime,
  type TestApp,
} from '../../test/harness.ts';
import { breakEnd } from './break-periods.ts';
import { breakEndText } from './break-text.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('break periods and their wording', () => {
  it('counts hours and days exactly, months and years on the calendar', () => {
    const from = new Date('2026-08-31T18:00:00Z');
    expect(breakEnd(from, '24h').toISOString()).toBe('2026-09-01T18:00:00.000Z');
    expect(breakEnd(from, '7d').toISOString()).toBe('2026-09-07T18:00:00.000Z');
    expect(breakEnd(from, '30d').toISOString()).toBe('2026-09-30T18:00:00.000Z');
    // 31 Aug + 6 months: 31 Feb does not exist and rolls over to 3 Mar (2027 is not a leap year).
    expect(breakEnd(from, '6m').toISOString()).toBe('2027-03-03T18:00:00.000Z');
    expect(breakEnd(from, '1y').toISOString()).toBe('2027-08-31T18:00:00.000Z');
    expect(breakEnd(from, '5y').toISOString()).toBe('2031-08-31T18:00:00.000Z');
  });

  it('says the end in the viewer’s zone, or in UTC and says so', () => {
    const until = new Date('2026-12-01T18:00:00Z');
    expect(breakEndText(until)).toBe('1 Dec 2026 18:00 UTC');
    expect(breakEndText(until, 'Europe/Madrid')).toBe('1 Dec 2026 19:00 CET');
    expect(breakEndText(until, 'Europe/London')).toBe('1 Dec 2026 18:00 GMT');
  });
});

describe.each(databaseKinds)('keeping betting in check on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    user: { token: string; user: { id: string } },
    path: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/user/${user.user.id}${path}`,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const limitsOf = async (user: { token: string; user: { id: string } }) =>
    (await call('GET', user, '/limits')).json() as LimitsResponse;

  it('is the owner’s alone: 401 signed out, 403 for someone else', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/user/${ana.user.id}/limits` });
    expect(signedOut.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${ana.user.id}/limits/break`,
      headers: bearer(ben.token),
      payload: { kind: 'self-exclusion', period: '5y' },
    });
    expect(other.statusCode).toBe(403);
    expect((await limitsOf(ana)).break).toBeNull();
  });

  it('refuses periods a kind does not offer, with a sentence', async () => {
    const ana = await registerUser(t.app);
    const wrong = await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '5y' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("period: A cool-off lasts '24h', '7d', '30d'.");
    const kindless = await call('PUT', ana, '/limits/break', { kind: 'pause', period: '24h' });
    expect(kindless.statusCode).toBe(400);
  });

  it('starts a break on the wall clock, lengthens it, and never shortens or lifts it', async () => {
    startTime(t);
    const ana = await registerUser(t.app);
    const start = t.clock.now().getTime();
    const taken = await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '24h' });
    expect(taken.statusCode).toBe(200);
    const first = (taken.json() as LimitsResponse).break!;
    expect(first.kind).toBe('cool-off');
    expect(Date.parse(first.until)).toBe(start + DAY);
    expect(first.message).toMatch(
      /^Odds and value bets are hidden during your break, until \d{1,2} \w{3} \d{4} \d\d:\d\d UTC\.$/,
    );

    // Lengthening works and keeps the start.
    const longer = await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '7d' });
    expect(longer.statusCode).toBe(200);
    const second = (longer.json() as LimitsResponse).break!;
    expect(Date.parse(second.until)).toBe(start + 7 * DAY);
    expect(second.startedAt).toBe(first.startedAt);

    // A shorter one, later on, is refused and changes nothing.
    advanceTime(t, HOUR);
    const shorter = await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '24h' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error).toMatch(
      /^Your break already runs until .+\. A break can be lengthened but never shortened or lifted/,
    );
    expect(Date.parse((await limitsOf(ana)).break!.until)).toBe(start + 7 * DAY);

    // A self-exclusion on top lengthens it and makes it one; a cool-off cannot undo that.
    const excluded = await call('PUT', ana, '/limits/break', {
      kind: 'self-exclusion',
      period: '6m',
    });
    expect(excluded.statusCode).toBe(200);
    expect((excluded.json() as LimitsResponse).break!.kind).toBe('self-exclusion');
    expect(
      (await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '30d' })).statusCode,
    ).toBe(409);
  });

  it('ends when its time is up, and a new one can then start', async () => {
    startTime(t);
    const ana = await registerUser(t.app);
    await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '24h' });
    advanceTime(t, DAY + 1000);
    expect((await limitsOf(ana)).break).toBeNull();
    const again = await call('PUT', ana, '/limits/break', { kind: 'cool-off', period: '24h' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as LimitsResponse).break!.startedAt).toBe(t.clock.now().toISOString());
  });

  it('keeps the latest end when requests arrive at once, on two instances', async () => {
    const ana = await registerUser(t.app);
    const peer = await t.peer();
    const start = t.clock.now().getTime();
    const periods = ['24h', '30d', '7d', '24h', '30d', '7d'] as const;
    const answers = await Promise.all(
      periods.map((period, i) =>
        (i % 2 ? peer : t.app).inject({
          method: 'PUT',
          url: `/api/user/${ana.user.id}/limits/break`,
          headers: bearer(ana.token),
          payload: { kind: 'cool-off', period },
        }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(Date.parse((await limitsOf(ana)).break!.until)).toBe(start + 30 * DAY);
  });

  it('lowers a stake limit at once and raises or removes it only after 24 hours', async () => {
    startTime(t);
    const ana = await registerUser(t.app);
    const set = await call('PUT', ana, '/limits/stake', { monthlyLimit: 200 });
    expect((set.json() as LimitsResponse).stakeLimit).toEqual({ monthlyLimit: 200, pending: null });
    const lower = await call('PUT', ana, '/limits/stake', { monthlyLimit: 150.5 });
    expect((lower.json() as LimitsResponse).stakeLimit.monthlyLimit).toBe(150.5);

    const raise = (
      await call('PUT', ana, '/limits/stake', { monthlyLimit: 500 })
    ).json() as LimitsResponse;
    expect(raise.stakeLimit.monthlyLimit).toBe(150.5);
    expect(raise.stakeLimit.pending).toEqual({
      monthlyLimit: 500,
      from: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    advanceTime(t, DAY - 1000);
    expect((await limitsOf(ana)).stakeLimit.monthlyLimit).toBe(150.5);
    advanceTime(t, 2000);
    expect((await limitsOf(ana)).stakeLimit).toEqual({ monthlyLimit: 500, pending: null });

    // Removal waits too; asking for the limit in force again cancels the wait.
    const removal = (
      await call('PUT', ana, '/limits/stake', { monthlyLimit: null })
    ).json() as LimitsResponse;
    expect(removal.stakeLimit.monthlyLimit).toBe(500);
    expect(removal.stakeLimit.pending?.monthlyLimit).toBeNull();
    const kept = (
      await call('PUT', ana, '/limits/stake', { monthlyLimit: 500 })
    ).json() as LimitsResponse;
    expect(kept.stakeLimit).toEqual({ monthlyLimit: 500, pending: null });
  });

  it('applies a lowering and a raise sent at once one after the other: the lower one counts', async () => {
    const ana = await registerUser(t.app);
    await call('PUT', ana, '/limits/stake', { monthlyLimit: 100 });
    const peer = await t.peer();
    await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${ana.user.id}/limits/stake`,
        headers: bearer(ana.token),
        payload: { monthlyLimit: 500 },
      }),
      peer.inject({
        method: 'PUT',
        url: `/api/user/${ana.user.id}/limits/stake`,
        headers: bearer(ana.token),
        payload: { monthlyLimit: 50 },
      }),
    ]);
    // Lower then raise: 50 with 500 waiting; raise then lower: the lowering cancels the wait.
    expect((await limitsOf(ana)).stakeLimit.monthlyLimit).toBe(50);
  });

  it('refuses a stake limit that is not an amount', async () => {
    const ana = await registerUser(t.app);
    for (const monthlyLimit of [0, -5, 'ten', 10.123, 2_000_000]) {
      const answer = await call('PUT', ana, '/limits/stake', { monthlyLimit });
      expect(answer.statusCode, String(monthlyLimit)).toBe(400);
      expect(answer.json().error).toMatch(/monthlyLimit/);
    }
  });

  it('counts this month’s stakes against the limit', async () => {
    const ana = await registerUser(t.app);
    await call('PUT', ana, '/limits/stake', { monthlyLimit: 100 });
    // The app's clock is the replay date (15 Jan 2025 in tests): bets taken that January count.
    const bet = (stakeCents: number, takenAt: string) => ({
      userId: ana.user.id,
      event: 'Arsenal v Chelsea',
      market: '1x2' as const,
      selection: 'home' as const,
      price: 2,
      stakeCents,
      takenAt: new Date(takenAt),
      source: 'manual' as const,
    });
    await t.database.db
      .insert(bets)
      .values([
        bet(4000, '2025-01-02T10:00:00Z'),
        bet(2550, '2025-01-14T10:00:00Z'),
        bet(9999, '2024-12-31T23:59:00Z'),
        bet(9999, '2025-02-01T00:00:00Z'),
      ]);
    const month = (await limitsOf(ana)).thisMonth;
    expect(month).toMatchObject({
      stakesMonth: '2025-01',
      stakes: 65.5,
      bets: 2,
      remaining: 34.5,
      limitReached: false,
    });
    await t.database.db.insert(bets).values(bet(3450, '2025-01-15T09:00:00Z'));
    expect((await limitsOf(ana)).thisMonth).toMatchObject({
      stakes: 100,
      remaining: 0,
      limitReached: true,
    });
  });

  it('leaves out a bet dated after the clock, as the bets tab does', async () => {
    const ana = await registerUser(t.app);
    // The clock is 15 Jan 2025 12:00: a bet of 20 Jan (logged before a replay was restarted
    // from an earlier date) is in the clock's future.
    await t.database.db.insert(bets).values(
      ['2025-01-15T12:00:00Z', '2025-01-20T10:00:00Z'].map((takenAt) => ({
        userId: ana.user.id,
        event: 'Arsenal v Chelsea',
        market: '1x2' as const,
        selection: 'home' as const,
        price: 2,
        stakeCents: 1000,
        takenAt: new Date(takenAt),
        source: 'manual' as const,
      })),
    );
    expect((await limitsOf(ana)).thisMonth).toMatchObject({ stakes: 10, bets: 1 });
    const tab = await t.app.inject({
      method: 'GET',
      url: `/api/user/${ana.user.id}/bets`,
      headers: bearer(ana.token),
    });
    expect((tab.json() as { bets: unknown[] }).bets).toHaveLength(1);
  });

  it('adds the time between heartbeats, up to two minutes; a closed page or a flood adds nothing', async () => {
    startTime(t);
    const ana = await registerUser(t.app);
    const beat = async () =>
      (await call('POST', ana, '/activity')).json() as { addedSeconds: number };
    expect((await beat()).addedSeconds).toBe(0); // the visit starts
    advanceTime(t, 60_000);
    expect((await beat()).addedSeconds).toBe(60);
    advanceTime(t, 90_000);
    expect((await beat()).addedSeconds).toBe(90);
    // Closed for an hour: the next report starts a new visit.
    advanceTime(t, HOUR);
    expect((await beat()).addedSeconds).toBe(0);
    advanceTime(t, 30_000);
    // A flood at one instant adds the 30 s once.
    const flood = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', ana, '/activity')),
    );
    const added = flood
      .filter((r) => r.statusCode === 200)
      .reduce((sum, r) => sum + (r.json() as { addedSeconds: number }).addedSeconds, 0);
    expect(added).toBe(30);
    expect((await limitsOf(ana)).thisMonth.timeSpentSeconds).toBe(180);
  });

  it('limits heartbeats to ten a minute per account', async () => {
    const ana = await registerUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await call('POST', ana, '/activity')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
