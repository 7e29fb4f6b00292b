import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import {
  billingState,
  checkoutSessionObject,
  deliver,
  startCheckout,
  stripeEvent,
  subscriptionObject,
  WEBHOOK_SECRET,
} from './billing-test-kit.ts';
import { startStripeApiStub } from './stripe-api-stub.ts';

const APP_ORIGIN = 'http://localhost:3000';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(databaseKinds)('checkout against the Stripe API (%s)', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeApiStub>>;

  beforeAll(async () => {
    stripe = await startStripeApiStub();
    t = await createTestApp(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_strix',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** Signed as Stripe would at the app's clock (the cancel test moves it a month on). */
  const send = (event: unknown) => deliver(t.app, event, { timestamp: seconds(t.clock.now()) });

  /** Completes a subscription checkout the way Stripe reports it. */
  async function subscribe(token: string, planType: 'pro' | 'premium', subscriptionId: string) {
    const { sessionId } = await startCheckout(t.app, token, { planType });
    const completed = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, {
        mode: 'subscription',
        subscription: subscriptionId,
        customer: 'cus_stub',
      }),
      seconds(t.clock.now()) - 5,
    );
    expect((await send(completed)).json().outcome).toBe('fulfilled');
  }

  it('creates a payment-mode session priced by the server and records it', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: bearer(user.token),
      payload: { packageType: 'medium', amount: 1, credits: 1000 },
    });
    expect(response.statusCode).toBe(200);
    const { checkout_url } = response.json();
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_stub_\d+$/);

    const request = stripe.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.authorization).toBe('Bearer sk_test_strix');
    expect(request.form).toMatchObject({
      mode: 'payment',
      client_reference_id: user.user.id,
      customer_email: user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'Strix Popular Pack — 25 credits',
      // Stripe fills in the session's id, so the page can ask what was bought.
      success_url: `${APP_ORIGIN}/plans?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_ORIGIN}/plans?checkout=cancelled`,
    });
    expect(request.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();

    const state = await billingState(t.database.db, user.user.id);
    expect(state.sessions).toEqual([
      expect.objectContaining({
        id: checkout_url.split('/').at(-1),
        kind: 'credits',
        item: 'medium',
        amountCents: 999,
        status: 'open',
      }),
    ]);
  });

  it('creates a monthly subscription session, and refuses the plan a user already has', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { planType: 'premium' });
    expect(stripe.requests.at(-1)!.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    expect((await billingState(t.database.db, user.user.id)).sessions[0]).toMatchObject({
      id: sessionId,
      kind: 'subscription',
      item: 'premium',
      amountCents: 1999,
    });

    await subscribe(user.token, 'pro', 'sub_stub_409');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: bearer(user.token),
      payload: { planType: 'pro' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^You are already on the Pro plan/);
    // A returning customer is sent to checkout as that customer.
    await startCheckout(t.app, user.token, { planType: 'premium' });
    expect(stripe.requests.at(-1)!.form.customer).toBe('cus_stub');
  });

  it('answers 401 signed out, 400 with a sentence for bad input, 502 when Stripe fails', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      payload: { packageType: 'small' },
    });
    expect(signedOut.statusCode).toBe(401);

    const user = await registerUser(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: bearer(user.token),
      payload: { planType: 'free' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "planType must be 'pro' or 'premium'." });
    const badPack = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: bearer(user.token),
      payload: { packageType: 'huge' },
    });
    expect(badPack.json()).toEqual({
      error: "packageType must be 'small', 'medium' or 'large'.",
    });

    stripe.state.failNext = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: bearer(user.token),
      payload: { packageType: 'small' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(
      'The payment provider could not be reached. Please try again in a moment.',
    );
    expect((await billingState(t.database.db, user.user.id)).sessions).toHaveLength(0);
  });

  it('cancels at period end: the plan stays until then, older events cannot undo it', async () => {
    const user = await registerUser(t.app);
    const before = seconds(t.clock.now()) - 2;
    await subscribe(user.token, 'pro', 'sub_stub_cancel');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscription/cancel',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    const periodEnd = new Date(stripe.state.periodEnd * 1000);
    expect(response.json()).toEqual({
      message: 'Subscription Cancelled',
      plan: 'Pro',
      nextBilling: periodEnd.toISOString(),
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_stub_cancel',
      form: { cancel_at_period_end: 'true' },
    });

    // An update Stripe sent before the cancellation, delivered late, changes nothing.
    const old = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_stub_cancel', { periodEnd: stripe.state.periodEnd }),
      before,
    );
    expect((await send(old)).json().outcome).toBe('stale');

    let state = await billingState(t.database.db, user.user.id);
    expect(state.subscription?.cancelAtPeriodEnd).toBe(true);
    expect(state.user).toMatchObject({ plan: 'pro', planUntil: periodEnd });

    const limits = await t.app.inject({
      method: 'GET',
      url: '/api/user/limits',
      headers: bearer(user.token),
    });
    expect(limits.json()).toMatchObject({ hasSubscription: true, subscriptionPlan: 'Pro' });

    // Cancelling again asks Stripe nothing and answers the same.
    const count = stripe.requests.length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscription/cancel',
      headers: bearer(user.token),
    });
    expect(again.json()).toEqual(response.json());
    expect(stripe.requests.length).toBe(count);

    // Past the period end the plan is over.
    t.clock.advance(periodEnd.getTime() - t.clock.now().getTime() + 1000);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/limits',
      headers: bearer(user.token),
    });
    expect(after.json()).toMatchObject({ hasSubscription: false, subscriptionPlan: null });
    state = await billingState(t.database.db, user.user.id);
    expect(state.user.plan).toBe('pro');
  });

  it('says so when there is nothing to cancel', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscription/cancel',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'You have no subscription to cancel.' });
  });

  it('ends the old subscription at Stripe when a user switches plan', async () => {
    const user = await registerUser(t.app);
    await subscribe(user.token, 'pro', 'sub_stub_old');
    await subscribe(user.token, 'premium', 'sub_stub_new');
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/v1/subscriptions/sub_stub_old',
      form: { prorate: 'true' },
    });
    const state = await billingState(t.database.db, user.user.id);
    expect(state.subscription).toMatchObject({
      plan: 'premium',
      providerSubscriptionId: 'sub_stub_new',
    });
    expect(state.user.plan).toBe('premium');
    // The old subscription's own deletion event no longer concerns the user.
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject('sub_stub_old', { status: 'canceled', periodEnd: stripe.state.periodEnd }),
    );
    expect((await send(deleted)).json().outcome).toBe('unknown-subscription');
  });
});

describe.each(databaseKinds)('test-mode checkout without a Stripe key (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const asBrowser = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
    cookies: { strix_session: cookie ?? '' },
    headers: extra,
  });

  async function openPage(path: string, cookie: string | undefined) {
    return t.app.inject({ method: 'GET', url: path, ...asBrowser(cookie) });
  }

  function complete(path: string, cookie: string | undefined, token: string) {
    return t.app.inject({
      method: 'POST',
      url: path,
      ...asBrowser(cookie, {
        origin: APP_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      }),
      payload: new URLSearchParams({ token }).toString(),
    });
  }

  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  it('walks a credit purchase end to end and grants it once', async () => {
    const user = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      ...asBrowser(user.cookie, { origin: APP_ORIGIN }),
      payload: { packageType: 'medium' },
    });
    expect(created.statusCode).toBe(200);
    const path = created.json().checkout_url as string;
    expect(path).toMatch(/^\/api\/billing\/test-checkout\/cs_test_local_[0-9a-f]+$/);

    const page = await openPage(path, user.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Test mode — no real payment');
    expect(page.body).toContain('Popular Pack — 25 credits');
    expect(page.body).toContain('$9.99');
    expect(page.body).toContain('Complete test purchase');
    expect(page.body).toContain('href="/plans?checkout=cancelled">Cancel</a>');
    expect(page.body).not.toContain('<script');

    // Before payment the plans page hears it is still pending, and what it is for.
    const sessionId = path.split('/').at(-1)!;
    const status = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/billing/checkout/${sessionId}`,
        ...asBrowser(user.cookie),
      });
    expect((await status()).json()).toEqual({
      status: 'pending',
      kind: 'credits',
      item: 'medium',
      credits: 25,
      planName: null,
    });

    const done = await complete(path, user.cookie, tokenOf(page.body));
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/plans?checkout=success&session_id=${sessionId}`);
    expect((await status()).json()).toMatchObject({ status: 'fulfilled', credits: 25 });
    // Someone else's checkout, or one that never was, is not found.
    const stranger = await registerUser(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/billing/checkout/${sessionId}`,
      ...asBrowser(stranger.cookie),
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ error: 'No such checkout.' });
    const twice = await complete(path, user.cookie, tokenOf(page.body));
    expect(twice.statusCode).toBe(303);

    const state = await billingState(t.database.db, user.user.id);
    expect(state.user.credits).toBe(25);
    expect(state.ledger).toEqual([
      expect.objectContaining({ kind: 'purchase', delta: 25, balanceAfter: 25 }),
    ]);
    expect((await openPage(path, user.cookie)).body).toContain('already complete');
  });

  it("refuses another user's cookie, a forged form and a post from another site", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const { checkoutUrl: path } = await startCheckout(t.app, owner.token, {
      packageType: 'large',
    });
    const page = await openPage(path, owner.cookie);
    const token = tokenOf(page.body);

    const peek = await openPage(path, intruder.cookie);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ error: 'This checkout belongs to another account.' });
    const steal = await complete(path, intruder.cookie, token);
    expect(steal.statusCode).toBe(403);

    const forged = await complete(path, owner.cookie, 'not-the-token');
    expect(forged.statusCode).toBe(403);

    const crossSite = await t.app.inject({
      method: 'POST',
      url: path,
      ...asBrowser(owner.cookie, {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      payload: `token=${token}`,
    });
    expect(crossSite.statusCode).toBe(403);

    expect((await openPage(path, undefined)).statusCode).toBe(401);
    expect(
      (await openPage('/api/billing/test-checkout/cs_test_local_nope', owner.cookie)).statusCode,
    ).toBe(404);

    for (const who of [owner, intruder]) {
      expect((await billingState(t.database.db, who.user.id)).user.credits).toBe(0);
    }
  });

  it('subscribes through the test page and cancels at period end', async () => {
    const user = await registerUser(t.app);
    const { checkoutUrl: path } = await startCheckout(t.app, user.token, { planType: 'pro' });
    const page = await openPage(path, user.cookie);
    expect(page.body).toContain('Pro plan');
    expect(page.body).toContain('$9.99 per month');
    expect((await complete(path, user.cookie, tokenOf(page.body))).statusCode).toBe(303);
    const bought = await t.app.inject({
      method: 'GET',
      url: `/api/billing/checkout/${path.split('/').at(-1)}`,
      headers: bearer(user.token),
    });
    expect(bought.json()).toEqual({
      status: 'fulfilled',
      kind: 'subscription',
      item: 'pro',
      credits: null,
      planName: 'Pro',
    });

    let state = await billingState(t.database.db, user.user.id);
    expect(state.user.plan).toBe('pro');
    expect(state.subscription?.providerSubscriptionId).toMatch(/^sub_test_local_/);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscription/cancel',
      headers: bearer(user.token),
    });
    expect(cancelled.json()).toEqual({
      message: 'Subscription Cancelled',
      plan: 'Pro',
      nextBilling: state.user.planUntil!.toISOString(),
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    state = await billingState(t.database.db, user.user.id);
    expect(state.user.plan).toBe('pro');
    expect(state.subscription?.cancelAtPeriodEnd).toBe(true);
  });
});

describe('payments in production without a Stripe key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        NODE_ENV: 'production',
        // What production refuses to start without (the test app itself runs on PGlite).
        PUBLIC_URL: 'https://strix.example',
        DATABASE_URL: 'postgres://unused',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to sell instead of showing the test checkout', async () => {
    const user = await registerUser(t.app);
    for (const [url, payload] of [
      ['/api/subscription/create', { planType: 'pro' }],
      ['/api/credits/purchase', { packageType: 'small' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(user.token),
        payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Payments are not configured.' });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/billing/test-checkout/cs_test_local_x',
      headers: bearer(user.token),
    });
    expect(page.statusCode).toBe(404);
  });
});
