import { z } from 'zod';
import type {
  CheckoutResponse,
  CreateSubscriptionRequest,
  CreditPackageId,
  PaidPlanId,
  PurchaseCreditsRequest,
} from './plans.ts';
import { SubscriptionInfoSchema } from './usage.ts';

/**
 * Payments (spec §7 Subscription and credits): the request schemas of the types in plans.ts, and
 * the answer of the cancel call. What is bought is named by id only; the server prices it.
 */

const PAID_PLAN_IDS = ['pro', 'premium'] as const satisfies readonly PaidPlanId[];
const CREDIT_PACKAGE_IDS = [
  'small',
  'medium',
  'large',
] as const satisfies readonly CreditPackageId[];

export const CreateSubscriptionRequestSchema = z.object({
  planType: z.enum(PAID_PLAN_IDS, { error: "planType must be 'pro' or 'premium'." }),
}) satisfies z.ZodType<CreateSubscriptionRequest>;

export const PurchaseCreditsRequestSchema = z.object({
  packageType: z.enum(CREDIT_PACKAGE_IDS, {
    error: "packageType must be 'small', 'medium' or 'large'.",
  }),
}) satisfies z.ZodType<PurchaseCreditsRequest>;

export const CheckoutResponseSchema = z.object({
  checkout_url: z.string(),
}) satisfies z.ZodType<CheckoutResponse>;

/** Where the payment provider sends the browser back to (the plans page reads `checkout`). */
export const CHECKOUT_RETURN = {
  success: '/plans?checkout=success',
  cancelled: '/plans?checkout=cancelled',
} as const;

export const BILLING_MESSAGES = {
  notConfigured: 'Payments are not configured.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  noSubscription: 'You have no subscription to cancel.',
  testMode: 'Test mode — no real payment',
} as const;

/** POST /api/user/subscription/cancel: the subscription as it now stands. */
export const CancelSubscriptionResponseSchema = SubscriptionInfoSchema.extend({
  message: z.literal('Subscription Cancelled'),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;
