import type { AppContext } from '../app-context.ts';
import { withJobLock } from '../db/queries/housekeeping.ts';
import { SkippedRows } from '../db/skipped-rows.ts';
import { settleBets } from '../features/bets/settle-bets.ts';
import { regradeClosingLines } from '../features/grading/regrade-closing.ts';
import { settlePredictions } from '../features/grading/settle.ts';
import { settlePicks } from '../features/grading/settle-picks.ts';
import { currentAsOf } from '../sports/time/replay-clock.ts';
import { scheduleJob } from './schedule.ts';

const LOCK_ID = 72_331_906;

/**
 * One settlement run. A prediction or bet that fails is skipped into `skipped` (each write is
 * its own savepoint) and the rest are settled and committed, so one bad row never holds back
 * everyone else's; it stays unsettled and is tried again next run.
 */
export async function runSettlement(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  skipped = new SkippedRows(),
) {
  const asOf = await currentAsOf(ctx);
  return withJobLock(ctx.db, LOCK_ID, async (tx) => {
    const predictions = await settlePredictions(tx, asOf, ctx.clock.now(), skipped);
    // People's recorded bets on the same matches, graded in the same run (see settle-bets.ts).
    const bets = await settleBets(tx, asOf, skipped);
    // People's picks (their "Who wins?" votes and agree/disagree) on the same matches.
    const picks = await settlePicks(tx, asOf, skipped);
    // Grades taken against a frozen closing line, worked out again now that the provider's own
    // closing prices have arrived (live only: nothing is queued in replay). Not counted as
    // settled: nothing new was settled.
    await regradeClosingLines(tx, asOf, skipped);
    return predictions + bets + picks;
  });
}

/**
 * Settles predictions every period (a minute by default), so a clock moved by `npm run replay`
 * (or results arriving) grades what was played without a restart. Once per period across the
 * fleet; the advisory lock keeps a slow run from overlapping the next.
 */
export function scheduleSettlement(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'log' | 'instanceId' | 'metrics'>,
): () => Promise<void> {
  return scheduleJob(ctx, {
    name: 'settlement',
    everyMs: ctx.config.jobs.settlementEveryMs,
    run: (skipped) => runSettlement(ctx, skipped),
    report: (settled) => {
      if (settled) ctx.log.info({ settled }, 'predictions, bets and picks settled');
    },
  });
}
