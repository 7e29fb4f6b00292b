import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../server/test/peers/smtp-server.ts';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot, VIEWPORTS } from './support/browser.ts';
import { recordSecret } from './support/secrets.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Alerts end to end, at phone size: someone follows a team and sets a price target from a match
 * page, opts in on Settings → Alerts, and the running server's alerts job mails them through a
 * real SMTP server; the mail's unsubscribe link, opened signed out, turns every alert off.
 */

let app: RunningApp;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const EMAIL = 'alerts.fan@example.com';
const NAME = 'Alex Alerts';

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const alertsCard = (page: Page) => page.getByRole('region', { name: 'Alerts' });
const emailsCard = (page: Page) => page.getByRole('region', { name: 'Emails' });

async function expectFitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
}

/** Mails to our person, arriving within `ms`, until `count` are in. */
async function mailsFor(count: number, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = smtp.inbox.filter((mail) => mail.to.includes(EMAIL));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  [app, browser] = await Promise.all([
    startApp({
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      SMTP_URL: smtp.url,
      ALERTS_EVERY_SECONDS: '2',
      AS_OF: '2025-01-18T08:00:00Z',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

describe('email alerts, in Chromium at phone size', () => {
  it('follows a team, sets a target, opts in, gets the mails and unsubscribes from one', async () => {
    const token = await registerAccount(app.url, {
      name: NAME,
      email: EMAIL,
      password: 'alerts pass',
    });
    // Everton v Tottenham, Sun 19 Jan 2025: at Saturday morning's clock, after Friday's capture,
    // the mini mirror prices the draw as a value bet (1xBet's 3.77).
    const search = await fetch(`${app.url}/api/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'Everton vs Tottenham' }),
    });
    expect(search.status).toBe(200);
    const matchId = ((await search.json()) as { prediction: { matchId: number } }).prediction
      .matchId;

    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      await page.goto(`/match/${matchId}`);
      await button(page, 'Follow Everton').click();
      await button(page, 'Unfollow Everton').waitFor();
      expect(await button(page, 'Unfollow Everton').textContent()).toContain('Following');

      const form = page.getByRole('form', { name: 'Price alert' });
      await form.getByLabel('Alert me when').selectOption({ label: 'Tottenham Hotspur to win' });
      // In the odds format the page shows (American by default): −10000 is 1.01, so far below
      // the market that the form asks first.
      await form.getByLabel('reaches (american)').fill('-10000');
      await button(form, 'Set alert').click();
      await form.getByText(/more than 50% away from the best price on file/).waitFor();
      await button(form, 'Yes, set alert').click();
      await page.getByText('Price target set', { exact: true }).first().waitFor();
      await form.getByText('Price-target emails are off').waitFor();
      await expectFitsTheScreen(page);
      await snapshot(page, 'alerts-match-page-mobile');

      await page.goto('/settings#alerts');
      const card = alertsCard(page);
      await card.getByText('Everton · Premier League').waitFor();
      // In the odds format the target was typed in.
      await card.getByText('Tottenham Hotspur to win at -10000 or more').waitFor();
      // The switches are controlled by the saved settings, which the change updates a moment
      // after the click (optimistically): click, then wait for the box to show it.
      const valueBets = card.getByRole('checkbox', { name: 'Value bets on teams you follow' });
      await valueBets.click();
      await expect.poll(() => valueBets.isChecked()).toBe(true);
      await page.getByText('Alerts saved', { exact: true }).first().waitFor();
      await card.getByRole('checkbox', { name: 'Price targets' }).click();
      await expect
        .poll(() => card.getByRole('checkbox', { name: 'Price targets' }).isChecked())
        .toBe(true);
      await expectFitsTheScreen(page);
      await snapshot(page, 'alerts-settings-mobile');
      // Settings → Emails shows the same two settings, not a copy of its own.
      const emails = emailsCard(page);
      await emails.getByText('Payment confirmation').waitFor();
      expect(await emails.getByRole('checkbox', { name: 'Value bet alerts' }).isChecked()).toBe(
        true,
      );
      expect(await emails.getByRole('checkbox', { name: 'Price target alerts' }).isChecked()).toBe(
        true,
      );

      // The job runs every 2 s: the value bet and the reached target arrive, one mail each.
      const mails = await mailsFor(2);
      expect(mails.length).toBeGreaterThanOrEqual(2);
      const texts = mails.map((mail) => mail.text).join('\n');
      expect(texts).toContain('Value bet: Draw: Everton vs Tottenham Hotspur');
      expect(texts).toContain('you follow Everton and asked for value bets of 5% or more');
      expect(texts).toContain('Tottenham Hotspur to win is now');
      expect(texts).toContain('Your target was 1.01.');
      const link = new RegExp(`${app.url}/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+`).exec(
        mails[0]!.text,
      )?.[0];
      expect(link).toBeDefined();
      // The token turns alerts off for anyone holding it: the log scan must not find it.
      recordSecret('alert unsubscribe token', new URL(link!).searchParams.get('token')!);

      // Opened from the mail, signed out: a page says alerts are off, and they are.
      const signedOut = await newPage(browser, 'mobile', app.url);
      try {
        await signedOut.page.goto(link!);
        await signedOut.page.getByRole('heading', { name: 'Alerts turned off' }).waitFor();
        expect(new URL(signedOut.page.url()).pathname).toBe('/alerts/unsubscribed');
        expect(signedOut.errors).toEqual([]);
      } finally {
        await signedOut.close();
      }
      // Read afresh (the same address with its anchor would not load the page again).
      await page.reload();
      const sent = smtp.inbox.filter((mail) => mail.to.includes(EMAIL)).length;
      await card.getByText(`${sent} of 5 sent today (UTC).`).waitFor();
      expect(
        await card.getByRole('checkbox', { name: 'Value bets on teams you follow' }).isChecked(),
      ).toBe(false);
      expect(await card.getByRole('checkbox', { name: 'Price targets' }).isChecked()).toBe(false);
      expect(await card.getByText('Sent', { exact: false }).count()).toBeGreaterThan(0);
      // Switched back on from Settings → Emails, the Alerts card shows it too.
      const emailValueBets = emailsCard(page).getByRole('checkbox', { name: 'Value bet alerts' });
      expect(await emailValueBets.isChecked()).toBe(false);
      await emailValueBets.click();
      await page.getByText('Email settings saved', { exact: true }).first().waitFor();
      await expect
        .poll(() =>
          card.getByRole('checkbox', { name: 'Value bets on teams you follow' }).isChecked(),
        )
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
