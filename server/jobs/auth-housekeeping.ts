import type { AppContext } from '../app-context.ts';
import { purgeExpiredAuthRows, withJobLock } from '../db/queries/housekeeping.ts';
import { purgeJobRuns } from '../db/queries/job-runs.ts';
import { scheduleJob } from './schedule.ts';

const LOCK_ID = 72_331_905;
/** How far back `job_runs` keeps its record. */
const KEEP_JOB_RUNS_MS = 7 * 24 * 60 * 60 * 1000;

export async function runAuthHousekeeping(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return withJobLock(ctx.db, LOCK_ID, async (tx) => {
    const now = ctx.clock.now();
    const purged = await purgeExpiredAuthRows(tx, now);
    const jobRuns = await purgeJobRuns(tx, new Date(now.getTime() - KEEP_JOB_RUNS_MS));
    return { ...purged, jobRuns };
  });
}

/** Clean-up (hourly by default) of expired sessions, spent reset tokens, ended rate-limit windows. */
export function scheduleAuthHousekeeping(ctx: AppContext): () => Promise<void> {
  return scheduleJob(ctx, {
    name: 'housekeeping',
    everyMs: ctx.config.jobs.housekeepingEveryMs,
    run: () => runAuthHousekeeping(ctx),
    report: (purged) => ctx.log.debug({ purged }, 'housekeeping done'),
  });
}
