import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, registerUser, type TestApp } from '../../test/harness.ts';
import {
  billingState,
  checkoutSessionObject,
  deliver,
  startCheckout,
  stripeEvent,
  subscriptionObject,
  WEBHOOK_SECRET,
} from './billing-test-kit.ts';

const DAY = 24 * 3600;

describe.each(databaseKinds)('Stripe webhook (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's clock (tests hold it still): signature ages are counted from it. */
  const clockSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  async function creditsCheckout(packageType: 'small' | 'medium' | 'large' = 'medium') {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { packageType });
    return { user, sessionId };
  }

  it('accepts only deliveries signed with the secret, fresh, over the exact body', async () => {
    const { user, sessionId } = await creditsCheckout();
    const event = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const payload = JSON.stringify(event);
    const tampered = payload.replace('"paid"', '"paid" ');

    const refused = [
      await deliver(t.app, event, { body: tampered }),
      await deliver(t.app, event, { timestamp: clockSeconds() - 301 }),
      await deliver(t.app, event, { signature: null }),
      await deliver(t.app, event, { secret: 'whsec_someone_else' }),
      await deliver(t.app, event, { signature: 't=1,v1=deadbeef' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(refused.map((response) => response.json().error)).toEqual([
      'The webhook signature does not match the body.',
      'The webhook signature is too old.',
      'The Stripe-Signature header is missing.',
      'The webhook signature does not match the body.',
      'The webhook signature does not match the body.',
    ]);
    let state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(0);
    expect(state.ledger).toHaveLength(0);
    expect(state.events.find((row) => row.id === event.id)).toBeUndefined();
    expect(state.sessions[0]!.status).toBe('open');

    const accepted = await deliver(t.app, event, { timestamp: clockSeconds() - 290 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, outcome: 'fulfilled' });
    state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(25);
    expect(state.sessions[0]!.status).toBe('fulfilled');
  });

  it('refuses signatures dated in the future and event ids Stripe never sends, storing nothing', async () => {
    const { user, sessionId } = await creditsCheckout();
    const event = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const eventsBefore = (await billingState(t.database.db, user.user.id)).events.length;

    // Stripe's tolerance counts only the signature's age: a date ahead of ours is refused too.
    const ahead = await deliver(t.app, event, { timestamp: clockSeconds() + 4000 });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({ error: 'The webhook signature is dated in the future.' });
    expect((await deliver(t.app, event, { timestamp: clockSeconds() + 301 })).statusCode).toBe(400);

    // Signed with the right secret, but ids no Stripe event has: refused before the database.
    const incompressible = randomBytes(3000)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '');
    const badIds = [`evt_${incompressible}`, 'evt_', "evt_1'; drop table x", 'cus_123abc', 42];
    for (const id of badIds) {
      const response = await deliver(t.app, { ...event, id });
      expect(response.statusCode, String(id).slice(0, 20)).toBe(400);
      expect(response.json()).toEqual({ error: 'The webhook body is not a Stripe event.' });
    }
    const state = await billingState(t.database.db, user.user.id);
    expect(state.events).toHaveLength(eventsBefore);
    expect(state.user.credits).toBe(0);

    // A little clock skew either way is fine, and so are ids as long as Stripe's longest.
    const skewed = await deliver(t.app, event, { timestamp: clockSeconds() + 290 });
    expect(skewed.json()).toEqual({ received: true, outcome: 'fulfilled' });
    const long = stripeEvent('customer.created', {});
    const longId = await deliver(t.app, { ...long, id: `evt_test_${'A1b2'.repeat(60)}` });
    expect(longId.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('grants once when the same event arrives 10 times at once', async () => {
    const { user, sessionId } = await creditsCheckout('medium');
    const event = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(t.app, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = responses.map((response) => response.json().outcome).sort();
    expect(outcomes).toEqual(['duplicate', ...Array(8).fill('duplicate'), 'fulfilled'].sort());

    const state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(25);
    expect(state.ledger).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        delta: 25,
        balanceAfter: 25,
        reference: `checkout:${sessionId}`,
      }),
    ]);
  });

  it('grants once for different events about the same checkout, even concurrently', async () => {
    const { user, sessionId } = await creditsCheckout('large');
    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const succeeded = stripeEvent(
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject(sessionId),
    );
    const [a, b] = await Promise.all([deliver(t.app, completed), deliver(t.app, succeeded)]);
    expect([a.json().outcome, b.json().outcome].sort()).toEqual(['already-fulfilled', 'fulfilled']);
    const later = await deliver(
      t.app,
      stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId)),
    );
    expect(later.json().outcome).toBe('already-fulfilled');

    const state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(60);
    expect(state.ledger).toHaveLength(1);
  });

  it('reads who and what from its own record, never from the event', async () => {
    const { user, sessionId } = await creditsCheckout('small');
    const other = await registerUser(t.app);
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, { client_reference_id: other.user.id }),
    );
    expect((await deliver(t.app, event)).json().outcome).toBe('fulfilled');
    expect((await billingState(t.database.db, user.user.id)).user.credits).toBe(10);
    expect((await billingState(t.database.db, other.user.id)).user.credits).toBe(0);
  });

  it('grants nothing for an unpaid session, then grants when the payment succeeds', async () => {
    const { user, sessionId } = await creditsCheckout('small');
    const unpaid = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, { payment_status: 'unpaid' }),
    );
    expect((await deliver(t.app, unpaid)).json().outcome).toBe('not-paid');
    let state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(0);
    expect(state.ledger).toHaveLength(0);
    expect(state.sessions[0]!.status).toBe('open');

    const paid = stripeEvent(
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject(sessionId),
    );
    expect((await deliver(t.app, paid)).json().outcome).toBe('fulfilled');
    state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(10);
  });

  it('ignores unknown event types and checkouts it did not create; expires abandoned ones', async () => {
    const ignored = await deliver(
      t.app,
      stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }),
    );
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });
    const foreign = await deliver(
      t.app,
      stripeEvent('checkout.session.completed', checkoutSessionObject('cs_live_not_ours')),
    );
    expect(foreign.json().outcome).toBe('unknown-session');

    const { user, sessionId } = await creditsCheckout('small');
    const expired = stripeEvent(
      'checkout.session.expired',
      checkoutSessionObject(sessionId, { payment_status: 'unpaid' }),
    );
    expect((await deliver(t.app, expired)).json().outcome).toBe('expired');
    const late = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    expect((await deliver(t.app, late)).json().outcome).toBe('already-fulfilled');
    expect((await billingState(t.database.db, user.user.id)).user.credits).toBe(0);
  });

  describe('subscriptions', () => {
    async function subscribed(plan: 'pro' | 'premium', subscriptionId: string, created: number) {
      const user = await registerUser(t.app);
      const { sessionId } = await startCheckout(t.app, user.token, { planType: plan });
      const completed = stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject(sessionId, {
          mode: 'subscription',
          subscription: subscriptionId,
          customer: 'cus_test_1',
        }),
        created,
      );
      expect((await deliver(t.app, completed)).json().outcome).toBe('fulfilled');
      return user;
    }

    it('starts the plan for a month when the checkout is paid', async () => {
      const t0 = clockSeconds() - 60;
      const user = await subscribed('premium', 'sub_month', t0);
      const state = await billingState(t.database.db, user.user.id);
      expect(state.user.plan).toBe('premium');
      const monthLater = new Date(t.clock.now());
      monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
      expect(Math.abs(state.user.planUntil!.getTime() - monthLater.getTime())).toBeLessThan(5000);
      expect(state.subscription).toMatchObject({
        plan: 'premium',
        status: 'active',
        providerSubscriptionId: 'sub_month',
        providerCustomerId: 'cus_test_1',
        cancelAtPeriodEnd: false,
        stateAt: new Date(t0 * 1000),
      });
    });

    it('never moves state backwards when events arrive out of order', async () => {
      const t0 = clockSeconds() - 300;
      const t1 = t0 + 10;
      const t2 = t0 + 20;
      const periodA = clockSeconds() + 30 * DAY;
      const periodB = clockSeconds() + 60 * DAY;
      const user = await subscribed('pro', 'sub_ooo', t0);

      const updated = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_ooo', { periodEnd: periodB, cancelAtPeriodEnd: true }),
        t2,
      );
      const created = stripeEvent(
        'customer.subscription.created',
        subscriptionObject('sub_ooo', { status: 'incomplete', periodEnd: periodA }),
        t1,
      );
      expect((await deliver(t.app, updated)).json().outcome).toBe('applied');
      expect((await deliver(t.app, created)).json().outcome).toBe('stale');

      const state = await billingState(t.database.db, user.user.id);
      expect(state.subscription).toMatchObject({
        status: 'active',
        currentPeriodEnd: new Date(periodB * 1000),
        cancelAtPeriodEnd: true,
        stateAt: new Date(t2 * 1000),
      });
      expect(state.user.plan).toBe('pro');
      expect(state.user.planUntil).toEqual(new Date(periodB * 1000));

      // Within one second, a later stage wins whatever the delivery order.
      const sameSecond = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_ooo', { status: 'incomplete', periodEnd: periodA }),
        t2,
      );
      expect((await deliver(t.app, sameSecond)).json().outcome).toBe('stale');
    });

    it('keeps a cancelled plan until the period ends, then it is over', async () => {
      const t0 = clockSeconds() - 100;
      const periodEnd = clockSeconds() + 10 * DAY;
      const user = await subscribed('pro', 'sub_end', t0);
      const deleted = stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject('sub_end', { status: 'canceled', periodEnd }),
        t0 + 50,
      );
      expect((await deliver(t.app, deleted)).json().outcome).toBe('applied');
      let state = await billingState(t.database.db, user.user.id);
      expect(state.subscription?.status).toBe('canceled');
      expect(state.user).toMatchObject({ plan: 'pro', planUntil: new Date(periodEnd * 1000) });

      // A deletion that arrives after the period: the plan is gone at once.
      const late = await subscribed('pro', 'sub_late', t0);
      const ended = stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject('sub_late', { status: 'canceled', periodEnd: t0 + 10 }),
        t0 + 20,
      );
      expect((await deliver(t.app, ended)).json().outcome).toBe('applied');
      state = await billingState(t.database.db, late.user.id);
      expect(state.user.plan).toBeNull();
    });

    it('ends access when the provider gives up on payment, and follows a plan change', async () => {
      const t0 = clockSeconds() - 100;
      const periodEnd = clockSeconds() + 20 * DAY;
      const user = await subscribed('pro', 'sub_unpaid', t0);
      const upgraded = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_unpaid', { periodEnd, amount: 1999 }),
        t0 + 10,
      );
      expect((await deliver(t.app, upgraded)).json().outcome).toBe('applied');
      let state = await billingState(t.database.db, user.user.id);
      expect(state.subscription?.plan).toBe('premium');
      expect(state.user.plan).toBe('premium');

      const unpaid = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_unpaid', { status: 'unpaid', periodEnd, amount: 1999 }),
        t0 + 20,
      );
      expect((await deliver(t.app, unpaid)).json().outcome).toBe('applied');
      state = await billingState(t.database.db, user.user.id);
      expect(state.user.plan).toBeNull();
      expect(state.user.planUntil).toEqual(new Date((t0 + 20) * 1000));
    });

    it('ignores events about subscriptions it does not know', async () => {
      const event = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_unknown', { periodEnd: clockSeconds() + DAY }),
      );
      expect((await deliver(t.app, event)).json().outcome).toBe('unknown-subscription');
    });
  });
});
