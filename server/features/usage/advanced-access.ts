import { type AdvancedLock, BLOCKABLE_SECTIONS } from '@contract';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { getLimits } from './usage-service.ts';

/**
 * Whether a viewer outside a search they paid for may see Advanced Analytics (the rule is written
 * out beside AdvancedLockSchema): signed out, never; signed in, while they can make a prediction.
 * Null means nothing is locked.
 */
export async function advancedLockFor(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'plan' | 'planUntil'> | undefined,
): Promise<AdvancedLock> {
  if (!user) return { sections: [...BLOCKABLE_SECTIONS], reason: 'signedOut' };
  // A plan in force (as the session read it) opens everything without counting today's use.
  if (user.plan && user.planUntil && user.planUntil.getTime() > ctx.clock.now().getTime())
    return null;
  const limits = await getLimits(ctx, user.id);
  if (limits.hasSubscription || limits.canMakePrediction) return null;
  return { sections: [...BLOCKABLE_SECTIONS], reason: 'limitReached' };
}
