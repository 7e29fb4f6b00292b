import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  advanceTime,
  bearer,
  createTestApp,
  type DatabaseKind,
  databaseKinds,
  registerUser,
  setPlan,
  startTime,
  type TestApp,
  testRedisUrl,
} from '../../test/harness.ts';

/**
 * A key's limits hold under bursts of parallel requests spread over two app instances; the
 * per-minute rate and the daily quota are counted in the database in one statement per request,
 * whichever store (Redis or the database) holds the other limits.
 */
const stores: { kind: DatabaseKind; redis: boolean }[] = [
  ...databaseKinds.map((kind) => ({ kind, redis: false })),
  ...(testRedisUrl ? [{ kind: 'pglite' as const, redis: true }] : []),
];

const LEAGUES = '/api/v1/leagues';

describe.each(stores)('API key limits on $kind (Redis: $redis)', ({ kind, redis }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
    t = undefined;
  });

  async function setUp(env: NodeJS.ProcessEnv, options: { movesTime?: boolean } = {}) {
    t = await createTestApp(kind, {
      env: { ...env, ...(redis ? { REDIS_URL: testRedisUrl } : {}) },
    });
    if (options.movesTime) startTime(t);
    const peer = await t.peer();
    const account = await registerUser(t.app);
    await setPlan(t.database, account.user.id, 'premium');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(account.token),
      payload: { name: 'Burst' },
    });
    const secret = created.json().secret as string;
    /** Alternates requests between the two instances, as a round-robin balancer would. */
    const burst = (n: number, options: InjectOptions = {}) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          ((i % 2 === 0 ? t!.app : peer) as FastifyInstance).inject({
            method: 'GET',
            url: LEAGUES,
            headers: bearer(secret),
            ...options,
          }),
        ),
      );
    return { account, secret, burst, app: t.app };
  }

  it('lets exactly the per-minute limit through a parallel burst', async () => {
    const { burst } = await setUp({ API_REQUESTS_PER_MINUTE: '5' });
    const responses = await burst(12);
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(7);
    const one = refused[0]!;
    expect(one.json().error).toMatch(/too many requests this minute/);
    expect(Number(one.headers['retry-after'])).toBeGreaterThan(0);
    expect(one.headers['ratelimit-remaining']).toBe('0');
    expect(one.headers['ratelimit-policy']).toBe('5;w=60, 10000;w=86400');
    const remaining = ok.map((r) => Number(r.headers['ratelimit-remaining'])).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });

  it('opens again at the next clock minute, having counted only what it served', async () => {
    const { burst, account, app } = await setUp(
      { API_REQUESTS_PER_MINUTE: '3' },
      { movesTime: true },
    );
    const first = await burst(6);
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(3);
    // Both instances have refused the key (each then refuses it from memory) until the minute ends.
    expect((await burst(2)).map((r) => r.statusCode)).toEqual([429, 429]);
    advanceTime(t!, 60_000);
    const next = await burst(4);
    expect(next.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/user/api-keys', headers: bearer(account.token) })
    ).json();
    expect(listed.keys[0].usage).toEqual({ today: 6, month: 6 });
  });

  it('stops at the daily quota, counts exactly that in Settings, and says when it starts again', async () => {
    const { burst, account, app } = await setUp({ API_REQUESTS_PER_DAY: '4' });
    const responses = await burst(10);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json().error).toBe(
      'This API key has used its 4 requests for today. The quota starts again at 00:00 UTC.',
    );
    const now = t!.clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(Math.abs(retryAfter - (midnight - now.getTime()) / 1000)).toBeLessThan(5);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/user/api-keys', headers: bearer(account.token) })
    ).json();
    expect(listed.keys[0].usage).toEqual({ today: 4, month: 4 });
    expect(listed.limits).toEqual({ perMinute: 60, perDay: 4 });
  });

  it('refuses a spent key from memory only for the day it spent: a clock moved back serves it', async () => {
    const { burst } = await setUp({ API_REQUESTS_PER_DAY: '2' }, { movesTime: true });
    expect((await burst(4)).map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    // A replay or an operator sets the clock back a day: that day's quota is untouched.
    advanceTime(t!, -86_400_000);
    expect((await burst(2)).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it("counts each key apart: one key's burst leaves another's quota alone", async () => {
    const { burst, account, app } = await setUp({ API_REQUESTS_PER_DAY: '3' });
    const second = await app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(account.token),
      payload: { name: 'Second' },
    });
    await burst(5);
    const other = await app.inject({
      method: 'GET',
      url: LEAGUES,
      headers: bearer(second.json().secret),
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('2');
  });
});
