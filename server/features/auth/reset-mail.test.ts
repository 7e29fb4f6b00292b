import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, uniqueEmail } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';

describe('password reset by mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('pglite', {
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://strix.example',
        MAIL_FROM: 'Strix <no-reply@strix.example>',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a link built from PUBLIC_URL (not the Host header) that resets the password once', async () => {
    const { email } = await registerUser(t.app);
    const arrival = smtp.nextMail();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'attacker.example' },
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    // With a mail server configured the token travels only by mail.
    expect(forgot.json().resetToken).toBeUndefined();

    const mail = await arrival;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@strix.example');
    expect(mail.text).not.toContain('attacker.example');
    // A mail nobody can turn off says why it came.
    expect(mail.text).toContain(
      'You are receiving this because someone asked to reset the password of the Strix account for this address.',
    );
    const link = /https:\/\/strix\.example\/auth\?resetToken=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'mailed new password', confirmPassword: 'mailed new password' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'mailed new password' },
    });
    expect(login.statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another password', confirmPassword: 'another password' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('sends nothing for an unknown email, and answers the same', async () => {
    const before = smtp.inbox.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "If an account exists with this email, we've sent a password reset link",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.inbox.length).toBe(before);
  });
});
