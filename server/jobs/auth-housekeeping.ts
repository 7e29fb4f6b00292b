import type { AppContext } from '../app-context.ts';
import { purgeExpiredAuthRows, withJobLock } from '../db/queries/housekeeping.ts';

const HOUR = 60 * 60 * 1000;
const LOCK_ID = 72_331_905;

export async function runAuthHousekeeping(ctx: AppContext) {
  return withJobLock(ctx.db, LOCK_ID, (tx) => purgeExpiredAuthRows(tx, ctx.clock.now()));
}

/** Hourly clean-up of expired sessions, spent reset tokens and ended rate-limit windows. */
export function scheduleAuthHousekeeping(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runAuthHousekeeping(ctx).then(
      (purged) => purged && ctx.log.debug({ purged }, 'auth housekeeping done'),
      (error: unknown) => ctx.log.error({ err: error }, 'auth housekeeping failed'),
    );
  };
  const timer = setInterval(run, HOUR);
  timer.unref();
  // Stopping waits for a run in progress, so the database is not closed underneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
