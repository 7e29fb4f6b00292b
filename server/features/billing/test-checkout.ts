import { createHash, timingSafeEqual } from 'node:crypto';
import { BILLING_MESSAGES, CHECKOUT_RETURN, CREDIT_PACKAGES, PLANS } from '@contract';
import { encode as escapeHtml } from 'html-entities';
import {
  newTestSubscriptionId,
  TEST_CHECKOUT_PREFIX,
  testCheckoutPath,
} from '../../data/payments/index.ts';
import { type CheckoutSessionRow, findCheckoutSession } from '../../db/queries/billing.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { type FulfilmentResult, fulfilCheckout } from './fulfilment.ts';
import type { BillingDeps } from './service.ts';

/**
 * The built-in test-mode checkout (no STRIPE_SECRET_KEY, outside production): a plain HTML page
 * and form, no script (the CSP blocks inline scripts), that completes a purchase through the same
 * fulfilment code as a Stripe webhook. Only the account that started the checkout may open or
 * complete it; the form carries a token derived from that request's own credential, so another
 * site cannot post it even when the browser would attach the cookie.
 */

export function formToken(sessionId: string, credential: string): string {
  return createHash('sha256')
    .update(`strix-test-checkout\0${sessionId}\0${credential}`)
    .digest('base64url');
}

function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The caller's own test checkout, or a 404/403 with a sentence. */
export async function ownTestCheckout(
  deps: BillingDeps,
  sessionId: string,
  userId: string,
): Promise<CheckoutSessionRow> {
  const row = sessionId.startsWith(TEST_CHECKOUT_PREFIX)
    ? await findCheckoutSession(deps.ctx.db, sessionId)
    : undefined;
  if (!row) throw notFound('There is no such test checkout.');
  if (row.userId !== userId) throw forbidden('This checkout belongs to another account.');
  return row;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function describe(row: CheckoutSessionRow): { item: string; amount: string } {
  if (row.kind === 'credits') {
    const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === row.item);
    return {
      item: pack ? `${pack.name} — ${pack.credits} credits` : row.item,
      amount: dollars(row.amountCents),
    };
  }
  const plan = PLANS.find((candidate) => candidate.id === row.item);
  return {
    item: plan ? `${plan.name} plan` : row.item,
    amount: `${dollars(row.amountCents)} per month`,
  };
}

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #0b1020; color: #e6e9f2; }
  main { max-width: 28rem; margin: 10vh auto; padding: 2rem; background: #141b2f; border-radius: 1rem; border: 1px solid #2a3350; }
  .badge { display: inline-block; padding: .35rem .75rem; border-radius: 999px; background: #facc15; color: #1a1300; font-weight: 700; font-size: .85rem; }
  h1 { font-size: 1.4rem; margin: 1rem 0 .5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #9aa3bd; } dd { margin: 0; font-weight: 600; }
  p { color: #b7bfd6; line-height: 1.5; }
  button { width: 100%; padding: .8rem; border: 0; border-radius: .6rem; background: #6366f1; color: white; font-size: 1rem; font-weight: 600; cursor: pointer; }
  a { display: block; text-align: center; margin-top: 1rem; color: #9aa3bd; }
`;

export function renderTestCheckoutPage(row: CheckoutSessionRow, token: string): string {
  const { item, amount } = describe(row);
  const open = row.status === 'open';
  const body = open
    ? `<p>No card is needed and nothing is charged. Completing grants the purchase exactly as a real payment would.</p>
    <form method="post" action="${escapeHtml(testCheckoutPath(row.id))}">
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <button type="submit">Complete test purchase</button>
    </form>
    <a href="${CHECKOUT_RETURN.cancelled}">Cancel</a>`
    : `<p>This checkout is ${row.status === 'fulfilled' ? 'already complete' : 'no longer open'}.</p>
    <a href="/plans">Back to plans</a>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Test checkout — Strix</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <span class="badge">${escapeHtml(BILLING_MESSAGES.testMode)}</span>
    <h1>Strix checkout</h1>
    <dl>
      <dt>Item</dt><dd>${escapeHtml(item)}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>`;
}

/** The form's POST: the same fulfilment as a webhook, with a synthetic paid session. */
export async function completeTestCheckout(
  deps: BillingDeps,
  row: CheckoutSessionRow,
  token: unknown,
  expectedToken: string,
): Promise<FulfilmentResult> {
  if (!tokensMatch(expectedToken, token)) {
    throw forbidden('This test checkout form is out of date. Open the checkout again.');
  }
  if (row.status === 'expired') throw conflict('This checkout is no longer open.');
  return fulfilCheckout(deps, {
    sessionId: row.id,
    paymentStatus: 'paid',
    customerId: null,
    subscriptionId: row.kind === 'subscription' ? newTestSubscriptionId() : null,
    occurredAt: deps.ctx.clock.now(),
  });
}
