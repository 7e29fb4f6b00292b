import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccountIn, lockAccount } from '../../db/queries/account-deletion.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
  testRedisUrl,
} from '../../test/harness.ts';
import { tablesMentioning } from './deletion-test-kit.ts';

describe.each(databaseKinds)('a search racing an account deletion on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t?.close());

  it('ends in one clean state: the search is deleted with the account or refused, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const person = await registerUser(t.app);
      await setPlan(t.database, person.user.id, round % 2 ? 'premium' : null);
      const search = t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(person.token),
        remoteAddress: nextIp(),
        payload: { query: 'Arsenal vs Manchester City prediction' },
      });
      const deletion = t.app.inject({
        method: 'DELETE',
        url: `/api/user/${person.user.id}`,
        headers: bearer(person.token),
        remoteAddress: nextIp(),
        payload: { password: person.password },
      });
      const [searched, deleted] = await Promise.all([search, deletion]);
      expect(deleted.statusCode).toBe(204);
      expect([200, 401]).toContain(searched.statusCode);
      expect(await tablesMentioning(t.database.db, [person.user.id, person.email])).toEqual([]);
    }
  });

  it('makes a search that reaches payment while the deletion holds the account wait, then refuse', async () => {
    const person = await registerUser(t.app);
    await setPlan(t.database, person.user.id, 'premium');
    let searched: Promise<{ statusCode: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      expect(await lockAccount(tx, person.user.id)).toBeDefined();
      searched = t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(person.token),
        remoteAddress: nextIp(),
        payload: { query: 'Newcastle vs Wolves' },
      });
      // On PostgreSQL, wait until the search is queued behind the lock on the account; PGlite
      // has one connection, so there the search waits for the whole transaction anyway.
      if (kind === 'postgres') await waitForLockWait(t);
      await eraseAccountIn(tx, person.user.id);
    });
    expect((await searched!).statusCode).toBe(401);
    // Only the transaction ran here; the rate-limit counters go after it (tested above).
    const left = await tablesMentioning(t.database.db, [person.user.id, person.email]);
    expect(left.filter((table) => table !== 'rate_limits')).toEqual([]);
  });
});

/** Until another connection waits on a row lock (a search paying, behind the deletion). */
async function waitForLockWait(t: TestApp) {
  const url = t.database.url!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await client.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the search never waited for the account lock');
  } finally {
    await client.end();
  }
}

describe.runIf(testRedisUrl)('rate-limit counters in Redis', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { REDIS_URL: testRedisUrl } });
    redis = new Redis(testRedisUrl!);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  const keysMentioning = async (needle: string) => redis.keys(`*${needle}*`);

  it('keep neither the id nor the email of a deleted account', async () => {
    const person = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: person.email, password: 'not it at all' },
    });
    const deleteAttempt = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/user/${person.user.id}`,
        headers: bearer(person.token),
        remoteAddress: nextIp(),
        payload: { password },
      });
    expect((await deleteAttempt('wrong password')).statusCode).toBe(403);
    expect(await keysMentioning(person.email)).not.toEqual([]);
    expect(await keysMentioning(person.user.id)).not.toEqual([]);

    expect((await deleteAttempt(person.password)).statusCode).toBe(204);
    expect(await keysMentioning(person.email)).toEqual([]);
    expect(await keysMentioning(person.user.id)).toEqual([]);
  });
});
