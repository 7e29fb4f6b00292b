import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advanceTime,
  bearer,
  createTestApp,
  type DatabaseKind,
  databaseKinds,
  mailedResetToken,
  memoryMailer,
  nextIp,
  registerUser,
  startTime,
  type TestApp,
  testRedisUrl,
} from '../../test/harness.ts';
import * as passwords from './passwords.ts';

// The real argon2, counted: a made-up reset token must not cost a password hash.
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const TOO_MANY = { error: 'Too many attempts. Please wait a few minutes and try again.' };

const statusCounts = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const stores: { kind: DatabaseKind; redis: boolean }[] = [
  ...databaseKinds.map((kind) => ({ kind, redis: false })),
  ...(testRedisUrl ? [{ kind: 'pglite' as const, redis: true }] : []),
];

describe.each(stores)(
  'attempt limits on passwords, on $kind (Redis: $redis)',
  ({ kind, redis }) => {
    let t: TestApp;
    /** A second instance on the same store: bursts are split over both. */
    let peer: FastifyInstance;
    const mailer = memoryMailer();
    const instance = (i: number) => (i % 2 === 0 ? t.app : peer);

    beforeAll(async () => {
      t = await createTestApp(kind, { mailer, env: redis ? { REDIS_URL: testRedisUrl } : {} });
      peer = await t.peer();
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(() => {
      vi.mocked(passwords.hashPassword).mockClear();
    });

    const changePassword = (token: string, currentPassword: string, ip = nextIp(), i = 0) =>
      instance(i).inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        remoteAddress: ip,
        payload: { currentPassword, newPassword: 'brand new pass' },
      });

    const resetPassword = (token: string, ip = nextIp(), i = 0) =>
      instance(i).inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: ip,
        payload: { token, password: 'reset password', confirmPassword: 'reset password' },
      });

    it('refuses a parallel burst of current-password guesses on one account after 5, from any address', async () => {
      const { token, password } = await registerUser(t.app);
      const burst = await Promise.all(
        Array.from({ length: 140 }, (_, i) => changePassword(token, `guess ${i}`, nextIp(), i)),
      );
      expect(statusCounts(burst)).toEqual({ 400: 5, 429: 135 });
      const refused = burst.find((response) => response.statusCode === 429)!;
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The right password waits out the block like everyone else.
      expect((await changePassword(token, password)).statusCode).toBe(429);
    });

    // Redis ends its windows on its own clock, which the test cannot move.
    it.skipIf(redis)('lets the right current password through once the block ends', async () => {
      startTime(t);
      try {
        const { token, password } = await registerUser(t.app);
        for (let i = 0; i < 5; i++) await changePassword(token, `guess ${i}`);
        expect((await changePassword(token, password)).statusCode).toBe(429);
        advanceTime(t, 15 * 60 * 1000 + 1000);
        expect((await changePassword(token, password)).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses current-password guesses from one address spread over many accounts after 20', async () => {
      const ip = nextIp();
      const accounts = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
      const burst = await Promise.all(
        accounts.flatMap(({ token }) =>
          Array.from({ length: 5 }, (_, i) => changePassword(token, `guess ${i}`, ip, i)),
        ),
      );
      expect(statusCounts(burst)).toEqual({ 400: 20, 429: 5 });

      const fresh = await registerUser(t.app);
      expect((await changePassword(fresh.token, fresh.password, ip)).statusCode).toBe(429);
      expect((await changePassword(fresh.token, fresh.password)).statusCode).toBe(200);
    });

    it('refuses a parallel burst of made-up reset tokens from one address after 20, hashing none', async () => {
      const ip = nextIp();
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          resetPassword(`made-up-token-${i}`.padEnd(43, 'x'), ip, i),
        ),
      );
      expect(statusCounts(burst)).toEqual({ 400: 20, 429: 40 });
      expect(burst.find((response) => response.statusCode === 429)!.json()).toEqual(TOO_MANY);
      expect(passwords.hashPassword).not.toHaveBeenCalled();

      // The address is refused even a real link; from another one the link works.
      const { email } = await registerUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: nextIp(),
        payload: { email },
      });
      const token = mailedResetToken(mailer, email);
      expect((await resetPassword(token, ip)).statusCode).toBe(429);
      vi.mocked(passwords.hashPassword).mockClear();
      expect((await resetPassword(token)).statusCode).toBe(200);
      expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
    });
  },
);
