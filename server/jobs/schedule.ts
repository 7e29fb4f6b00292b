import type { AppContext } from '../app-context.ts';
import { claimJobRun, finishJobRun } from '../db/queries/job-runs.ts';
import { SkippedRows } from '../db/skipped-rows.ts';
import { recordJobRun } from '../features/metrics/jobs.ts';
import { type Clock, realMsUntilNextStep, systemClock } from '../lib/clock.ts';

export interface ScheduledJob<T> {
  /** The job's name in `job_runs` and in the logs. */
  name: string;
  /**
   * Length of a period in the app's clock time; periods start at whole multiples of it since
   * the Unix epoch. On an accelerated clock a period passes `speed` times as fast.
   */
  everyMs: number;
  /**
   * The work. Undefined means another run still held the job's lock (recorded as 'busy'). Rows
   * it could not process go in `skipped` (the rest of its batch goes on): they are logged and
   * recorded with the run.
   */
  run(skipped: SkippedRows): Promise<T | undefined>;
  /** What to log after a run that did something. */
  report?(result: T): void;
}

/** A run's skipped rows past this many are counted in the log, not listed. */
const LOGGED_ROWS = 50;

/** After start-up, the current period is tried this soon (if no instance has run it yet). */
const FIRST_TRY_MS = 2_000;

/** Real milliseconds past a period's start a timer is set for: a timer may fire a hair early. */
const PAST_BOUNDARY_MS = 20;

/**
 * Runs `job` once per period across every instance sharing the database: at each period's
 * start, every instance tries to claim the period in `job_runs` and only the one whose insert
 * wins runs it. Instances need no clock agreement beyond a period: a late instance finds the
 * period claimed. An instance that dies mid-run loses that period's run; the next one runs.
 */
export function scheduleJob<T>(
  ctx: Pick<AppContext, 'db' | 'log' | 'instanceId' | 'metrics'> & { clock?: Clock },
  job: ScheduledJob<T>,
): () => Promise<void> {
  // Periods are clock time: on an accelerated clock (docs/operations.md "Playing a live weekend
  // locally") a minute's live poll runs every real second at ×60, and the runs are recorded at
  // the clock's times, as everything else the jobs write.
  const clock = ctx.clock ?? systemClock;
  const speed = clock.speed;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = async () => {
    const now = clock.now();
    const periodStart = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    const period = { job: job.name, periodStart };
    if (!(await claimJobRun(ctx.db, { ...period, instance: ctx.instanceId, now }))) return;
    const started = performance.now();
    // Only the job itself can fail the run; recording it afterwards is separate, so a failure
    // there is not counted as a second, failed run.
    let outcome: 'ok' | 'busy' | 'failed';
    let result: T | undefined;
    let failure: string | undefined;
    const skipped = new SkippedRows();
    try {
      result = await job.run(skipped);
      outcome = result === undefined ? 'busy' : 'ok';
    } catch (error) {
      outcome = 'failed';
      failure = error instanceof Error ? error.message : String(error);
      ctx.log.error({ err: error, job: job.name }, `${job.name} failed`);
    }
    if (skipped.rows.length > 0) {
      ctx.log.error(
        { job: job.name, skipped: skipped.rows.length, rows: skipped.rows.slice(0, LOGGED_ROWS) },
        `${job.name} skipped rows that failed`,
      );
    }
    recordJobRun(ctx.metrics, job.name, outcome, (performance.now() - started) / 1000);
    await finishJobRun(ctx.db, period, {
      outcome,
      error: failure,
      skipped: skipped.rows.map((r) => r.id),
      now: clock.now(),
    });
    if (outcome === 'ok') job.report?.(result as T);
  };

  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      // A run that outlasts its period (a slow provider) makes this instance sit the next one
      // out; another instance, or the next period, takes it.
      if (!busy) {
        busy = true;
        running = tick()
          .catch((error: unknown) =>
            ctx.log.error({ err: error, job: job.name }, `${job.name} could not be scheduled`),
          )
          .finally(() => {
            busy = false;
          });
      }
      next(realMsUntilNextStep(clock, job.everyMs) + PAST_BOUNDARY_MS);
    }, delayMs);
    timer.unref();
  };
  next(Math.min(FIRST_TRY_MS, Math.ceil(job.everyMs / speed)));

  // Stopping waits for a run in progress, so the database is not closed underneath it.
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
