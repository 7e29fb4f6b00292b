import {
  BILLING_MESSAGES,
  type CancelSubscriptionResponse,
  CHECKOUT_RETURN,
  CHECKOUT_SESSION_PARAM,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  CREDIT_PACKAGES,
  type CreditPackageId,
  type PaidPlanId,
  PLANS,
  USAGE_MESSAGES,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type CheckoutKind,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  type PaymentsProvider,
} from '../../data/payments/index.ts';
import {
  findCheckoutSession,
  findPlanInForce,
  findProviderCustomerId,
  findSubscriptionOfUser,
  insertCheckoutSession,
  lockUser,
  setUserPlan,
  updateSubscription,
} from '../../db/queries/billing.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';

export interface BillingDeps {
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config' | 'metrics' | 'mailer'>;
  payments: PaymentsProvider;
}

const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id;

/** The provider's failures as sentences: not configured (503) or not reachable (502). */
async function viaProvider<T>(deps: BillingDeps, what: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError) {
      throw new HttpError(503, BILLING_MESSAGES.notConfigured);
    }
    if (error instanceof PaymentProviderError) {
      deps.ctx.log.error({ err: error.cause ?? error }, `payment provider: ${what} failed`);
      throw new HttpError(502, BILLING_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

async function startCheckout(
  deps: BillingDeps,
  user: { id: string; email: string },
  purchase: { kind: CheckoutKind; item: string; name: string; amountCents: number },
): Promise<CheckoutResponse> {
  const { publicUrl } = deps.ctx.config;
  const customerId = await findProviderCustomerId(deps.ctx.db, user.id);
  const counted = (outcome: string) =>
    deps.ctx.metrics.checkoutSessions.inc({ kind: purchase.kind, outcome });
  const created = await viaProvider(deps, 'create checkout', () =>
    deps.payments.createCheckoutSession({
      ...purchase,
      userId: user.id,
      email: user.email,
      customerId,
      // Stripe puts the session's id in place of the template; the page asks what it bought.
      successUrl: `${publicUrl}${CHECKOUT_RETURN.success}&${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}${CHECKOUT_RETURN.cancelled}`,
    }),
  ).catch((error: unknown) => {
    const notConfigured = error instanceof HttpError && error.statusCode === 503;
    counted(notConfigured ? 'not-configured' : 'provider-error');
    throw error;
  });
  // Fulfilment reads who bought what from this row, never from the provider's event.
  await insertCheckoutSession(deps.ctx.db, {
    id: created.id,
    userId: user.id,
    kind: purchase.kind,
    item: purchase.item,
    amountCents: purchase.amountCents,
    now: deps.ctx.clock.now(),
  });
  counted('created');
  return { checkout_url: created.url };
}

/** POST /api/subscription/create: a monthly subscription checkout for Pro or Premium. */
export async function startSubscriptionCheckout(
  deps: BillingDeps,
  user: { id: string; email: string },
  planType: PaidPlanId,
): Promise<CheckoutResponse> {
  const plan = PLANS.find((candidate) => candidate.id === planType)!;
  const current = await findPlanInForce(deps.ctx.db, user.id, deps.ctx.clock.now());
  if (current?.plan === planType) {
    throw conflict(
      `You are already on the ${plan.name} plan (until ${current.planUntil.toISOString().slice(0, 10)}).`,
    );
  }
  return startCheckout(deps, user, {
    kind: 'subscription',
    item: plan.id,
    name: `Strix ${plan.name} (monthly)`,
    amountCents: plan.priceCents,
  });
}

/** POST /api/credits/purchase: a one-off payment for a credit pack. */
export async function startCreditsCheckout(
  deps: BillingDeps,
  user: { id: string; email: string },
  packageType: CreditPackageId,
): Promise<CheckoutResponse> {
  const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === packageType)!;
  return startCheckout(deps, user, {
    kind: 'credits',
    item: pack.id,
    name: `Strix ${pack.name} — ${pack.credits} credits`,
    amountCents: pack.priceCents,
  });
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * POST /api/user/subscription/cancel: renewal stops; the plan stays in force until the end of the
 * period already paid for. Cancelling twice answers the same and asks the provider once.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<CancelSubscriptionResponse> {
  const now = deps.ctx.clock.now();
  const row = await findSubscriptionOfUser(deps.ctx.db, userId);
  if (
    !row?.providerSubscriptionId ||
    ENDED.has(row.status) ||
    row.currentPeriodEnd.getTime() <= now.getTime()
  ) {
    throw notFound(BILLING_MESSAGES.noSubscription);
  }
  const providerId = row.providerSubscriptionId;
  const remote = row.cancelAtPeriodEnd
    ? undefined
    : await viaProvider(deps, 'cancel at period end', () =>
        deps.payments.cancelAtPeriodEnd(providerId),
      );

  const result = await deps.ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findSubscriptionOfUser(tx, userId, { lock: true });
    // Replaced by a new subscription meanwhile: that one is not cancelled.
    if (!current || current.providerSubscriptionId !== providerId) return undefined;
    if (!remote) return current;
    const periodEnd = remote.currentPeriodEnd ?? current.currentPeriodEnd;
    // The provider's answer is its state as of now: older events must not undo the cancellation.
    const stateAt = new Date(Math.max(current.stateAt.getTime(), now.getTime()));
    const status = remote.status || current.status;
    await updateSubscription(tx, userId, {
      status,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      currentPeriodEnd: periodEnd,
      stateAt,
      now,
    });
    await setUserPlan(tx, userId, { plan: current.plan, planUntil: periodEnd });
    return {
      ...current,
      status,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      currentPeriodEnd: periodEnd,
    };
  });
  if (!result) throw notFound(BILLING_MESSAGES.noSubscription);
  return {
    message: USAGE_MESSAGES.subscriptionCancelled,
    plan: planName(result.plan),
    nextBilling: result.currentPeriodEnd.toISOString(),
    status: result.status,
    cancelAtPeriodEnd: result.cancelAtPeriodEnd,
  };
}

/**
 * GET /api/billing/checkout/{id}: what one of the user's checkouts bought and whether it has
 * been added. Someone else's session is as unknown as a made-up one.
 */
export async function checkoutStatus(
  deps: BillingDeps,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  const row = await findCheckoutSession(deps.ctx.db, sessionId);
  if (!row || row.userId !== userId) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  const pack =
    row.kind === 'credits' ? CREDIT_PACKAGES.find((candidate) => candidate.id === row.item) : null;
  return {
    status: row.status === 'open' ? 'pending' : row.status,
    kind: row.kind,
    item: row.item,
    credits: pack?.credits ?? null,
    planName: row.kind === 'subscription' ? planName(row.item) : null,
  };
}
