import type { CheckoutStatusResponse } from '@contract';
import { describe, expect, it } from 'vitest';
import { checkoutSessionOf, paymentMessage } from './checkout-return.ts';

const credits: CheckoutStatusResponse = {
  status: 'fulfilled',
  kind: 'credits',
  item: 'medium',
  credits: 25,
  planName: null,
};
const pro: CheckoutStatusResponse = {
  status: 'fulfilled',
  kind: 'subscription',
  item: 'pro',
  credits: null,
  planName: 'Pro',
};

describe('payment toast after checkout', () => {
  it('says what was added, not "plan or credits"', () => {
    expect(paymentMessage(credits)).toBe('25 credits added to your account.');
    expect(paymentMessage(pro)).toBe('Your Pro plan is active.');
    for (const status of [credits, pro])
      expect(paymentMessage(status)).not.toMatch(/plan or credits/);
  });

  it('says it is on its way while the payment provider has not confirmed it yet', () => {
    expect(paymentMessage({ ...credits, status: 'pending' })).toBe(
      'Thank you! Adding 25 credits to your account…',
    );
    expect(paymentMessage({ ...pro, status: 'pending' })).toBe(
      'Thank you! Activating your Pro plan…',
    );
  });

  it('claims nothing it was not told', () => {
    expect(paymentMessage(null)).toBe(
      'Thank you! Your account will show your purchase in a moment.',
    );
    expect(paymentMessage({ ...credits, status: 'expired' })).toBe(paymentMessage(null));
  });

  it('reads the checkout session from the return address', () => {
    expect(checkoutSessionOf('?checkout=success&session_id=cs_test_local_ab12')).toBe(
      'cs_test_local_ab12',
    );
    expect(checkoutSessionOf('?checkout=success')).toBeNull();
    expect(checkoutSessionOf('?checkout=success&session_id=')).toBeNull();
  });
});
