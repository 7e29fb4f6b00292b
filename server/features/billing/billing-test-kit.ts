import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import {
  checkoutSessions,
  creditLedger,
  providerEvents,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { bearer } from '../../test/harness.ts';

/** Test helpers for the billing tests: signed Stripe events and what the database holds. */

export const WEBHOOK_SECRET = 'whsec_strix_test_secret';

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const eventId = () => `evt_${randomBytes(10).toString('hex')}`;

export function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  return {
    id: eventId(),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function checkoutSessionObject(
  id: string,
  fields: {
    mode?: 'payment' | 'subscription';
    payment_status?: string;
    subscription?: unknown;
    customer?: string | null;
    client_reference_id?: string;
  } = {},
) {
  return {
    id,
    object: 'checkout.session',
    mode: fields.mode ?? 'payment',
    status: 'complete',
    payment_status: fields.payment_status ?? 'paid',
    customer: fields.customer ?? null,
    subscription: fields.subscription ?? null,
    // Deliberately wrong: fulfilment must not read who or what from here.
    client_reference_id: fields.client_reference_id ?? null,
    metadata: { user_id: '00000000-0000-0000-0000-000000000000', item: 'large' },
    amount_total: 1,
  };
}

export function subscriptionObject(
  id: string,
  fields: { status?: string; periodEnd: number; cancelAtPeriodEnd?: boolean; amount?: number },
) {
  return {
    id,
    object: 'subscription',
    status: fields.status ?? 'active',
    customer: 'cus_test_1',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd,
          price: { id: 'price_x', object: 'price', unit_amount: fields.amount ?? 999 },
        },
      ],
    },
  };
}

/** Posts an event to the webhook as Stripe does: raw JSON, signed, no cookie, no Origin. */
export function deliver(
  app: FastifyInstance,
  event: unknown,
  options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
        }));
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: options.body ?? payload,
  });
}

/**
 * Starts a checkout through the API. Both the test-mode page and the Stripe stub end their
 * checkout address with the session id.
 */
export async function startCheckout(
  app: FastifyInstance,
  token: string,
  what: { planType: 'pro' | 'premium' } | { packageType: 'small' | 'medium' | 'large' },
) {
  const url = 'planType' in what ? '/api/subscription/create' : '/api/credits/purchase';
  const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload: what });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const { checkout_url } = response.json() as { checkout_url: string };
  return { checkoutUrl: checkout_url, sessionId: checkout_url.split('/').at(-1)! };
}

export async function billingState(db: Db, userId: string) {
  const [user] = await db
    .select({ credits: users.credits, plan: users.plan, planUntil: users.planUntil })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const sessions = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId));
  const events = await db.select().from(providerEvents);
  return { user: user!, ledger, subscription, sessions, events };
}
