import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';
import {
  billingState,
  checkoutSessionObject,
  deliver,
  startCheckout,
  stripeEvent,
  WEBHOOK_SECRET,
} from './billing-test-kit.ts';

const FOOTER = 'You are receiving this because a payment was completed on the Strix account';

/** Long enough for a mail that was going to be sent (the receipt is not awaited) to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('payment confirmation mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('pglite', {
      env: {
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Strix <no-reply@strix.example>',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const inboxOf = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email));

  it('mails one receipt per credits purchase, however often and in whatever form it is delivered', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { packageType: 'medium' });
    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const asyncPaid = stripeEvent(
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject(sessionId),
    );
    const arrival = smtp.nextMail();
    const outcomes = await Promise.all(
      [completed, completed, asyncPaid, completed].map(async (event) => {
        return (await deliver(t.app, event)).json().outcome;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    const mail = await arrival;
    await settle();
    expect(inboxOf(user.email)).toHaveLength(1);

    // (A long header is folded onto a second line.)
    expect(mail.raw.replace(/\r\n[ \t]+/g, ' ')).toContain(
      'Subject: Your Strix payment: Popular Pack: 25 credits, $9.99',
    );
    expect(mail.text).toContain('Item: Popular Pack: 25 credits');
    expect(mail.text).toContain('Amount: $9.99');
    const day = t.clock.now().toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail.text).toContain(`Date: ${day}`);
    expect(mail.text).toContain(`Reference: ${sessionId}`);
    expect(mail.text).toContain('Your balance is now 25 credits.');
    expect(mail.text).toContain(FOOTER);
  });

  it('mails the receipt of a plan with its price', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { planType: 'pro' });
    const arrival = smtp.nextMail();
    const completed = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, { mode: 'subscription', subscription: 'sub_receipt' }),
    );
    expect((await deliver(t.app, completed)).json().outcome).toBe('fulfilled');
    const mail = await arrival;
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('Item: Pro plan, monthly');
    expect(mail.text).toContain('Amount: $9.99');
    expect(mail.text).toContain(`Reference: ${sessionId}`);
    expect(mail.text).toContain('renews each month until you cancel it in Settings');
    expect(mail.text).toContain(FOOTER);
  });

  it('mails the receipt of a purchase completed on the test-mode checkout page, once', async () => {
    const user = await registerUser(t.app);
    const { checkoutUrl, sessionId } = await startCheckout(t.app, user.token, {
      packageType: 'large',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: checkoutUrl,
      headers: bearer(user.token),
    });
    const formToken = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: checkoutUrl,
        headers: { ...bearer(user.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: formToken }).toString(),
      });
    const arrival = smtp.nextMail();
    expect((await complete()).statusCode).toBe(303);
    await complete();
    const mail = await arrival;
    await settle();
    expect(inboxOf(user.email)).toHaveLength(1);
    expect(mail.text).toContain(`Reference: ${sessionId}`);
    expect(mail.text).toContain('Amount: $19.99');
  });

  it('sends nothing for a checkout that was not paid', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { packageType: 'small' });
    const unpaid = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, { payment_status: 'unpaid' }),
    );
    expect((await deliver(t.app, unpaid)).json().outcome).toBe('not-paid');
    await settle();
    expect(inboxOf(user.email)).toHaveLength(0);
  });
});

describe('payment confirmation when the mail server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every send fails.
    t = await createTestApp('pglite', {
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: 'smtp://127.0.0.1:1' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still grants the purchase and acknowledges the event', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { packageType: 'small' });
    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    const response = await deliver(t.app, completed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'fulfilled' });
    await settle();
    expect((await billingState(t.database.db, user.user.id)).user.credits).toBe(10);
  });
});
