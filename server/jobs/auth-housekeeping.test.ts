import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config/config.ts';
import { rateLimits, sessions } from '../db/schema.ts';
import { manualClock } from '../lib/clock.ts';
import { mediaStore } from '../lib/media.ts';
import { createRateLimits } from '../rate-limit/limiter.ts';
import {
  createTestDatabase,
  databaseKinds,
  memoryMailer,
  registerUser,
  TEST_START,
} from '../test/harness.ts';
import { runAuthHousekeeping } from './auth-housekeeping.ts';

describe.each(databaseKinds)('auth housekeeping on %s', (kind) => {
  const clock = manualClock(TEST_START);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('purges expired sessions but keeps live ones', async () => {
    const app = await buildApp({
      config: testConfig(),
      database,
      clock,
      mailer: memoryMailer(),
      webDir: '/nonexistent',
    });
    const ctx = {
      config: testConfig(),
      database,
      db: database.db,
      clock,
      mailer: memoryMailer(),
      log: app.log,
      media: mediaStore('/nonexistent'),
      limits: await createRateLimits({ database, log: app.log }),
    };
    await registerUser(app);
    clock.advance(31 * 24 * 3600 * 1000);
    const live = await registerUser(app);
    // Rate-limit counters: one whose window ended, one still counting.
    await database.db.insert(rateLimits).values([
      { key: 'test:ended', points: 3, expire: new Date(clock.now().getTime() - 1000) },
      { key: 'test:live', points: 3, expire: new Date(clock.now().getTime() + 60_000) },
    ]);
    const purged = await runAuthHousekeeping(ctx);
    expect(purged?.sessions).toBe(1);
    const counters = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.map((row) => row.key)).not.toContain('test:ended');
    expect(counters.map((row) => row.key)).toContain('test:live');
    const [left] = await database.db.select({ n: count() }).from(sessions);
    expect(left?.n).toBe(1);
    const me = await app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${live.token}` },
    });
    expect(me.statusCode).toBe(200);
    await app.close();
  });
});
