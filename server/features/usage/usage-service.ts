import type { SubscriptionInfo, TrackUsageResponse, UserLimits } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { findSubscription, searchPayment, usageSnapshot } from '../../db/queries/usage.ts';
import { notFound } from '../../lib/http-error.ts';
import { toLimits } from './limits.ts';

export async function getLimits(ctx: AppContext, userId: string): Promise<UserLimits> {
  const snapshot = await usageSnapshot(ctx.db, userId, ctx.clock.now());
  if (!snapshot) throw notFound('This account no longer exists.');
  return toLimits(snapshot);
}

/**
 * The spec's client reports each prediction it showed. The server counted it when the search
 * ran, so this only answers what was counted: it never spends, refunds or counts twice.
 */
export async function trackUsage(
  ctx: AppContext,
  userId: string,
  searchId: string | undefined,
): Promise<TrackUsageResponse> {
  const [limits, payment] = await Promise.all([
    getLimits(ctx, userId),
    searchId ? searchPayment(ctx.db, userId, searchId) : Promise.resolve(undefined),
  ]);
  return { ...limits, counted: payment !== undefined, spentFrom: payment?.spent_from ?? null };
}

export async function getSubscription(ctx: AppContext, userId: string): Promise<SubscriptionInfo> {
  const [subscription, limits] = await Promise.all([
    findSubscription(ctx.db, userId),
    getLimits(ctx, userId),
  ]);
  if (!subscription || !limits.hasSubscription) {
    return {
      plan: null,
      nextBilling: null,
      status: subscription?.status ?? null,
      cancelAtPeriodEnd: false,
    };
  }
  return {
    plan: limits.subscriptionPlan,
    nextBilling: subscription.currentPeriodEnd.toISOString(),
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}
