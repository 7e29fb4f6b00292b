import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config/config.ts';
import type { Mailer } from '../data/mail/mailer.ts';
import { connectPostgres, type Database, openPglite } from '../db/client.ts';
import { setUserPlan } from '../db/queries/usage.ts';
import { type Clock, manualClock } from '../lib/clock.ts';
import { pgliteTemplate, postgresTemplate, type TemplateName } from './database-templates.ts';
import { MINI_MIRROR } from './mini-mirror.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';

export { createEmptyPostgresDatabase, MINI_MIRROR };

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A database the tests made: `url` is set on PostgreSQL (for clients other than the app's). */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database (in-memory PGlite, or a throwaway database on the test server), with
 * the mini mirror loaded when `from` is 'mini-mirror'. Both start as a copy of the run's template
 * (database-templates.ts); `migrate()` then only checks.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  from: TemplateName = 'migrated',
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined, { loadDataDir: await pgliteTemplate(from) });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const template = await postgresTemplate(adminUrl, from);
  const empty = await createEmptyPostgresDatabase(adminUrl, { template });
  const database = connectPostgres(empty.url, 20);
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** Collects mail instead of sending it. */
export function memoryMailer(): Mailer & { sent: Parameters<Mailer['send']>[0][] } {
  const sent: Parameters<Mailer['send']>[0][] = [];
  return {
    delivers: false,
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

/**
 * The token of the last reset link mailed to `email`: the only way it leaves the server (besides
 * the log line without SMTP), as the forgot-password answer never carries it.
 */
export function mailedResetToken(mailer: ReturnType<typeof memoryMailer>, email: string): string {
  const mail = mailer.sent.findLast((message) => message.to === email);
  const token = mail && /[?&]resetToken=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

/**
 * Where a test that moves time starts (startTime): a fixed instant, never today, so no such test
 * depends on the day it runs. Mid-month and mid-morning (UTC): moving by hours or days stays
 * inside one day or month, and a test about a boundary puts the clock there itself.
 */
export const TEST_START = new Date('2026-03-11T09:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock & { advance(ms: number): void };
  /** Another app instance on the same database, clock and rate-limit store (closed with t). */
  peer(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** 'mini-mirror': the database starts with the mini mirror loaded (as ingestSportsData would). */
  from?: TemplateName;
  mailer?: Mailer;
  webDir?: string;
}

export async function createTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind, options.from);
  // Today, as the app would see it; a test that moves time first sets it with startTime.
  const clock = manualClock(new Date());
  // Tests share one Redis: each app counts its rate limits under its own prefix.
  const rateLimitNamespace = `test-${randomBytes(6).toString('hex')}`;
  const instance = () =>
    buildApp({
      config: testConfig(options.env),
      database,
      clock,
      mailer: options.mailer,
      webDir: options.webDir ?? '/nonexistent',
      rateLimitNamespace,
    });
  const app = await instance();
  const peers: FastifyInstance[] = [];
  return {
    app,
    database,
    clock,
    async peer() {
      const peer = await instance();
      peers.push(peer);
      return peer;
    },
    async close() {
      for (const peer of peers) await peer.close();
      await app.close();
      await database.close();
    },
  };
}

/** Redis for the shared-limit tests when TEST_REDIS_URL is set (CI sets it). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/**
 * Starts a test that moves time at a fixed instant (TEST_START unless given), never today: sets
 * the app's clock there and fakes the wall clock (Date, which the rate limiter and PGlite's now()
 * read) at the same instant. Call it before anything the test counts (a rate limit's window starts
 * at the first attempt), and vi.useRealTimers() when done.
 */
export function startTime(t: Pick<TestApp, 'clock'>, at: Date = TEST_START) {
  t.clock.advance(at.getTime() - t.clock.now().getTime());
  vi.useFakeTimers({ toFake: ['Date'], now: at });
}

/** Moves the app's clock and the wall clock together; the test must have called startTime. */
export function advanceTime(t: Pick<TestApp, 'clock'>, ms: number) {
  if (!vi.isFakeTimers()) {
    throw new Error('advanceTime: call startTime(t) at the start of the test');
  }
  t.clock.advance(ms);
  vi.setSystemTime(t.clock.now());
}

let counter = 0;
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

/** Registers a user and returns its token and cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; name?: string; ip?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: overrides.ip ?? nextIp(),
    payload: { name: overrides.name ?? 'Ana Lima', email, password, confirmPassword: password },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { token: string; user: { id: string } };
  return { email, password, token: body.token, user: body.user, cookie: sessionCookieOf(response) };
}

let ipCounter = 0;
/** Distinct client addresses keep per-IP limits of unrelated tests apart. */
export const nextIp = () =>
  `127.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'strix_session');
  return cookie?.value || undefined;
}

export const bearer = (token: string): InjectOptions['headers'] => ({
  authorization: `Bearer ${token}`,
});

/** Puts a user on a paid plan until `until` (what a fulfilled subscription does). */
export async function setPlan(
  database: Pick<Database, 'db'>,
  userId: string,
  plan: 'pro' | 'premium' | null,
  until: Date | null = new Date(Date.now() + 30 * 86_400_000),
) {
  await setUserPlan(database.db, userId, plan, until);
}

/** A subscriber: registered, then on Premium (every odds table, value bet and search unlimited). */
export async function registerSubscriber(t: Pick<TestApp, 'app' | 'database'>) {
  const registered = await registerUser(t.app);
  await setPlan(t.database, registered.user.id, 'premium');
  return registered;
}
