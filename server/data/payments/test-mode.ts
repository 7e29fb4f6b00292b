import { randomBytes } from 'node:crypto';
import {
  PaymentProviderError,
  PaymentsNotConfiguredError,
  type PaymentsProvider,
} from './types.ts';
import { verifyWebhook } from './webhook.ts';

/** Ids of Strix's own test-mode objects; nothing at Stripe has them. */
export const TEST_CHECKOUT_PREFIX = 'cs_test_local_';
export const TEST_SUBSCRIPTION_PREFIX = 'sub_test_local_';

export const testCheckoutPath = (id: string) => `/api/billing/test-checkout/${id}`;

export const newTestSubscriptionId = () =>
  `${TEST_SUBSCRIPTION_PREFIX}${randomBytes(12).toString('hex')}`;

/**
 * No Stripe key, outside production: checkout happens on Strix's own page, labelled 'Test mode —
 * no real payment', which completes through the same fulfilment code as a Stripe webhook.
 */
export function testModePayments(webhookSecret: string | undefined): PaymentsProvider {
  return {
    mode: 'test',
    async createCheckoutSession() {
      const id = `${TEST_CHECKOUT_PREFIX}${randomBytes(18).toString('hex')}`;
      return { id, url: testCheckoutPath(id) };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      if (!subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX)) {
        // A real Stripe subscription from when a key was configured: we cannot reach it now.
        throw new PaymentsNotConfiguredError('STRIPE_SECRET_KEY is not set');
      }
      return {
        id: subscriptionId,
        status: 'active',
        customerId: null,
        cancelAtPeriodEnd: true,
        currentPeriodEnd: null,
        unitAmountCents: null,
      };
    },
    async cancelNow(subscriptionId) {
      if (!subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX)) {
        throw new PaymentProviderError(`cannot cancel ${subscriptionId} without STRIPE_SECRET_KEY`);
      }
    },
    constructEvent: (rawBody, signature, receivedAt) =>
      verifyWebhook(webhookSecret, rawBody, signature, receivedAt),
  };
}

/** Production without STRIPE_SECRET_KEY: nothing can be bought, and the webhook still verifies. */
export function paymentsOff(webhookSecret: string | undefined): PaymentsProvider {
  const off = async (): Promise<never> => {
    throw new PaymentsNotConfiguredError('STRIPE_SECRET_KEY is not set');
  };
  return {
    mode: 'off',
    createCheckoutSession: off,
    cancelAtPeriodEnd: off,
    cancelNow: off,
    constructEvent: (rawBody, signature, receivedAt) =>
      verifyWebhook(webhookSecret, rawBody, signature, receivedAt),
  };
}
