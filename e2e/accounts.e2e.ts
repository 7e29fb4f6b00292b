import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../server/test/peers/smtp-server.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { recordSecret } from './support/secrets.ts';
import { type RunningApp, startApp } from './support/server.ts';

let app: RunningApp;
let browser: Browser;
// The reset link travels only by mail (without SMTP_URL it would be in the server log, which the
// log scan refuses), so this server mails it to a real SMTP server on loopback.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

/** The reset link in the latest mail to `email`, once one has come (within 15 s). */
async function mailedResetLink(email: string, earlierMails: number): Promise<URL> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.inbox.filter((mail) => mail.to.includes(email));
    const link =
      mails.length > earlierMails ? /\bhttp\S+resetToken=[\w-]+/.exec(mails.at(-1)!.text) : null;
    if (link) return new URL(link[0]);
    if (Date.now() > deadline) throw new Error(`no reset link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

async function signOut(page: Page, viewport: ViewportName) {
  // The top bar has Sign Out on desktop; on a phone it lives on the Settings page.
  if (viewport === 'mobile') await page.goto('/settings');
  await button(page, 'Sign Out').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await button(page, 'Sign In').click();
  await page.waitForURL((url) => url.pathname === '/');
  await toast(page, 'Welcome back!').waitFor();
}

describe.each<ViewportName>(['mobile', 'desktop'])(
  'accounts in Chromium at %s size',
  (viewport) => {
    const email = `e2e.${viewport}.${Date.now()}@example.com`;
    const password = 'first password';

    it('signs up, signs out, signs in, changes the password, and resets a forgotten one', async () => {
      const { page, errors, close } = await newPage(browser, viewport, app.url);
      try {
        // Sign up from the Get Started / Sign In entry point.
        await page.goto('/auth/signup');
        await expect
          .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
          .toBe('true');
        await field(page, 'Full Name').fill('Eve Tester');
        await field(page, 'Email').fill(email);
        await field(page, 'Password').fill('short');
        await field(page, 'Confirm Password').fill('short');
        await button(page, 'Create Account').click();
        await toast(page, 'Password Too Short').waitFor();
        // This server has no Google sign-in configured: the form offers none.
        await page
          .getByText(/^Replay mode/)
          .first()
          .waitFor();
        expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
        expect(await page.getByText('Or continue with').count()).toBe(0);
        await field(page, 'Password').fill(password);
        await field(page, 'Confirm Password').fill(password);
        await button(page, 'Create Account').click();
        await page.waitForURL((url) => url.pathname === '/');
        await toast(page, 'Account Created!').waitFor();
        await page.getByText('Welcome, Eve Tester').first().waitFor();
        expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(
          /^[\w-]{43}$/,
        );
        await snapshot(page, `${viewport}-home-signed-in`);

        await signOut(page, viewport);
        await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();

        // A wrong password shows the server's sentence inline; typing clears it.
        await page.goto('/auth');
        await field(page, 'Email').fill(email);
        await field(page, 'Password').fill('not my password');
        await button(page, 'Sign In').click();
        const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
        await alert.waitFor();
        await field(page, 'Password').fill('x');
        await alert.waitFor({ state: 'detached' });

        await logIn(page, email, password);

        // Change the password in Settings.
        await page.goto('/settings');
        await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
        await page.getByText('Email Account').waitFor();
        await button(page, 'Change Password').click();
        const dialog = page.getByRole('dialog', { name: 'Change Password' });
        await dialog.waitFor();
        await field(page, 'Current Password').fill(password);
        await field(page, 'New Password').fill('second password');
        await field(page, 'Confirm New Password').fill('second password');
        await button(page, 'Show new password').click();
        expect(await field(page, 'New Password').getAttribute('type')).toBe('text');
        await snapshot(page, `${viewport}-change-password`);
        await dialog.getByRole('button', { name: 'Change Password', exact: true }).click();
        await toast(page, 'Password Updated').waitFor();
        await dialog.waitFor({ state: 'detached' });

        await signOut(page, viewport);
        await logIn(page, email, 'second password');
        await signOut(page, viewport);

        // Forgot password: the page says a link was sent and stays put (the answer never holds
        // the token); the mailed link opens the set-new-password view with the token in place
        // (and the log scan at the end of the run checks the link's address was logged without it).
        await page.goto('/auth');
        await button(page, 'Forgot your password?').click();
        await field(page, 'Email').fill(email);
        const earlierMails = smtp.inbox.filter((mail) => mail.to.includes(email)).length;
        await button(page, 'Send Reset Link').click();
        await toast(page, 'Reset Link Sent').waitFor();
        const link = await mailedResetLink(email, earlierMails);
        const resetToken = link.searchParams.get('resetToken')!;
        expect(resetToken).toMatch(/^[\w-]{43}$/);
        recordSecret('reset token', resetToken);
        await button(page, 'Send Reset Link').waitFor();
        expect(await field(page, 'Reset Token').count()).toBe(0);
        await page.goto(`${link.pathname}${link.search}`);
        await expect.poll(() => field(page, 'Reset Token').inputValue()).toBe(resetToken);
        await expect.poll(() => new URL(page.url()).search).toBe('');
        await field(page, 'New Password').fill('third password');
        await field(page, 'Confirm New Password').fill('third password');
        await button(page, 'Reset Password').click();
        await toast(page, 'Password Reset').waitFor();
        await expect
          .poll(() => page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected'))
          .toBe('true');
        await logIn(page, email, 'third password');

        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('sends a signed-out visitor from protected pages to /auth, and shows 404 for unknown paths', async () => {
      const { page, errors, close } = await newPage(browser, viewport, app.url);
      try {
        for (const path of ['/profile', '/settings', '/plans']) {
          await page.goto(path);
          // Remembering the page, so signing in comes back to it.
          await page.waitForURL(
            (url) => url.pathname === '/auth' && url.searchParams.get('next') === path,
          );
        }
        // Match pages are public: a shared link works signed out.
        await page.goto('/match/123');
        await page.getByText('Match not found').waitFor();
        await page.goto('/no/such/page');
        await page.getByText('Page Not Found').waitFor();
        await snapshot(page, `${viewport}-404`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  },
);
