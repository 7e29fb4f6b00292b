import { z } from 'zod';

/**
 * What a signed-in user may spend, as the server counts it: docs/product.md#allowance-and-credits,
 * and the product spec's 'Entities and their fields' (User limits, Paywall, Subscription info),
 * 'Roles and permissions' and 'Error catalogue'. The client only shows these; it never decides.
 */

export const USAGE_MESSAGES = {
  /**
   * The search error that opens the usage-limit modal (product spec, 'States and transitions',
   * 'Error catalogue').
   */
  limitReached: 'Daily prediction limit reached',
  subscriptionCancelled: 'Subscription Cancelled',
  /**
   * Beside an answer asked for again the same day, which spends nothing
   * (docs/product.md#allowance-and-credits).
   */
  notChargedAgain: 'Already in your predictions today - not charged again',
} as const;

export const UserLimitsSchema = z.object({
  hasSubscription: z.boolean(),
  /** 'Pro' or 'Premium' while a paid plan is in force, else null. */
  subscriptionPlan: z.string().nullable(),
  canMakePrediction: z.boolean(),
  /** Left of today's allowance; null with an unlimited plan. */
  remainingPredictions: z.number().int().nullable(),
  remainingCredits: z.number().int(),
  /**
   * Next UTC midnight, ISO: when the daily allowance starts again. The allowance is what a plan
   * pays for, so it is counted per UTC day of real time, also while the data replays a fixed
   * date; screens say the zone ('Your predictions reset at 00:00 UTC').
   */
  resetTime: z.string(),
  /** The plan's daily allowance (5 free, 50 Pro); null when unlimited. */
  dailyLimit: z.number().int().nullable(),
  usedToday: z.number().int(),
});
export type UserLimits = z.infer<typeof UserLimitsSchema>;

/** Sections of an answer a user who cannot predict sees blurred. */
export const BLOCKABLE_SECTIONS = ['news', 'odds', 'valueBets'] as const;
export const PaywallSchema = z.object({ blockedSections: z.array(z.enum(BLOCKABLE_SECTIONS)) });
export type Paywall = z.infer<typeof PaywallSchema>;

/**
 * Who sees Advanced Analytics (news, the odds comparison with its line movement, value bets):
 * - a search shows it in full: it is part of the prediction the person just paid for, the one
 *   that uses up their last free prediction included;
 * - other screens (a match page, GET /api/match/{id}) show it while the viewer can make a
 *   prediction (free predictions left today, credits, or a plan), and lock it otherwise;
 * - signed-out visitors and shared links see the prediction without it.
 * A locked answer carries none of the locked data, only why it is locked.
 */
export const ADVANCED_LOCK_REASONS = ['signedOut', 'limitReached', 'break'] as const;
export const AdvancedLockSchema = z
  .object({
    sections: z.array(z.enum(BLOCKABLE_SECTIONS)),
    /** 'break': the viewer is taking a break from betting (Settings → Keep betting in check). */
    reason: z.enum(ADVANCED_LOCK_REASONS),
    /** With 'break': the sentence shown instead of the odds and value bets, and the break's end. */
    message: z.string().optional(),
    until: z.string().optional(),
  })
  .nullable();
export type AdvancedLock = z.infer<typeof AdvancedLockSchema>;

export const SubscriptionInfoSchema = z.object({
  /** 'Pro' / 'Premium', or null on the free plan. */
  plan: z.string().nullable(),
  /** Next renewal (or the end of access once cancelled), ISO; null without a subscription. */
  nextBilling: z.string().nullable(),
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

/** How a search was paid for. */
export const SPENT_FROM = ['subscription', 'allowance', 'credit'] as const;
export type SpentFrom = (typeof SPENT_FROM)[number];

/** POST /api/user/track-usage: what the server already counted for a search. */
export const TrackUsageRequestSchema = z
  .object({ searchId: z.string().uuid('searchId must be a search id.').optional() })
  .optional();
export const TrackUsageResponseSchema = UserLimitsSchema.extend({
  /** The search was counted when it ran (true), or no such search of yours (false). */
  counted: z.boolean(),
  spentFrom: z.enum(SPENT_FROM).nullable(),
});
export type TrackUsageResponse = z.infer<typeof TrackUsageResponseSchema>;
