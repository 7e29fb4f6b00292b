import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema.ts';
import { createMetrics } from '../features/metrics/registry.ts';
import { acceleratedClock } from '../lib/clock.ts';
import { createTestDatabase, databaseKinds } from '../test/harness.ts';
import { scheduleJob } from './schedule.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('scheduled jobs across instances on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a job once per period however many instances schedule it', async () => {
    const ran: string[] = [];
    const PERIOD = 250;
    // Three instances scheduling the same job on one database.
    const stops = ['a', 'b', 'c'].map((instance) =>
      scheduleJob(
        { db: database.db, log, instanceId: instance, metrics: createMetrics() },
        {
          name: 'tick',
          everyMs: PERIOD,
          run: async () => {
            ran.push(instance);
            return true;
          },
        },
      ),
    );
    await sleep(PERIOD * 8);
    await Promise.all(stops.map((stop) => stop()));

    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'tick'))
      .orderBy(asc(jobRuns.periodStart));
    // Several periods went by, each run exactly once, by whichever instance claimed it.
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(ran).toHaveLength(rows.length);
    // Each claimed period ran once: an instance that ran without winning the claim would make
    // more runs than claims (three instances: up to three times as many).
    expect(rows.every((row) => row.outcome === 'ok' && row.finishedAt)).toBe(true);
  });

  it('records a failed run with its error, and a run that found the job busy', async () => {
    let calls = 0;
    const metrics = createMetrics();
    const stop = scheduleJob(
      { db: database.db, log, instanceId: 'solo', metrics },
      {
        name: 'flaky',
        everyMs: 200,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('provider answered 502');
          return undefined;
        },
      },
    );
    while (calls < 2) await sleep(50);
    await stop();
    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'flaky'))
      .orderBy(asc(jobRuns.periodStart));
    expect(rows[0]).toMatchObject({ outcome: 'failed', error: 'provider answered 502' });
    expect(rows[1]).toMatchObject({ outcome: 'busy', error: null });
    const runs = (await metrics.jobRuns.get()).values.map((v) => [v.labels.outcome, v.value]);
    expect(Object.fromEntries(runs)).toMatchObject({ failed: 1, busy: 1 });
  });

  it('counts periods in clock time: on a clock at ×600 a minute-long job runs every tenth of a second', async () => {
    const clock = acceleratedClock({
      start: new Date('2025-03-08T09:00:30Z'),
      speed: 600,
      realStart: new Date(),
    });
    const ran: Date[] = [];
    const stop = scheduleJob(
      { db: database.db, log, instanceId: 'fast', metrics: createMetrics(), clock },
      {
        name: 'every-clock-minute',
        everyMs: 60_000,
        run: async () => {
          ran.push(clock.now());
          return true;
        },
      },
    );
    // On real time the second run would be a minute away: the test would time out.
    while (ran.length < 4) await sleep(20);
    await stop();
    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'every-clock-minute'))
      .orderBy(asc(jobRuns.periodStart));
    const starts = rows.map((row) => row.periodStart.getTime());
    // The periods are the clock's minutes from where it started, one run each, and the runs
    // are recorded at the clock's times.
    expect(starts[0]).toBeGreaterThanOrEqual(Date.parse('2025-03-08T09:00:00Z'));
    expect(starts[0]).toBeLessThanOrEqual(Date.parse('2025-03-08T09:02:00Z'));
    expect(starts.every((start) => start % 60_000 === 0)).toBe(true);
    expect(new Set(starts).size).toBe(starts.length);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.startedAt.getTime()).toBeGreaterThanOrEqual(row.periodStart.getTime());
      expect(row.startedAt.getTime()).toBeLessThan(row.periodStart.getTime() + 60_000);
    }
  });
});
