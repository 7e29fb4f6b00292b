import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSportsData } from '../../data/ingest/run-ingest.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  MINI_MIRROR,
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
    t = await createTestApp(kind);
    await ingestSportsData(t.database.db, MINI_MIRROR);
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
});

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
