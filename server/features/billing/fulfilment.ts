import { CREDIT_PACKAGES, type CreditPackageId, type PaidPlanId, PLANS } from '@contract';
import type { AppContext } from '../../app-context.ts';
import type { PaymentsProvider, SubscriptionState } from '../../data/payments/index.ts';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../data/payments/types.ts';
import type { Db } from '../../db/client.ts';
import {
  addPurchasedCredits,
  claimCheckoutSession,
  findCheckoutSession,
  findSubscriptionOfUser,
  findUserIdOfProviderSubscription,
  lockUser,
  type SubscriptionRow,
  setUserPlan,
  updateSubscription,
  upsertSubscription,
} from '../../db/queries/billing.ts';
import { sendReceipt } from './receipt-mail.ts';

/** A payment the provider reports as completed (or Strix's test checkout simulates). */
export interface CheckoutCompletion {
  /** Id of a checkout session Strix created (a row of checkout_sessions). */
  sessionId: string;
  /** 'paid', 'unpaid' or 'no_payment_required', as Stripe says. */
  paymentStatus: string;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** The subscription itself when the provider included it (it has the period end). */
  subscription?: SubscriptionState | null;
  /** When the provider says it happened; orders this against later subscription events. */
  occurredAt: Date;
}

/** What every fulfilled checkout says about the payment itself: the receipt's facts. */
interface PaymentFacts {
  /** The checkout session's id: the payment's reference. */
  sessionId: string;
  amountCents: number;
  fulfilledAt: Date;
}

export type FulfilmentResult =
  | (PaymentFacts & {
      status: 'fulfilled';
      kind: 'credits';
      userId: string;
      item: CreditPackageId;
      credits: number;
      /** The user's credit balance after the purchase. */
      balance: number;
    })
  | (PaymentFacts & {
      status: 'fulfilled';
      kind: 'subscription';
      userId: string;
      item: PaidPlanId;
      planUntil: Date;
      /** The user's previous provider subscription, to be ended now (a plan switch). */
      replacedSubscriptionId: string | null;
    })
  | { status: 'not-paid' | 'unknown-session' | 'already-fulfilled' | 'account-deleted' };

/** Statuses under which the subscription's plan is in force. */
const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * Where a status stands in a subscription's life. Provider event times have one-second steps, so
 * two events of the same second are ordered by this: a state never goes back to an earlier stage.
 */
const STAGE: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 4,
  unpaid: 4,
  canceled: 5,
  incomplete_expired: 5,
};
const stageOf = (status: string) => STAGE[status] ?? 2;

/** One calendar month on (UTC), the length of a billing period when the provider did not say. */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const planOfAmount = (cents: number | null): PaidPlanId | undefined =>
  cents === null
    ? undefined
    : (PLANS.find((plan) => plan.id !== 'free' && plan.priceCents === cents)?.id as
        | PaidPlanId
        | undefined);

/**
 * Grants what a paid checkout session bought, at most once, inside the caller's transaction `tx`.
 * Who and what come from the checkout_sessions row Strix wrote when it created the session, never
 * from the event: the guarded UPDATE … WHERE status = 'open' lets exactly one caller win however
 * many deliveries race. Credits: the balance goes up by the pack's credits and one 'purchase'
 * ledger line (reference 'checkout:<session id>') records it. Subscription: the plan is in force
 * until the end of the first period.
 */
export async function fulfilCheckoutIn(
  tx: Db,
  completion: CheckoutCompletion,
  now: Date,
): Promise<FulfilmentResult> {
  const row = await findCheckoutSession(tx, completion.sessionId);
  if (!row) return { status: 'unknown-session' };
  const paid =
    completion.paymentStatus === 'paid' ||
    (row.kind === 'subscription' && completion.paymentStatus === 'no_payment_required');
  if (!paid) return { status: 'not-paid' };
  const claimed = await claimCheckoutSession(tx, row.id, now);
  if (!claimed) return { status: 'already-fulfilled' };
  // The account was deleted after the checkout began: there is nobody left to grant it to.
  if (claimed.userId === null) return { status: 'account-deleted' };
  const userId = claimed.userId;
  const facts: PaymentFacts = {
    sessionId: claimed.id,
    amountCents: claimed.amountCents,
    fulfilledAt: now,
  };

  if (claimed.kind === 'credits') {
    const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === claimed.item);
    if (!pack) throw new Error(`checkout ${claimed.id} is for an unknown pack ${claimed.item}`);
    const balance = await addPurchasedCredits(tx, {
      userId,
      credits: pack.credits,
      reference: `checkout:${claimed.id}`,
      now,
    });
    return {
      ...facts,
      status: 'fulfilled',
      kind: 'credits',
      userId,
      item: pack.id,
      credits: pack.credits,
      balance,
    };
  }

  const plan = PLANS.find((candidate) => candidate.id === claimed.item && candidate.id !== 'free');
  if (!plan) throw new Error(`checkout ${claimed.id} is for an unknown plan ${claimed.item}`);
  const planId = plan.id as PaidPlanId;
  await lockUser(tx, userId);
  const previous = await findSubscriptionOfUser(tx, userId, { lock: true });
  const subscriptionId = completion.subscriptionId ?? completion.subscription?.id ?? null;
  const periodEnd = completion.subscription?.currentPeriodEnd ?? oneMonthAfter(now);
  const replacedSubscriptionId =
    previous?.providerSubscriptionId &&
    previous.providerSubscriptionId !== subscriptionId &&
    !ENDED_SUBSCRIPTION_STATUSES.has(previous.status)
      ? previous.providerSubscriptionId
      : null;
  const sameSubscription = previous && previous.providerSubscriptionId === subscriptionId;
  await upsertSubscription(tx, {
    userId,
    plan: planId,
    status: 'active',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    providerCustomerId: completion.customerId ?? previous?.providerCustomerId ?? null,
    providerSubscriptionId: subscriptionId,
    // Never older than a state already stored for this very subscription.
    stateAt:
      sameSubscription && previous.stateAt > completion.occurredAt
        ? previous.stateAt
        : completion.occurredAt,
    now,
  });
  await setUserPlan(tx, userId, { plan: planId, planUntil: periodEnd });
  return {
    ...facts,
    status: 'fulfilled',
    kind: 'subscription',
    userId,
    item: planId,
    planUntil: periodEnd,
    replacedSubscriptionId,
  };
}

/**
 * Fulfils a completed checkout in its own transaction, then does what follows a fulfilment (see
 * `afterFulfilment`). This is the function the webhook, the test-mode checkout and any other
 * caller (an admin grant) share.
 */
export async function fulfilCheckout(
  deps: { ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'mailer'>; payments: PaymentsProvider },
  completion: CheckoutCompletion,
): Promise<FulfilmentResult> {
  const now = deps.ctx.clock.now();
  const result = await deps.ctx.db.transaction((tx) => fulfilCheckoutIn(tx, completion, now));
  await afterFulfilment(deps, result);
  return result;
}

/**
 * Once the fulfilment committed: ends the subscription it replaced (a plan switch) at the
 * provider, so the user is never billed for two plans, and mails the receipt.
 */
export async function afterFulfilment(
  deps: { ctx: Pick<AppContext, 'db' | 'log' | 'mailer'>; payments: PaymentsProvider },
  result: FulfilmentResult,
): Promise<void> {
  await endReplacedSubscription(deps, result);
  void sendReceipt(deps.ctx, result);
}

/** After the transaction: a failure here is logged for an operator, the grant stands. */
export async function endReplacedSubscription(
  deps: { ctx: Pick<AppContext, 'log'>; payments: PaymentsProvider },
  result: FulfilmentResult,
): Promise<void> {
  if (result.status !== 'fulfilled' || result.kind !== 'subscription') return;
  const replaced = result.replacedSubscriptionId;
  if (!replaced) return;
  try {
    await deps.payments.cancelNow(replaced);
    deps.ctx.log.info(
      { userId: result.userId, replaced },
      'ended the subscription a new plan replaced',
    );
  } catch (error) {
    deps.ctx.log.error(
      { err: error, userId: result.userId, replaced },
      'could not end the replaced subscription: cancel it at the provider by hand',
    );
  }
}

export type SubscriptionEventResult = 'applied' | 'stale' | 'unknown-subscription';

/**
 * Applies a provider's subscription state (customer.subscription.created/updated/deleted) inside
 * `tx`, only when it is newer than the state stored: events arrive in any order, and an old one
 * must never move a subscription back. Access: active, trialing and past_due keep the plan until
 * the period end; a cancelled subscription keeps it until the end of the period paid for (the
 * FAQ's promise); unpaid, paused or never-completed ones lose it from the event on.
 */
export async function applySubscriptionEventIn(
  tx: Db,
  state: SubscriptionState,
  event: { occurredAt: Date; deleted: boolean },
  now: Date,
): Promise<SubscriptionEventResult> {
  const userId = await findUserIdOfProviderSubscription(tx, state.id);
  if (!userId) return 'unknown-subscription';
  await lockUser(tx, userId);
  const row = await findSubscriptionOfUser(tx, userId, { lock: true });
  // Replaced by another subscription while we waited for the lock.
  if (!row || row.providerSubscriptionId !== state.id) return 'unknown-subscription';

  const status = event.deleted ? 'canceled' : state.status;
  if (!isNewer(event.occurredAt, status, row)) return 'stale';

  const plan = planOfAmount(state.unitAmountCents) ?? row.plan;
  const periodEnd = state.currentPeriodEnd ?? row.currentPeriodEnd;
  await updateSubscription(tx, userId, {
    plan,
    status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    providerCustomerId: state.customerId ?? row.providerCustomerId,
    stateAt: event.occurredAt,
    now,
  });
  const planUntil =
    ACCESS_STATUSES.has(status) || status === 'canceled'
      ? periodEnd
      : new Date(Math.min(periodEnd.getTime(), event.occurredAt.getTime()));
  await setUserPlan(tx, userId, {
    plan: planUntil.getTime() > now.getTime() ? plan : null,
    planUntil,
  });
  return 'applied';
}

function isNewer(occurredAt: Date, status: string, row: SubscriptionRow): boolean {
  const at = occurredAt.getTime();
  const stored = row.stateAt.getTime();
  if (at !== stored) return at > stored;
  return stageOf(status) >= stageOf(row.status);
}
