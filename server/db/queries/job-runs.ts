import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { jobRuns } from '../schema.ts';

/**
 * Claims `job` for the period starting at `periodStart`. Exactly one caller (of any instance)
 * gets true: the primary key makes the second insert a no-op.
 */
export async function claimJobRun(
  db: Db,
  run: { job: string; periodStart: Date; instance: string; now: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({
      job: run.job,
      periodStart: run.periodStart,
      instance: run.instance,
      startedAt: run.now,
    })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/** A run records this many of its skipped rows' ids (and how many there were in all). */
export const RECORDED_SKIPPED_IDS = 20;

export async function finishJobRun(
  db: Db,
  run: { job: string; periodStart: Date },
  result: {
    outcome: 'ok' | 'failed' | 'busy';
    error?: string;
    /** Ids of the rows the run skipped because they failed. */
    skipped?: readonly string[];
    now: Date;
  },
) {
  const skipped = result.skipped ?? [];
  await db
    .update(jobRuns)
    .set({
      finishedAt: result.now,
      outcome: result.outcome,
      error: result.error ?? null,
      failedRows: skipped.length,
      failedIds: skipped.length > 0 ? skipped.slice(0, RECORDED_SKIPPED_IDS) : null,
    })
    .where(and(eq(jobRuns.job, run.job), eq(jobRuns.periodStart, run.periodStart)));
}

/** The record of runs is for looking back a few days; older rows only take space. */
export async function purgeJobRuns(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(jobRuns)
    .where(lt(jobRuns.periodStart, before))
    .returning({ job: jobRuns.job });
  return gone.length;
}

/** Each job's latest finished run, by job name: what /ready reports. */
export async function latestJobRuns(db: Db) {
  return db
    .selectDistinctOn([jobRuns.job], {
      job: jobRuns.job,
      periodStart: jobRuns.periodStart,
      finishedAt: jobRuns.finishedAt,
      outcome: jobRuns.outcome,
      failedRows: jobRuns.failedRows,
      failedIds: jobRuns.failedIds,
    })
    .from(jobRuns)
    .where(isNotNull(jobRuns.finishedAt))
    .orderBy(asc(jobRuns.job), desc(jobRuns.periodStart));
}
