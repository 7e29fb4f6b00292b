import { z } from 'zod';
import type { CheckoutSessionState, SubscriptionState } from './types.ts';

/**
 * Stripe's wire objects, narrowed to what Strix reads. Webhook payloads are parsed with these
 * rather than trusted as typed, and both the legacy and the current API shapes are read: since
 * API version 2025-03-31 the period end lives on the subscription items, not the subscription.
 */

const IdOrObject = z.union([z.string(), z.object({ id: z.string() })]);
const idOf = (value: z.infer<typeof IdOrObject> | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const SubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  status: z.string(),
  customer: IdOrObject.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ unit_amount: z.number().nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const CheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  payment_status: z.string(),
  customer: IdOrObject.nullish(),
  subscription: z.union([z.string(), SubscriptionSchema]).nullish(),
});

const seconds = (value: number | null | undefined) =>
  typeof value === 'number' ? new Date(value * 1000) : null;

function toSubscription(parsed: z.infer<typeof SubscriptionSchema>): SubscriptionState {
  const item = parsed.items?.data[0];
  return {
    id: parsed.id,
    status: parsed.status,
    customerId: idOf(parsed.customer),
    cancelAtPeriodEnd: parsed.cancel_at_period_end ?? false,
    currentPeriodEnd: seconds(item?.current_period_end ?? parsed.current_period_end),
    unitAmountCents: item?.price?.unit_amount ?? null,
  };
}

/** A Stripe Subscription object; undefined when the value is not one. */
export function readSubscription(value: unknown): SubscriptionState | undefined {
  const parsed = SubscriptionSchema.safeParse(value);
  return parsed.success ? toSubscription(parsed.data) : undefined;
}

/** A Stripe Checkout Session object; undefined when the value is not one. */
export function readCheckoutSession(value: unknown): CheckoutSessionState | undefined {
  const parsed = CheckoutSessionSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { subscription } = parsed.data;
  return {
    id: parsed.data.id,
    paymentStatus: parsed.data.payment_status,
    customerId: idOf(parsed.data.customer),
    subscriptionId: idOf(subscription),
    subscription:
      subscription && typeof subscription === 'object' ? toSubscription(subscription) : null,
  };
}
