import type { SpentFrom, UserLimits } from '@contract';

/**
 * The daily allowance as the screens show it (product spec, 'States and transitions', 'Roles and
 * permissions', 'Error catalogue'). The server counts; these pure
 * functions only choose what to say and which modal to open, so they are tested on their own.
 *
 * The constants below repeat contract values on purpose: importing a value from '@contract'
 * pulls zod into the home route's entry chunk. usage.test.ts checks they agree.
 */
export const FREE_DAILY_LIMIT = 5;
export const LIMIT_REACHED_MESSAGE = 'Daily prediction limit reached';

/** Product spec, 'Entities and their fields': Access state, derived from the limits. */
export interface AccessState {
  isSubscribed: boolean;
  remainingCredits: number;
  /** Null with an unlimited plan. */
  remainingPredictions: number | null;
  subscriptionPlan: string | null;
}

export function accessState(limits: UserLimits | null | undefined): AccessState {
  if (!limits) {
    return {
      isSubscribed: false,
      remainingCredits: 0,
      remainingPredictions: FREE_DAILY_LIMIT,
      subscriptionPlan: null,
    };
  }
  return {
    isSubscribed: limits.hasSubscription,
    remainingCredits: limits.remainingCredits,
    remainingPredictions: limits.remainingPredictions,
    subscriptionPlan: limits.hasSubscription ? limits.subscriptionPlan : null,
  };
}

/** The allowance the numbers are out of: the plan's (Pro 50) or the free 5. */
export const dailyLimitOf = (limits: Pick<UserLimits, 'dailyLimit'> | null | undefined) =>
  limits?.dailyLimit ?? FREE_DAILY_LIMIT;

/**
 * Product spec, 'Error catalogue' usage message; remaining credits take precedence over the free
 * allowance in the
 * wording (product spec, 'Roles and permissions'). Pro counts against its own daily allowance
 * rather than claiming unlimited.
 */
export function usageMessage(limits: UserLimits): string {
  if (limits.hasSubscription) {
    const plan = (limits.subscriptionPlan ?? 'Paid').toUpperCase();
    if (limits.dailyLimit === null || limits.remainingPredictions === null) {
      return `${plan} Plan - Unlimited predictions`;
    }
    if (limits.remainingPredictions > 0) {
      return `${plan} Plan - ${limits.remainingPredictions} of ${limits.dailyLimit} predictions remaining today`;
    }
  }
  if (limits.remainingCredits > 0) return `${limits.remainingCredits} credits remaining`;
  const remaining = limits.remainingPredictions ?? 0;
  if (!limits.hasSubscription && remaining > 0) {
    return `${remaining} of ${FREE_DAILY_LIMIT} free predictions remaining today`;
  }
  return 'Daily limit reached - Upgrade or buy credits';
}

/**
 * Product spec, 'States and transitions' plan determination: subscribed → the lower-cased plan
 * name, else free.
 */
export function currentPlanId(limits: Pick<UserLimits, 'hasSubscription' | 'subscriptionPlan'>) {
  return limits.hasSubscription && limits.subscriptionPlan
    ? limits.subscriptionPlan.toLowerCase()
    : 'free';
}

export type BlockingModal = 'signIn' | 'usageLimit';

/**
 * What stops a search before it is sent (product spec, 'States and transitions'): no user → Sign In
 * Required; limits that say
 * the person cannot predict → Usage Limit Reached, unless the question is one already paid for
 * today (re-opening it is free). Limits not loaded yet let the search through: the server
 * decides, and its 402 opens the same modal.
 */
export function modalBeforeSearch(
  signedIn: boolean,
  limits: Pick<UserLimits, 'canMakePrediction'> | null | undefined,
  paidToday = false,
): BlockingModal | null {
  if (!signedIn) return 'signIn';
  if (limits && !limits.canMakePrediction && !paidToday) return 'usageLimit';
  return null;
}

/**
 * Whether `query` is one of the recent searches made on the allowance's current UTC day (the day
 * that ends at `resetTime`): the server re-opens those without spending.
 */
export function askedToday(
  query: string,
  recent: readonly { query: string; createdAt: string }[],
  limits: Pick<UserLimits, 'resetTime'> | null | undefined,
): boolean {
  if (!limits) return false;
  const dayStart = Date.parse(limits.resetTime) - 86_400_000;
  const asked = query.trim().toLowerCase();
  return recent.some(
    (item) => item.query.trim().toLowerCase() === asked && Date.parse(item.createdAt) >= dayStart,
  );
}

export interface AfterSearch {
  /** The 'Prediction Used' toast, or null (subscribers are not usage-tracked). */
  toast: { title: string; description: string } | null;
  /**
   * Product spec, 'States and transitions': the last free prediction of the day, and no credits
   * left → Daily Limit Reached.
   */
  openDailyLimit: boolean;
}

/** What follows a successful search, from the limits the server reported afterwards. */
export function afterSearch(
  limits: Pick<
    UserLimits,
    'hasSubscription' | 'usedToday' | 'remainingPredictions' | 'remainingCredits' | 'dailyLimit'
  >,
  spentFrom: SpentFrom | null,
): AfterSearch {
  if (limits.hasSubscription || spentFrom === 'subscription') {
    return { toast: null, openDailyLimit: false };
  }
  const description =
    spentFrom === 'credit'
      ? `1 credit used - ${limits.remainingCredits} credits remaining`
      : `You've used ${limits.usedToday} of ${dailyLimitOf(limits)} predictions today`;
  return {
    toast: { title: 'Prediction Used', description },
    openDailyLimit: (limits.remainingPredictions ?? 1) <= 0 && limits.remainingCredits <= 0,
  };
}

/**
 * 'Your predictions reset at 00:00 UTC', or '... tomorrow'. The allowance is counted per UTC day
 * of real time (it is what a plan pays for, so it turns over even while the data replays a
 * fixed date), so the time is shown in UTC unless a zone is given, and always names its zone.
 */
export function resetText(resetTime: string | null | undefined, timeZone = 'UTC'): string {
  const date = resetTime ? new Date(resetTime) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Your predictions reset tomorrow';
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
  return `Your predictions reset at ${time}`;
}

const PLAN_RANK: Record<string, number> = { free: 0, pro: 1, premium: 2 };

export type PlanButton =
  | { kind: 'current'; label: 'Current Plan' }
  | { kind: 'free'; label: string }
  | { kind: 'subscribe'; label: string };

/**
 * A plan card's button (product spec, 'Screens and routes' Plans, 'States and transitions' plan
 * determination): the current plan's is a disabled
 * 'Current Plan'; Free cannot be bought; other paid plans start a subscription, worded as a
 * switch when they sit below the current one.
 */
export function planButton(
  plan: { id: string; name: string; buttonText: string },
  currentPlan: string,
): PlanButton {
  if (plan.id === currentPlan) return { kind: 'current', label: 'Current Plan' };
  if (plan.id === 'free') return { kind: 'free', label: 'Always Free' };
  const below = (PLAN_RANK[plan.id] ?? 0) < (PLAN_RANK[currentPlan] ?? 0);
  return { kind: 'subscribe', label: below ? `Switch to ${plan.name}` : plan.buttonText };
}

/** Where a hosted checkout sent the person back to: /plans?checkout=success|cancelled. */
export function checkoutReturn(search: string): 'success' | 'cancelled' | null {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}
