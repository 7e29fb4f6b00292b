import type { StatusResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { readAppState } from '../../db/queries/sports-ingest.ts';
import { acceleratedClock, realMsUntilNextStep, systemClock } from '../../lib/clock.ts';
import { currentAsOf, liveStepMs } from '../../sports/time/replay-clock.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { openAcceleratedClock } from './live-clock.ts';

const START = new Date('2025-03-08T09:00:00Z');
const REAL_START = Date.parse('2026-05-01T10:00:00Z');
const LIVE = {
  LIVE_DATA: 'on',
  FOOTBALL_DATA_URL: 'http://127.0.0.1:9/',
  NFLVERSE_GAMES_URL: 'http://127.0.0.1:9/games.csv',
};

function quietLog() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  return {
    lines,
    info: (_obj: object, msg: string) => lines.push({ level: 'info', msg }),
    warn: (_obj: object, msg: string) => lines.push({ level: 'warn', msg }),
  };
}

describe('the accelerated live clock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads start + real time elapsed × speed, and steps at most about once a real second', () => {
    let real = REAL_START;
    const clock = acceleratedClock(
      { start: START, speed: 600, realStart: new Date(REAL_START) },
      () => real,
    );
    expect(clock.now().toISOString()).toBe('2025-03-08T09:00:00.000Z');
    real += 10_000;
    // Ten real seconds at ×600: 100 minutes.
    expect(clock.now().toISOString()).toBe('2025-03-08T10:40:00.000Z');
    // The next whole clock hour (11:00) is 20 clock minutes, two real seconds, away.
    expect(realMsUntilNextStep(clock, 3_600_000)).toBe(2_000);

    expect(liveStepMs(systemClock)).toBe(60_000);
    expect(liveStepMs(acceleratedClock({ ...clock.accelerated, speed: 60 }))).toBe(60_000);
    expect(liveStepMs(clock)).toBe(10 * 60_000);
    expect(liveStepMs(acceleratedClock({ ...clock.accelerated, speed: 3600 }))).toBe(3_600_000);
  });

  describe('kept in the database', () => {
    const live = testConfig(LIVE).live!;

    it('waits at its start until started, carries on across a restart, and starts again when its settings change', async () => {
      const log = quietLog();
      let real = REAL_START - 30_000;
      const open = (speed: number, into = quietLog()) =>
        openAcceleratedClock(database.db, { start: START, speed }, live, into, () => real);
      const first = await open(600, log);
      // Half a real minute starting the app (ten hours at ×600) costs the clock nothing: it
      // waits at its start until the app is ready.
      real += 30_000;
      expect(first.clock.running).toBe(false);
      expect(first.clock.now().toISOString()).toBe('2025-03-08T09:00:00.000Z');
      expect(log.lines).toEqual([]);
      await first.start();
      expect(log.lines).toEqual([
        {
          level: 'info',
          msg: 'the clock is accelerated: not real time: the clock started at 2025-03-08T09:00:00.000Z and runs 600× real time (since 2026-05-01T10:00:00.000Z).',
        },
      ]);
      real += 10_000;
      expect(first.clock.now().toISOString()).toBe('2025-03-08T10:40:00.000Z');

      // Restarted a real minute after it started: the clock is where it would have been, ten
      // hours on, not back at its start (where every job period up to here is already claimed).
      real = REAL_START + 60_000;
      const restarted = await open(600);
      expect(restarted.clock.running).toBe(true);
      expect(restarted.clock.now().toISOString()).toBe('2025-03-08T19:00:00.000Z');
      await restarted.start();
      expect(restarted.clock.accelerated.realStart.getTime()).toBe(REAL_START);

      const changedLog = quietLog();
      const changed = await open(60, changedLog);
      expect(changedLog.lines[0]).toMatchObject({
        level: 'warn',
        msg: expect.stringMatching(/^LIVE_CLOCK_START or LIVE_CLOCK_SPEED changed/),
      });
      real += 5_000;
      expect(changed.clock.now().toISOString()).toBe('2025-03-08T09:00:00.000Z');
      await changed.start();
      expect(changed.clock.accelerated).toMatchObject({ speed: 60, realStart: new Date(real) });
      // Every instance opened on the new settings runs from that start.
      expect((await open(60)).clock.accelerated.realStart).toEqual(new Date(real));
    });

    it('warns when it would poll the real providers', async () => {
      const log = quietLog();
      await openAcceleratedClock(
        database.db,
        { start: START, speed: 60 },
        testConfig({ LIVE_DATA: 'on' }).live!,
        log,
      );
      expect(log.lines.filter((line) => line.level === 'warn')).toEqual([
        {
          level: 'warn',
          msg: 'the accelerated clock polls real providers: they serve today, not the clock, and polls spend credits as fast as the clock runs',
        },
      ]);
    });
  });

  describe('in the app', () => {
    it('is the app clock LIVE_CLOCK_START and LIVE_CLOCK_SPEED ask for, and the status says it is not real time', async () => {
      const config = testConfig({
        ...LIVE,
        LIVE_CLOCK_START: START.toISOString(),
        LIVE_CLOCK_SPEED: '600',
      });
      const app = await buildApp({ config, database, webDir: '/nonexistent' });
      try {
        const status = (await app.inject({ url: '/api/status' })).json() as StatusResponse;
        expect(status.mode).toBe('live');
        expect(status.acceleratedClock).toMatchObject({
          speed: 600,
          startedAt: '2025-03-08T09:00:00.000Z',
          note: expect.stringMatching(
            /^not real time: the clock started at 2025-03-08T09:00:00.000Z and runs 600× real time/,
          ),
        });
        // Steps of ten clock minutes (a real second), from the start, in the clock's 2025.
        const asOf = Date.parse(status.asOf);
        expect(asOf).toBeGreaterThanOrEqual(START.getTime());
        expect(asOf % 600_000).toBe(0);
        expect(asOf).toBeLessThan(Date.parse('2025-03-09T00:00:00Z'));
        // Ready, the app started the clock: from the real instant it stored for every instance.
        expect(await readAppState(database.db, 'live_clock')).toEqual({
          start: START.toISOString(),
          speed: 600,
          realStart: status.acceleratedClock?.realStartedAt,
        });
      } finally {
        await app.close();
      }
    });

    it('reports the clock in the status and dates "now" to its step', async () => {
      let real = REAL_START + 10_000;
      const clock = acceleratedClock(
        { start: START, speed: 600, realStart: new Date(REAL_START) },
        () => real,
      );
      const config = testConfig(LIVE);
      const app = await buildApp({ config, database, clock, webDir: '/nonexistent' });
      try {
        const status = async () =>
          (await app.inject({ url: '/api/status' })).json() as StatusResponse;
        expect(await status()).toMatchObject({
          mode: 'live',
          asOf: '2025-03-08T10:40:00.000Z',
          acceleratedClock: {
            speed: 600,
            startedAt: '2025-03-08T09:00:00.000Z',
            realStartedAt: '2026-05-01T10:00:00.000Z',
          },
        });
        // 10:49:54 is still the 10:40 step; 10:50 starts the next.
        real += 990;
        expect((await currentAsOf({ db: database.db, config, clock })).toISOString()).toBe(
          '2025-03-08T10:40:00.000Z',
        );
        real += 10;
        expect((await status()).asOf).toBe('2025-03-08T10:50:00.000Z');
      } finally {
        await app.close();
      }
    });

    it('is not mentioned on the real clock', async () => {
      const app = await buildApp({ config: testConfig(LIVE), database, webDir: '/nonexistent' });
      try {
        const status = (await app.inject({ url: '/api/status' })).json() as StatusResponse;
        expect(status.mode).toBe('live');
        expect(status).not.toHaveProperty('acceleratedClock');
      } finally {
        await app.close();
      }
    });

    it('says live answers carry news: the default feeds, unless NEWS_FEEDS is off', async () => {
      const newsFeeds = async (env: NodeJS.ProcessEnv) => {
        const config = testConfig({ ...LIVE, ...env });
        const app = await buildApp({ config, database, webDir: '/nonexistent' });
        try {
          return ((await app.inject({ url: '/api/status' })).json() as StatusResponse).newsFeeds;
        } finally {
          await app.close();
        }
      };
      expect(await newsFeeds({ NEWS_FEEDS: undefined })).toBe(true);
      expect(await newsFeeds({ NEWS_FEEDS: 'off' })).toBe(false);
    });
  });
});
