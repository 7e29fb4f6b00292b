import { FREE_DAILY_PREDICTIONS, PLANS, USAGE_MESSAGES, type UserLimits } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  accessState,
  afterSearch,
  askedToday,
  checkoutReturn,
  currentPlanId,
  FREE_DAILY_LIMIT,
  LIMIT_REACHED_MESSAGE,
  modalBeforeSearch,
  planButton,
  resetText,
  usageMessage,
} from './usage.ts';

const free = (over: Partial<UserLimits> = {}): UserLimits => ({
  hasSubscription: false,
  subscriptionPlan: null,
  canMakePrediction: true,
  remainingPredictions: 5,
  remainingCredits: 0,
  resetTime: '2025-01-16T00:00:00.000Z',
  dailyLimit: 5,
  usedToday: 0,
  ...over,
});
const pro = (over: Partial<UserLimits> = {}): UserLimits =>
  free({
    hasSubscription: true,
    subscriptionPlan: 'Pro',
    dailyLimit: 50,
    remainingPredictions: 50,
    ...over,
  });
const premium = (over: Partial<UserLimits> = {}): UserLimits =>
  free({
    hasSubscription: true,
    subscriptionPlan: 'Premium',
    dailyLimit: null,
    remainingPredictions: null,
    ...over,
  });

describe('constants kept out of the home chunk agree with the contract', () => {
  it('matches', () => {
    expect(FREE_DAILY_LIMIT).toBe(FREE_DAILY_PREDICTIONS);
    expect(LIMIT_REACHED_MESSAGE).toBe(USAGE_MESSAGES.limitReached);
  });
});

describe("access state (product spec, 'Entities and their fields')", () => {
  it('is derived from the limits', () => {
    expect(accessState(pro({ remainingCredits: 3 }))).toEqual({
      isSubscribed: true,
      remainingCredits: 3,
      remainingPredictions: 50,
      subscriptionPlan: 'Pro',
    });
    expect(accessState(free({ remainingPredictions: 2 }))).toMatchObject({
      isSubscribed: false,
      remainingPredictions: 2,
      subscriptionPlan: null,
    });
  });
  it('reads as a free account before the limits arrive', () => {
    expect(accessState(undefined)).toMatchObject({ isSubscribed: false, remainingCredits: 0 });
  });
});

describe("usage message (product spec, 'Error catalogue')", () => {
  it('names an unlimited plan in capitals', () => {
    expect(usageMessage(premium())).toBe('PREMIUM Plan - Unlimited predictions');
  });
  it('counts Pro against its own 50 a day', () => {
    expect(usageMessage(pro({ remainingPredictions: 42 }))).toBe(
      'PRO Plan - 42 of 50 predictions remaining today',
    );
  });
  it('puts remaining credits first', () => {
    expect(usageMessage(free({ remainingCredits: 24, remainingPredictions: 3 }))).toBe(
      '24 credits remaining',
    );
    expect(usageMessage(free({ remainingCredits: 25, remainingPredictions: 0 }))).toBe(
      '25 credits remaining',
    );
    expect(usageMessage(pro({ remainingPredictions: 0, remainingCredits: 4 }))).toBe(
      '4 credits remaining',
    );
  });
  it('counts the free allowance', () => {
    expect(usageMessage(free({ remainingPredictions: 3 }))).toBe(
      '3 of 5 free predictions remaining today',
    );
    expect(usageMessage(free())).toBe('5 of 5 free predictions remaining today');
  });
  it('says when the day is used up', () => {
    const done = free({ remainingPredictions: 0, canMakePrediction: false, usedToday: 5 });
    expect(usageMessage(done)).toBe('Daily limit reached - Upgrade or buy credits');
    expect(usageMessage(pro({ remainingPredictions: 0 }))).toBe(
      'Daily limit reached - Upgrade or buy credits',
    );
  });
});

describe("plan determination (product spec, 'States and transitions')", () => {
  it('is the lower-cased plan name when subscribed, else free', () => {
    expect(currentPlanId(pro())).toBe('pro');
    expect(currentPlanId(premium())).toBe('premium');
    expect(currentPlanId(free())).toBe('free');
    expect(currentPlanId({ hasSubscription: false, subscriptionPlan: 'Pro' })).toBe('free');
  });
  it('gives the current card a disabled Current Plan and never sells Free', () => {
    const [freePlan, proPlan, premiumPlan] = PLANS;
    expect(planButton(freePlan!, 'free')).toEqual({ kind: 'current', label: 'Current Plan' });
    expect(planButton(proPlan!, 'free')).toEqual({ kind: 'subscribe', label: 'Upgrade to Pro' });
    expect(planButton(premiumPlan!, 'pro')).toEqual({
      kind: 'subscribe',
      label: 'Upgrade to Premium',
    });
    expect(planButton(proPlan!, 'pro').kind).toBe('current');
    expect(planButton(freePlan!, 'pro').kind).toBe('free');
    expect(planButton(proPlan!, 'premium')).toEqual({ kind: 'subscribe', label: 'Switch to Pro' });
  });
});

describe("modal before a search (product spec, 'States and transitions')", () => {
  it('asks a signed-out person to sign in', () => {
    expect(modalBeforeSearch(false, undefined)).toBe('signIn');
    expect(modalBeforeSearch(false, free())).toBe('signIn');
  });
  it('stops someone who cannot predict', () => {
    expect(modalBeforeSearch(true, free({ canMakePrediction: false }))).toBe('usageLimit');
  });
  it('lets a question already paid for today through: the server re-opens it for free', () => {
    const limits = free({ canMakePrediction: false, resetTime: '2025-03-11T00:00:00.000Z' });
    const recent = [
      { query: 'Arsenal vs Chelsea', createdAt: '2025-03-10T09:00:00.000Z' },
      { query: 'Chelsea vs Liverpool', createdAt: '2025-03-09T23:59:00.000Z' },
    ];
    expect(askedToday(' arsenal vs chelsea', recent, limits)).toBe(true);
    // Asked yesterday (a new day of the allowance), or never: it would spend.
    expect(askedToday('Chelsea vs Liverpool', recent, limits)).toBe(false);
    expect(askedToday('Newcastle vs Wolves', recent, limits)).toBe(false);
    expect(modalBeforeSearch(true, limits, true)).toBeNull();
    expect(modalBeforeSearch(true, limits, false)).toBe('usageLimit');
  });
  it('lets everyone else through, and leaves unknown limits to the server', () => {
    expect(modalBeforeSearch(true, free())).toBeNull();
    expect(modalBeforeSearch(true, undefined)).toBeNull();
    expect(modalBeforeSearch(true, free({ remainingPredictions: 0, remainingCredits: 2 }))).toBe(
      null,
    );
  });
});

describe("after a successful search (product spec, 'States and transitions')", () => {
  it('toasts Prediction Used with the server count', () => {
    const next = afterSearch(free({ usedToday: 2, remainingPredictions: 3 }), 'allowance');
    expect(next).toEqual({
      toast: { title: 'Prediction Used', description: "You've used 2 of 5 predictions today" },
      openDailyLimit: false,
    });
  });
  it('opens Daily Limit Reached on the last free prediction with no credits', () => {
    const next = afterSearch(free({ usedToday: 5, remainingPredictions: 0 }), 'allowance');
    expect(next.toast?.description).toBe("You've used 5 of 5 predictions today");
    expect(next.openDailyLimit).toBe(true);
  });
  it('does not open it while credits remain', () => {
    const next = afterSearch(
      free({ usedToday: 5, remainingPredictions: 0, remainingCredits: 24 }),
      'credit',
    );
    expect(next).toEqual({
      toast: { title: 'Prediction Used', description: '1 credit used - 24 credits remaining' },
      openDailyLimit: false,
    });
  });
  it('says nothing to subscribers (not usage-tracked)', () => {
    expect(afterSearch(premium(), 'subscription')).toEqual({ toast: null, openDailyLimit: false });
    expect(afterSearch(pro({ usedToday: 50, remainingPredictions: 0 }), null).toast).toBeNull();
  });
});

describe("reset time (product spec, 'Error catalogue')", () => {
  it('shows the reset in UTC, the day the allowance is counted by, and names the zone', () => {
    expect(resetText('2025-01-16T00:00:00.000Z')).toBe('Your predictions reset at 00:00 UTC');
    expect(resetText('2025-01-16T00:00:00.000Z', 'Europe/Paris')).toBe(
      'Your predictions reset at 01:00 CET',
    );
  });
  it('falls back to tomorrow', () => {
    expect(resetText(null)).toBe('Your predictions reset tomorrow');
    expect(resetText('not a date')).toBe('Your predictions reset tomorrow');
  });
});

describe('checkout return', () => {
  it('reads /plans?checkout=', () => {
    expect(checkoutReturn('?checkout=success')).toBe('success');
    expect(checkoutReturn('checkout=cancelled')).toBe('cancelled');
    expect(checkoutReturn('?checkout=weird')).toBeNull();
    expect(checkoutReturn('')).toBeNull();
  });
});
