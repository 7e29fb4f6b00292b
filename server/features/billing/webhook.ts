import type { AppContext } from '../../app-context.ts';
import {
  type PaymentEvent,
  type PaymentsProvider,
  readCheckoutSession,
  readSubscription,
} from '../../data/payments/index.ts';
import { expireCheckoutSession, recordProviderEvent } from '../../db/queries/billing.ts';
import {
  afterFulfilment,
  applySubscriptionEventIn,
  type FulfilmentResult,
  fulfilCheckoutIn,
} from './fulfilment.ts';

export interface WebhookOutcome {
  received: true;
  /** What the delivery did: e.g. 'fulfilled', 'duplicate', 'stale', 'ignored'. */
  outcome: string;
}

const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * Handles one verified provider event exactly once: the event id is recorded in the same
 * transaction as its effect, and a redelivery (or a concurrent twin) finds it there and does
 * nothing. Unknown event types are acknowledged and ignored.
 */
export async function handleProviderEvent(
  deps: { ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'mailer'>; payments: PaymentsProvider },
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  const now = deps.ctx.clock.now();
  const occurredAt = new Date(event.created * 1000);

  const { outcome, fulfilment } = await deps.ctx.db.transaction(
    async (tx): Promise<{ outcome: string; fulfilment?: FulfilmentResult }> => {
      if (!(await recordProviderEvent(tx, { id: event.id, type: event.type, now }))) {
        return { outcome: 'duplicate' };
      }
      if (FULFILLING_EVENTS.has(event.type)) {
        const session = readCheckoutSession(event.object);
        if (!session) return { outcome: 'ignored' };
        const fulfilment = await fulfilCheckoutIn(
          tx,
          {
            sessionId: session.id,
            paymentStatus: session.paymentStatus,
            customerId: session.customerId,
            subscriptionId: session.subscriptionId,
            subscription: session.subscription,
            occurredAt,
          },
          now,
        );
        return { outcome: fulfilment.status, fulfilment };
      }
      if (event.type === 'checkout.session.expired') {
        const session = readCheckoutSession(event.object);
        const expired = session ? await expireCheckoutSession(tx, session.id) : false;
        return { outcome: expired ? 'expired' : 'ignored' };
      }
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        const subscription = readSubscription(event.object);
        if (!subscription) return { outcome: 'ignored' };
        const deleted = event.type === 'customer.subscription.deleted';
        return {
          outcome: await applySubscriptionEventIn(tx, subscription, { occurredAt, deleted }, now),
        };
      }
      return { outcome: 'ignored' };
    },
  );

  if (fulfilment) await afterFulfilment(deps, fulfilment);
  deps.ctx.log.info({ eventId: event.id, type: event.type, outcome }, 'payment provider event');
  return { received: true, outcome };
}
