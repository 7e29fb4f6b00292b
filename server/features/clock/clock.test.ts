import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/config.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { advanceReplayClock } from './advance-replay-clock.ts';

describe('the replay clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { AS_OF: '2025-01-15T12:00:00Z' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts at AS_OF, moves only forward, and the API reports it', async () => {
    const ctx = {
      db: t.database.db,
      config: testConfig({ AS_OF: '2025-01-15T12:00:00Z' }),
      clock: t.clock,
    };
    expect((await currentAsOf(ctx)).toISOString()).toBe('2025-01-15T12:00:00.000Z');
    const status = await t.app.inject({ url: '/api/status' });
    expect(status.json()).toEqual({
      mode: 'replay',
      asOf: '2025-01-15T12:00:00.000Z',
      // This database holds no prices.
      pricesUpdatedAt: null,
      // Offline: no news feeds, so the web promises news only with live data.
      newsFeeds: false,
      googleSignIn: false,
      providers: [],
      unmatchedTeams: [],
    });

    await advanceReplayClock(ctx, new Date('2025-02-01T00:00:00Z'));
    expect((await currentAsOf(ctx)).toISOString()).toBe('2025-02-01T00:00:00.000Z');
    await expect(advanceReplayClock(ctx, new Date('2025-01-20T00:00:00Z'))).rejects.toThrow(
      /only moves forward/,
    );
  });
});
