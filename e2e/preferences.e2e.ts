import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../server/test/peers/smtp-server.ts';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import {
  launchBrowser,
  newPage,
  snapshot,
  VIEWPORTS,
  type ViewportName,
} from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Preferences end to end: a bettor sets decimal odds, pounds and a bankroll in Settings, then
 * sees decimal prices in the match page's odds table, the stake in pounds, decimal in Track bet,
 * types a price target in decimal and gets its alert mail in decimal; at phone and desktop size.
 */

let app: RunningApp;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let matchId: number;

/** A decimal price as the table prints it: '3.77', never '+277' or '11/4'. */
const DECIMAL = /^\d+\.\d\d$/;

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
  // Everton v Tottenham, Sun 19 Jan 2025: priced, with a value bet on the draw at this clock.
  const interpreted = await fetch(`${app.url}/api/interpret?q=Everton%20vs%20Tottenham`);
  matchId = ((await interpreted.json()) as { matchId: number }).matchId;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

async function expectFitsTheScreen(page: Page, viewport: ViewportName) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}

async function mailsFor(email: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    // The price alert's mail, not the payment's.
    const mails = smtp.inbox.filter(
      (mail) => mail.to.includes(email) && mail.text.includes('Your target was'),
    );
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(['mobile', 'desktop'] as const)('preferences at %s size', (viewport) => {
  it('sets decimal odds and pounds, and sees them in the odds, Track bet and an alert mail', async () => {
    const email = `prefs.${viewport}@example.com`;
    const name = `Pat ${viewport}`;
    const token = await registerAccount(app.url, { name, email, password: 'prefs pass' });
    // Premium, so every book's odds and the value bets show.
    await subscribeInTestMode(app.url, token, 'premium');
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      await signInWithToken(page, token, name);
      await page.goto('/settings#preferences');
      const card = page.getByRole('region', { name: 'Preferences' });
      await card.getByLabel('Odds format').selectOption({ label: 'Decimal' });
      await page.getByText('Preferences saved', { exact: true }).first().waitFor();
      await card.getByLabel('Currency').selectOption({ label: '£' });
      await card.getByLabel('Bankroll').fill('1000');
      await card.getByRole('button', { name: 'Save stakes' }).click();
      await page.getByText('Stakes saved', { exact: true }).first().waitFor();
      await expectFitsTheScreen(page, viewport);
      await snapshot(page, `preferences-settings-${viewport}`);

      // Saved on the account, which the alert mails read.
      const me = (await (
        await fetch(`${app.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { user: { id: string } };
      const saved = await fetch(`${app.url}/api/user/${me.user.id}/preferences`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await saved.json()).toMatchObject({
        oddsFormat: 'decimal',
        currency: '£',
        bankroll: 1000,
      });

      await page.goto(`/match/${matchId}`);
      const table = page.getByTestId('odds-table');
      await table.scrollIntoViewIfNeeded();
      await table.waitFor({ timeout: 30_000 });
      const prices = (await table.locator('td span.tabular-nums').allTextContents())
        .map((text) =>
          text
            .replace(' (best price)', '')
            .replace(/ quoted$/, '')
            .trim(),
        )
        .filter((text) => text !== 'N/A' && text !== '');
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(DECIMAL);
      // The value bet's stake, in pounds from the bankroll.
      await page
        .getByText(/^£\d+\.\d\d \(\d+(\.\d)?% of bankroll\)$/)
        .first()
        .waitFor();
      await expectFitsTheScreen(page, viewport);

      // Track bet shows the price as the table does.
      await page
        .getByRole('button', { name: /^Track bet/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Track this bet' });
      await dialog.waitFor();
      const shown = await dialog.locator('dd.font-semibold').first().textContent();
      expect(shown?.trim()).toMatch(DECIMAL);
      await snapshot(page, `preferences-track-bet-${viewport}`);
      await page.keyboard.press('Escape');

      // A price target typed in decimal; the mail writes it in decimal.
      const form = page.getByRole('form', { name: 'Price alert' });
      await form.getByLabel('Alert me when').selectOption({ label: 'Tottenham Hotspur to win' });
      await form.getByLabel('reaches (decimal)').fill('1.01');
      await form.getByRole('button', { name: 'Set alert', exact: true }).click();
      await form.getByRole('button', { name: 'Yes, set alert', exact: true }).click();
      await page.getByText('Price target set', { exact: true }).first().waitFor();
      await page.goto('/settings#alerts');
      const alerts = page.getByRole('region', { name: 'Alerts' });
      await alerts.getByText('Tottenham Hotspur to win at 1.01 or more').waitFor();
      const targets = alerts.getByRole('checkbox', { name: 'Price targets' });
      await targets.click();
      await expect.poll(() => targets.isChecked()).toBe(true);

      const [mail] = await mailsFor(email);
      expect(mail?.text).toMatch(/Tottenham Hotspur to win is now \d+\.\d\d at /);
      expect(mail?.text).toContain('Your target was 1.01.');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a visitor’s preferences', () => {
  it('are set signed out at /preferences, kept on the device and applied from the first paint', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.goto('/preferences');
      await expect
        .poll(() => page.getByTestId('preferences-kept').textContent())
        .toContain('Kept on this device.');
      await page.getByLabel('Theme').selectOption({ label: 'Light' });
      await page.getByLabel('Odds format').selectOption({ label: 'Decimal' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.className))
        .toContain('light');
      // A new page in the same browser: light before the app runs, decimal kept.
      await page.goto('/today');
      expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(
        true,
      );
      await page.goto('/preferences');
      await expect.poll(() => page.getByLabel('Odds format').inputValue()).toBe('decimal');
      await expectFitsTheScreen(page, 'mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
