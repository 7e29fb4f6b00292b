import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { sessions } from '../db/schema.ts';
import { manualClock } from '../lib/clock.ts';
import { mediaStore } from '../lib/media.ts';
import { createRateLimits } from '../lib/rate-limit/limiter.ts';
import { createTestDatabase, databaseKinds, memoryMailer, registerUser } from '../test/harness.ts';
import { runAuthHousekeeping } from './auth-housekeeping.ts';

describe.each(databaseKinds)('auth housekeeping on %s', (kind) => {
  const clock = manualClock();
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
      limits: await createRateLimits({ db: database.db, log: app.log }),
    };
    await registerUser(app);
    clock.advance(31 * 24 * 3600 * 1000);
    const live = await registerUser(app);
    const purged = await runAuthHousekeeping(ctx);
    expect(purged?.sessions).toBe(1);
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
