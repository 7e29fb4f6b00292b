import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema.ts';
import { createMetrics } from '../features/metrics/registry.ts';
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
});
