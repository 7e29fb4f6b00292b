import { stripePayments } from './stripe.ts';
import { paymentsOff, testModePayments } from './test-mode.ts';
import type { PaymentsProvider } from './types.ts';

export { readCheckoutSession, readSubscription } from './objects.ts';
export { stripePayments } from './stripe.ts';
export {
  newTestSubscriptionId,
  paymentsOff,
  TEST_CHECKOUT_PREFIX,
  TEST_SUBSCRIPTION_PREFIX,
  testCheckoutPath,
  testModePayments,
} from './test-mode.ts';
export * from './types.ts';
export { verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test-mode checkout, except in
 * production, where taking no real money must not look like taking it.
 */
export function createPayments(config: {
  isProduction: boolean;
  payments: {
    stripeSecretKey: string | undefined;
    webhookSecret: string | undefined;
    stripeApiBase: string | undefined;
  };
}): PaymentsProvider {
  const { stripeSecretKey, webhookSecret, stripeApiBase } = config.payments;
  if (stripeSecretKey) {
    return stripePayments({ secretKey: stripeSecretKey, webhookSecret, apiBase: stripeApiBase });
  }
  return config.isProduction ? paymentsOff(webhookSecret) : testModePayments(webhookSecret);
}
