import { and, eq, lt } from 'drizzle-orm';
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

export async function finishJobRun(
  db: Db,
  run: { job: string; periodStart: Date },
  result: { outcome: 'ok' | 'failed' | 'busy'; error?: string; now: Date },
) {
  await db
    .update(jobRuns)
    .set({ finishedAt: result.now, outcome: result.outcome, error: result.error ?? null })
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
