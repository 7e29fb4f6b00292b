import { CHECKOUT_SESSION_PARAM, type CheckoutStatusResponse } from '@contract';

/** The checkout session a success return names (absent on returns from older links). */
export function checkoutSessionOf(search: string): string | null {
  const id = new URLSearchParams(search).get(CHECKOUT_SESSION_PARAM);
  return id?.trim() ? id : null;
}

/** What the checkout bought, in words: '25 credits' or 'Pro plan'. */
function purchase(status: CheckoutStatusResponse): string | null {
  if (status.kind === 'credits')
    return status.credits === null ? null : `${status.credits} credits`;
  return status.planName ? `${status.planName} plan` : null;
}

/**
 * The success toast's description, from what the server says the checkout bought and whether it
 * has been added: never 'plan or credits' when it knows which. Null status: it could not say.
 */
export function paymentMessage(status: CheckoutStatusResponse | null): string {
  const what = status ? purchase(status) : null;
  if (!status || !what || status.status === 'expired')
    return 'Thank you! Your account will show your purchase in a moment.';
  if (status.status === 'fulfilled') {
    return status.kind === 'credits' ? `${what} added to your account.` : `Your ${what} is active.`;
  }
  return status.kind === 'credits'
    ? `Thank you! Adding ${what} to your account…`
    : `Thank you! Activating your ${what}…`;
}
