/**
 * The payment provider as Strix uses it: hosted checkout pages, cancelling subscriptions, and
 * verified webhook events. Stripe is the real one; without a key, Strix's own test-mode checkout
 * stands in (no money moves) outside production.
 */

export type CheckoutKind = 'subscription' | 'credits';

export interface CheckoutRequest {
  kind: CheckoutKind;
  /** 'pro' | 'premium' for subscriptions, 'small' | 'medium' | 'large' for credits. */
  item: string;
  /** What the customer reads on the payment page. */
  name: string;
  /** Priced by the server from contract/plans.ts, never by the client. */
  amountCents: number;
  userId: string;
  email: string;
  /** The provider's customer for this user when one is known, so saved cards and credit apply. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  id: string;
  /** Where the browser goes to pay: absolute for Stripe, a path for the test-mode page. */
  url: string;
}

/** A subscription as the provider describes it (a Stripe Subscription object, narrowed). */
/** Subscription statuses that are over: the provider charges nothing more, nothing to cancel. */
export const ENDED_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'incomplete_expired',
]);

export interface SubscriptionState {
  id: string;
  status: string;
  customerId: string | null;
  cancelAtPeriodEnd: boolean;
  /** Null when the provider did not say (the caller keeps what it had). */
  currentPeriodEnd: Date | null;
  /** The monthly price of its first item, in cents: tells which plan it is after a change. */
  unitAmountCents: number | null;
}

/** A checkout session as a webhook reports it (a Stripe Checkout Session, narrowed). */
export interface CheckoutSessionState {
  id: string;
  /** 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** Present only when the provider expanded it into the event. */
  subscription: SubscriptionState | null;
}

/** A webhook event whose signature has been verified. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** When the provider created the event (seconds since the epoch, as Stripe sends it). */
  created: number;
  object: unknown;
}

export interface PaymentsProvider {
  /** 'stripe': real payments; 'test': the built-in test checkout; 'off': production without keys. */
  readonly mode: 'stripe' | 'test' | 'off';
  createCheckoutSession(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Stops renewal; the subscription stays active until the end of the period paid for. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /**
   * Ends a subscription now, crediting unused time (the user switched to another plan, or
   * deleted the account): nothing more is charged. One already ended counts as done.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Checks the Stripe-Signature of a delivery on its raw body; throws WebhookSignatureError. */
  constructEvent(rawBody: Buffer, signature: string | undefined, receivedAt: Date): PaymentEvent;
}

/** Payments cannot be taken on this server (production without STRIPE_SECRET_KEY). */
export class PaymentsNotConfiguredError extends Error {}

/** The provider refused or could not be reached; `cause` holds its error for the log. */
export class PaymentProviderError extends Error {}

/** The delivery is not provably from the provider, or too old to trust. */
export class WebhookSignatureError extends Error {}
