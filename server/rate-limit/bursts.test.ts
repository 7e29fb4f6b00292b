import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, rateLimits, users, votes } from '../db/schema.ts';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  databaseKinds,
  memoryMailer,
  nextIp,
  registerUser,
  type TestApp,
  testRedisUrl,
  uniqueEmail,
} from '../test/harness.ts';

/**
 * Bursts of parallel requests against every limit: the count is taken before the attempt is
 * judged, so no burst gets more than the limit through, whichever store keeps the count and
 * however many app instances share it.
 */
const stores: { kind: DatabaseKind; redis: boolean }[] = [
  ...databaseKinds.map((kind) => ({ kind, redis: false })),
  ...(testRedisUrl ? [{ kind: 'pglite' as const, redis: true }] : []),
];

const statuses = (responses: { statusCode: number }[]) => {
  const tally = new Map<number, number>();
  for (const { statusCode } of responses) tally.set(statusCode, (tally.get(statusCode) ?? 0) + 1);
  return Object.fromEntries(tally);
};

describe.each(stores)('rate limits under bursts on $kind (Redis: $redis)', ({ kind, redis }) => {
  let t: TestApp;
  let peer: FastifyInstance;
  const mailer = memoryMailer();

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: redis ? { REDIS_URL: testRedisUrl } : {} });
    peer = await t.peer();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Alternates requests between the two instances, as a round-robin balancer would. */
  const spread = (requests: InjectOptions[]) =>
    Promise.all(requests.map((request, i) => (i % 2 === 0 ? t.app : peer).inject(request)));

  const login = (email: string, password: string, ip = nextIp()): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

  it('40 parallel wrong passwords for one account: 10 judged, 30 refused unjudged', async () => {
    const { email, password } = await registerUser(t.app);
    const burst = await spread(Array.from({ length: 40 }, (_, i) => login(email, `guess-${i}`)));
    expect(statuses(burst)).toEqual({ 401: 10, 429: 30 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // The right password is refused too while the account is blocked.
    expect((await t.app.inject(login(email, password))).statusCode).toBe(429);
  });

  it('100 guesses from 100 addresses, the right one last: it never gets in', async () => {
    const { email, password } = await registerUser(t.app);
    const guesses = Array.from({ length: 99 }, (_, i) => login(email, `wrong-${i}`));
    const burst = await spread([...guesses, login(email, password)]);
    const judged = burst.filter((r) => r.statusCode !== 429);
    expect(judged.length).toBe(10);
    expect(burst.at(-1)!.statusCode).toBe(429);
    // No success wiped the count: still blocked.
    expect((await peer.inject(login(email, password))).statusCode).toBe(429);
  });

  it('a right password does not count as a failure, and does not forgive earlier ones', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 9; i++) {
      expect((await t.app.inject(login(email, `nope-${i}`))).statusCode).toBe(401);
    }
    expect((await t.app.inject(login(email, password))).statusCode).toBe(200);
    expect((await t.app.inject(login(email, password))).statusCode).toBe(200);
    expect((await t.app.inject(login(email, 'last-try'))).statusCode).toBe(401);
    expect((await t.app.inject(login(email, 'one-too-many'))).statusCode).toBe(429);
  });

  it('one address spraying many accounts: 30 failures, then refused', async () => {
    const ip = nextIp();
    const burst = await spread(
      Array.from({ length: 40 }, () => login(uniqueEmail('spray'), 'whatever1', ip)),
    );
    expect(statuses(burst)).toEqual({ 401: 30, 429: 10 });
  });

  it('30 parallel reset requests for one account: 5 tokens and 5 mails', async () => {
    const { email, user } = await registerUser(t.app);
    const mailsBefore = mailer.sent.length;
    const burst = await spread(
      Array.from({ length: 30 }, () => ({
        method: 'POST' as const,
        url: '/api/auth/forgot-password',
        remoteAddress: nextIp(),
        payload: { email },
      })),
    );
    expect(statuses(burst)).toEqual({ 200: 5, 429: 25 });
    const [tokens] = await t.database.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens?.n).toBe(5);
    // Mails are sent without being awaited (so timing reveals nothing); give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent.length - mailsBefore).toBe(5);
  });

  it('30 parallel registrations from one address: 10 accounts', async () => {
    const ip = nextIp();
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const burst = await spread(
      Array.from({ length: 30 }, () => ({
        method: 'POST' as const,
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: {
          name: 'Burst',
          email: uniqueEmail('burst'),
          password: 'secret1',
          confirmPassword: 'secret1',
        },
      })),
    );
    expect(statuses(burst)).toEqual({ 200: 10, 429: 20 });
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n - before!.n).toBe(10);
  });

  it('public endpoints count once across instances: 130 questions, 120 answered', async () => {
    const ip = nextIp();
    const burst = await spread(
      Array.from({ length: 130 }, () => ({
        method: 'GET' as const,
        url: '/api/interpret?q=Arsenal',
        remoteAddress: ip,
      })),
    );
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '120', 'ratelimit-remaining': '0' });
    // Every answer says where the client stands.
    const remaining = burst
      .filter((r) => r.statusCode !== 429)
      .map((r) => Number(r.headers['ratelimit-remaining']))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 120 }, (_, i) => i));
  });

  it('dropping the voter cookie adds at most 3 anonymous votes per match and address', async () => {
    const ip = nextIp();
    const vote = (ip: string, headers: InjectOptions['headers'] = {}) => ({
      method: 'POST' as const,
      url: '/api/vote',
      remoteAddress: ip,
      headers,
      payload: { homeTeam: 'Cap United', awayTeam: 'Cookie City', voteType: 'upvote' },
    });
    // Ten fresh "people" (no cookie each time) from one address, in parallel.
    const burst = await spread(Array.from({ length: 10 }, () => vote(ip)));
    expect(statuses(burst)).toEqual({ 200: 3, 429: 7 });
    expect(burst.find((r) => r.statusCode === 429)!.json().error).toMatch(/Sign in/);
    // Someone signed in on that network still votes, and so does another address.
    const member = await registerUser(t.app);
    expect((await t.app.inject(vote(ip, bearer(member.token)))).statusCode).toBe(200);
    expect((await t.app.inject(vote(nextIp()))).statusCode).toBe(200);
    const counts = await t.app.inject({
      url: '/api/votes/Cap%20United/Cookie%20City',
      remoteAddress: nextIp(),
    });
    expect(counts.json().voteCounts).toEqual({ upvotes: 5, downvotes: 0 });
    const [stored] = await t.database.db.select({ n: count() }).from(votes);
    expect(stored?.n).toBeGreaterThanOrEqual(5);
  });

  it.runIf(redis)('keeps the counts in Redis, not the database', async () => {
    const [rows] = await t.database.db.select({ n: count() }).from(rateLimits);
    expect(rows?.n).toBe(0);
  });
});

describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the app starts anyway and counts in memory meanwhile.
    t = await createTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still limits, per instance, rather than failing or letting everything through', async () => {
    const { email } = await registerUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: nextIp(),
          payload: { email, password: `guess-${i}` },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: 5 });
  });
});
