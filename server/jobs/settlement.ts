import type { AppContext } from '../app-context.ts';
import { withJobLock } from '../db/queries/housekeeping.ts';
import { currentAsOf } from '../features/clock/replay-clock.ts';
import { settlePredictions } from '../features/grading/settle.ts';

const MINUTE = 60 * 1000;
const LOCK_ID = 72_331_906;

export async function runSettlement(ctx: AppContext) {
  const asOf = await currentAsOf(ctx);
  return withJobLock(ctx.db, LOCK_ID, (tx) => settlePredictions(tx, asOf, ctx.clock.now()));
}

/**
 * Settles predictions once a minute, so a clock moved by `npm run replay` (or results arriving)
 * grades what was played without a restart. One instance at a time, by advisory lock.
 */
export function scheduleSettlement(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runSettlement(ctx).then(
      (settled) => settled && ctx.log.info({ settled }, 'predictions settled'),
      (error: unknown) => ctx.log.error({ err: error }, 'settlement failed'),
    );
  };
  const timer = setInterval(run, MINUTE);
  timer.unref();
  // Stopping waits for a run in progress, so the database is not closed underneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
