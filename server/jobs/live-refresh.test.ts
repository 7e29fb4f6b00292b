import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config/config.ts';
import type { LiveProviders } from '../features/live/providers.ts';
import { acceleratedClock } from '../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { runLiveRefresh } from './live-refresh.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live refresh', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs one pass at a time across instances on an accelerated clock, however fast the clock runs', async () => {
    let real = Date.parse('2026-05-01T10:00:00Z');
    const clock = acceleratedClock(
      { start: new Date('2025-03-08T09:00:00Z'), speed: 600, realStart: new Date(real) },
      () => real,
    );
    // The first provider answer of the first pass waits until the test lets it go: that pass is
    // still polling. Every other answer is an immediate 404.
    let letGo!: () => void;
    const slow = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let answers = 0;
    const providers: LiveProviders = {
      oddsApi: undefined,
      oddsApiMonthlyCredits: 20_000,
      footballDataUrl: 'http://127.0.0.1:9/',
      nflverseGamesUrl: 'http://127.0.0.1:9/games.csv',
      fetch: async () => {
        answers += 1;
        if (answers === 1) await slow;
        return new Response('not here', { status: 404 });
      },
    };
    const ctx = { db: database.db, clock, log, config: testConfig() };
    const first = runLiveRefresh(ctx, providers, 'instance-a');
    while (answers === 0) await sleep(5);

    // Two real seconds on, twenty minutes have passed on the clock: a lease dated in clock
    // minutes would have run out, and a second instance would poll the providers again.
    real += 2_000;
    expect(await runLiveRefresh(ctx, providers, 'instance-b')).toBeUndefined();

    letGo();
    expect(await first).toMatchObject({ files: { problems: expect.any(Number) } });
    // With the first pass done, the next instance's pass runs.
    expect(await runLiveRefresh(ctx, providers, 'instance-b')).toBeDefined();
  });
});
