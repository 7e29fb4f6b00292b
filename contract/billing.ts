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
 * Payments (docs/product.md#payments): the request schemas of the types in plans.ts, and the answer
 * of the cancel call. What is bought is named by id only; the server prices it.
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

/** The success return names its checkout session, so the page can say what it bought. */
export const CHECKOUT_SESSION_PARAM = 'session_id';

/** The success return for one checkout session (Stripe fills in '{CHECKOUT_SESSION_ID}'). */
export const checkoutSuccessPath = (sessionId: string) =>
  `${CHECKOUT_RETURN.success}&${CHECKOUT_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;

/**
 * GET /api/billing/checkout/{id}: what one of the caller's checkouts bought and whether it has
 * been added yet (a webhook may fulfil it a moment after the person is back).
 */
export const CheckoutStatusResponseSchema = z.object({
  status: z.enum(['pending', 'fulfilled', 'expired']),
  kind: z.enum(['credits', 'subscription']),
  item: z.string(),
  /** Credits the pack adds; null for a subscription. */
  credits: z.number().nullable(),
  /** The plan's name, e.g. 'Pro'; null for credits. */
  planName: z.string().nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof CheckoutStatusResponseSchema>;

export const BILLING_MESSAGES = {
  notConfigured: 'Payments are not configured.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  noSubscription: 'You have no subscription to cancel.',
  testMode: 'Test mode — no real payment',
  checkoutNotFound: 'No such checkout.',
} as const;

/** POST /api/user/subscription/cancel: the subscription as it now stands. */
export const CancelSubscriptionResponseSchema = SubscriptionInfoSchema.extend({
  message: z.literal('Subscription Cancelled'),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;
