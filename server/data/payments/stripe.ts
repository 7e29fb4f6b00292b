import Stripe from 'stripe';
import { readSubscription } from './objects.ts';
import {
  type CheckoutRequest,
  type CreatedCheckout,
  PaymentProviderError,
  type PaymentsProvider,
  type SubscriptionState,
} from './types.ts';
import { verifyWebhook } from './webhook.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another API origin, e.g. a local server that answers like Stripe (tests). */
  apiBase?: string;
  timeoutMs?: number;
}

function connection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Stripe through its official SDK (Checkout Sessions, Subscriptions, webhook signatures). */
export function stripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    // The SDK adds idempotency keys to its retries, so a retried create makes one session.
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 15_000,
    telemetry: false,
    appInfo: { name: 'Strix' },
    ...connection(options.apiBase),
  });

  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${what} failed`, { cause: error });
    }
  };

  return {
    mode: 'stripe',

    async createCheckoutSession(request: CheckoutRequest): Promise<CreatedCheckout> {
      const subscription = request.kind === 'subscription';
      // Informative only: fulfilment reads who and what from our own checkout_sessions row.
      const metadata = { user_id: request.userId, kind: request.kind, item: request.item };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: subscription ? 'subscription' : 'payment',
          client_reference_id: request.userId,
          ...(request.customerId
            ? { customer: request.customerId }
            : { customer_email: request.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.name },
                ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata,
          ...(subscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
        }),
      );
      if (!session.url) {
        throw new PaymentProviderError(`Stripe checkout session ${session.id} has no URL`);
      }
      return { id: session.id, url: session.url };
    },

    async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
      const updated = await call('subscriptions.update', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      const state = readSubscription(updated);
      if (!state) throw new PaymentProviderError('Stripe answered with something unexpected');
      return state;
    },

    async cancelNow(subscriptionId: string): Promise<void> {
      await call('subscriptions.cancel', async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
        } catch (error) {
          // Stripe answers a cancel of an already cancelled subscription with "No such
          // subscription" (resource_missing): either way nothing more will be charged.
          if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')
            return;
          throw error;
        }
      });
    },

    constructEvent: (rawBody, signature, receivedAt) =>
      verifyWebhook(options.webhookSecret, rawBody, signature, receivedAt),
  };
}
