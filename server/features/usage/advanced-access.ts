import { type AdvancedLock, BLOCKABLE_SECTIONS } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { getLimits } from './usage-service.ts';

/**
 * Whether a viewer outside a search they paid for may see Advanced Analytics (the rule is written
 * out beside AdvancedLockSchema): signed out, never; signed in, while they can make a prediction.
 * Null means nothing is locked.
 */
export async function advancedLockFor(
  ctx: AppContext,
  userId: string | undefined,
): Promise<AdvancedLock> {
  if (!userId) return { sections: [...BLOCKABLE_SECTIONS], reason: 'signedOut' };
  const limits = await getLimits(ctx, userId);
  if (limits.hasSubscription || limits.canMakePrediction) return null;
  return { sections: [...BLOCKABLE_SECTIONS], reason: 'limitReached' };
}
