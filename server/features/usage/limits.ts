import {
  BLOCKABLE_SECTIONS,
  FREE_DAILY_PREDICTIONS,
  type Paywall,
  PLANS,
  type UserLimits,
} from '@contract';
import type { UsageSnapshot } from '../../db/queries/usage.ts';

/** Daily allowances by plan, from the plan definitions (Premium: unlimited). */
export const DAILY_LIMITS = {
  free: FREE_DAILY_PREDICTIONS,
  pro: PLANS.find((plan) => plan.id === 'pro')!.dailyPredictions!,
} as const;

const planName = (plan: UsageSnapshot['plan']) =>
  plan === 'free' ? null : PLANS.find((p) => p.id === plan)!.name;

/**
 * The spec's User limits from what the database counted. Subscribers are not usage-tracked
 * (product spec, 'Roles and permissions'), so `hasSubscription` means "a paid plan is in force";
 * Pro still has its 50 a day.
 */
export function toLimits(snapshot: UsageSnapshot): UserLimits {
  const dailyLimit = snapshot.plan === 'premium' ? null : DAILY_LIMITS[snapshot.plan];
  const remaining = dailyLimit === null ? null : Math.max(0, dailyLimit - snapshot.usedToday);
  return {
    hasSubscription: snapshot.plan !== 'free',
    subscriptionPlan: planName(snapshot.plan),
    canMakePrediction: remaining === null || remaining > 0 || snapshot.credits > 0,
    remainingPredictions: remaining,
    remainingCredits: snapshot.credits,
    resetTime: snapshot.resetTime.toISOString(),
    dailyLimit,
    usedToday: snapshot.usedToday,
  };
}

/** Sections blurred for a non-subscriber who cannot make another prediction. */
export function toPaywall(limits: UserLimits): Paywall {
  return {
    blockedSections:
      limits.hasSubscription || limits.canMakePrediction ? [] : [...BLOCKABLE_SECTIONS],
  };
}
