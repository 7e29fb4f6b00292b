import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { replayAsOf, storeReplayAsOf } from '../../sports/time/replay-clock.ts';

/** Moves the replay clock forward; it never goes back, so what was settled stays settled. */
export async function advanceReplayClock(
  ctx: Pick<AppContext, 'db' | 'config'>,
  to: Date,
): Promise<{ from: Date; to: Date }> {
  if (ctx.config.live) throw badRequest('Strix is live: its clock is the wall clock.');
  const from = await replayAsOf(ctx);
  if (Number.isNaN(to.getTime())) throw badRequest('The new date is not a valid date.');
  if (to.getTime() <= from.getTime()) {
    throw badRequest(`The clock is at ${from.toISOString()}; it only moves forward.`);
  }
  await storeReplayAsOf(ctx, to);
  return { from, to };
}
