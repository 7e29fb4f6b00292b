import type { AppContext } from '../app-context.ts';
import { withJobLock } from '../db/queries/housekeeping.ts';
import { settleBets } from '../features/bets/settle-bets.ts';
import { currentAsOf } from '../features/clock/replay-clock.ts';
import { settlePredictions } from '../features/grading/settle.ts';
import { scheduleJob } from './schedule.ts';

const LOCK_ID = 72_331_906;

export async function runSettlement(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>) {
  const asOf = await currentAsOf(ctx);
  return withJobLock(ctx.db, LOCK_ID, async (tx) => {
    const predictions = await settlePredictions(tx, asOf, ctx.clock.now());
    // People's recorded bets on the same matches, graded in the same run (see settle-bets.ts).
    const bets = await settleBets(tx, asOf);
    return predictions + bets;
  });
}

/**
 * Settles predictions every period (a minute by default), so a clock moved by `npm run replay`
 * (or results arriving) grades what was played without a restart. Once per period across the
 * fleet; the advisory lock keeps a slow run from overlapping the next.
 */
export function scheduleSettlement(ctx: AppContext): () => Promise<void> {
  return scheduleJob(ctx, {
    name: 'settlement',
    everyMs: ctx.config.jobs.settlementEveryMs,
    run: () => runSettlement(ctx),
    report: (settled) => {
      if (settled) ctx.log.info({ settled }, 'predictions and bets settled');
    },
  });
}
