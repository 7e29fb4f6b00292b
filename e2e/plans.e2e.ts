import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * The daily allowance, credits and plans end to end: a free account spends its 5 predictions
 * (a 'Prediction Used' toast each), is stopped by the usage-limit modal, buys the Popular Pack
 * on the built-in test-mode checkout (no Stripe key), and the next search spends a credit.
 * A second account subscribes to Pro and cancels. The server counts; the screens only show.
 */

/**
 * Six different answers: the same one asked again the same day is free. The fifth is a real
 * fixture, whose match page the test opens.
 */
const QUESTIONS = [
  'Arsenal vs Manchester City prediction',
  'Chelsea vs Liverpool prediction',
  'Everton vs Fulham prediction',
  'Brentford vs Brighton prediction',
  'Newcastle vs Wolves prediction',
  'Tottenham vs Aston Villa prediction',
];
const SEARCH_TIMEOUT = 90_000;

let app: RunningApp;
let browser: Browser;

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

async function register(name: string, email: string, password: string) {
  const response = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, confirmPassword: password }),
  });
  expect(response.status).toBeLessThan(300);
}

/**
 * Through the login form, so the browser holds the session cookie: the hosted checkout is a full
 * page load, which carries cookies but no bearer header.
 */
async function logIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await button(page, 'Sign In').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(`Welcome back, ${name}`).waitFor();
}

async function search(page: Page, question: string) {
  const box = page.getByRole('combobox', { name: 'Betting question' });
  await box.fill(question);
  await box.press('Enter');
}

/** A toast's text (Radix also repeats it in a live region for screen readers). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const usage = (page: Page) => page.getByTestId('usage-message');

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini', STRIPE_SECRET_KEY: '' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('allowance, credits and plans in Chromium', () => {
  it('spends 5 free predictions, stops the 6th, buys credits and spends one', async () => {
    await register('Pat Planner', 'plans@example.com', 'plans pass');
    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      await logIn(page, 'plans@example.com', 'plans pass', 'Pat Planner');
      await expect
        .poll(() => usage(page).textContent())
        .toBe('5 of 5 free predictions remaining today');

      for (let n = 1; n <= 5; n++) {
        await search(page, QUESTIONS[n - 1]!);
        await toastText(page, `You've used ${n} of 5 predictions today`)
          .waitFor({ timeout: SEARCH_TIMEOUT })
          .catch(async (error: Error) => {
            // What the page showed instead, so a failure says which step went another way.
            const shown = ((await page.locator('body').textContent()) ?? '')
              .replace(/\s+/g, ' ')
              .slice(0, 800);
            throw new Error(`${error.message}\nSearch ${n}, the page showed: ${shown}`);
          });
        await page.getByTestId('search-result').waitFor();
        await page.getByText('Prediction Used', { exact: true }).first().waitFor();
        if (n < 5) {
          await expect
            .poll(() => usage(page).textContent())
            .toBe(`${5 - n} of 5 free predictions remaining today`);
          // Someone who can still predict sees the whole Advanced Analytics block.
          await page
            .getByTestId('search-result')
            .getByRole('heading', { name: 'Betting Odds' })
            .waitFor();
        }
        if (n === 1) {
          // Asked again in other words the same day: re-opened, said so, and nothing spent.
          await search(page, 'Arsenal Manchester City odds');
          await page
            .getByTestId('charge-note')
            .getByText('Already in your predictions today - not charged again')
            .waitFor({ timeout: SEARCH_TIMEOUT });
          expect(await usage(page).textContent()).toBe('4 of 5 free predictions remaining today');
        }
      }

      // The last free prediction of the day opens Daily Limit Reached.
      const daily = page.getByRole('dialog', { name: 'Daily Limit Reached' });
      await daily.waitFor();
      await daily.getByText("You've used all 5 of your free daily predictions").waitFor();
      await daily.getByText(/^Your predictions reset at \d\d:\d\d UTC$/).waitFor();
      await snapshot(page, 'desktop-plans-daily-limit');
      await button(daily, 'Maybe Later').click();
      await daily.waitFor({ state: 'detached' });

      // Out of predictions, the fifth answer still shows what was paid for: nothing is blurred.
      await expect
        .poll(() => usage(page).textContent())
        .toBe('Daily limit reached - Upgrade or buy credits');
      await page
        .getByTestId('search-result')
        .getByRole('heading', { name: 'Betting Odds' })
        .waitFor();
      // Elsewhere the odds and value bets are locked until a prediction can be made again.
      await page.getByRole('link', { name: 'Match page' }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/match/'));
      const locked = page.getByTestId('locked-analytics');
      await locked.getByText('Premium Feature').waitFor({ timeout: 30_000 });
      await locked.getByRole('link', { name: 'View Plans' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Betting Odds' }).count()).toBe(0);
      await snapshot(page, 'desktop-plans-match-locked');
      await page.goto('/');
      await expect
        .poll(() => usage(page).textContent())
        .toBe('Daily limit reached - Upgrade or buy credits');

      // The 6th search never leaves the browser: the usage-limit modal opens instead.
      await search(page, QUESTIONS[5]!);
      const limit = page.getByRole('dialog', { name: 'Usage Limit Reached' });
      await limit.waitFor();
      await limit.getByText('Daily Predictions: 5/5').waitFor();
      expect(await limit.getByTestId('available-credits').textContent()).toBe('0');
      await snapshot(page, 'desktop-plans-usage-limit');

      // Buy the Popular Pack through the test-mode checkout.
      await limit.getByRole('link', { name: 'Buy Credits' }).click();
      await page.waitForURL((url) => url.pathname === '/plans');
      await page.getByRole('heading', { name: 'Plans & Credits' }).waitFor();
      // The rule for who sees Advanced Analytics, in one place.
      await page
        .getByTestId('analytics-rule')
        .getByText(/comes with every prediction you make/)
        .waitFor();
      await expect.poll(() => page.getByTestId('credit-count').textContent()).toBe('0 credits');
      const free = page.getByRole('group', { name: 'Free' });
      await free.getByText('Current', { exact: true }).waitFor();
      expect(await button(free, 'Current Plan').isDisabled()).toBe(true);
      await page.getByRole('group', { name: 'Popular Pack' }).getByText('Best Value').waitFor();
      await button(page, 'Buy Popular Pack').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/billing/test-checkout/'));
      await page.getByText('Test mode — no real payment').waitFor();
      await page.getByText('Popular Pack — 25 credits').waitFor();
      await snapshot(page, 'desktop-plans-test-checkout');
      await button(page, 'Complete test purchase').click();

      await page.waitForURL((url) => url.pathname === '/plans');
      await page.getByText('Payment Successful', { exact: true }).first().waitFor();
      await expect.poll(() => page.getByTestId('credit-count').textContent()).toBe('25 credits');
      // The ?checkout= is dropped so a reload does not toast again.
      expect(new URL(page.url()).search).toBe('');
      await snapshot(page, 'desktop-plans-after-purchase');

      // The next search spends a credit.
      await page.goto('/');
      await expect.poll(() => usage(page).textContent()).toBe('25 credits remaining');
      await search(page, QUESTIONS[5]!);
      await toastText(page, '1 credit used - 24 credits remaining').waitFor({
        timeout: SEARCH_TIMEOUT,
      });
      await page.getByTestId('search-result').waitFor();
      await expect.poll(() => usage(page).textContent()).toBe('24 credits remaining');
      await page
        .getByTestId('search-result')
        .getByRole('heading', { name: 'Betting Odds' })
        .waitFor();

      // Settings agrees.
      await page.goto('/settings');
      const billing = page.getByTestId('settings-plan');
      await billing.waitFor();
      expect(await billing.textContent()).toBe('Free Plan');
      await page.getByText('Basic', { exact: true }).waitFor();
      expect(await page.getByTestId('settings-credits').textContent()).toBe('24');
      await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
      await page.getByRole('link', { name: 'Buy Credits' }).waitFor();
      await snapshot(page, 'desktop-plans-settings-free');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('subscribes to Pro, shows it as current, and cancels at the end of the period', async () => {
    await register('Riley Pro', 'pro@example.com', 'pro pass');
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await logIn(page, 'pro@example.com', 'pro pass', 'Riley Pro');

      // A cancelled checkout comes back with a neutral note and no charge.
      await page.goto('/plans');
      await button(page, 'Upgrade to Pro').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/billing/test-checkout/'));
      await page.getByText('Pro plan').waitFor();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/plans');
      await page.getByTestId('checkout-cancelled').waitFor();
      await page
        .getByRole('group', { name: 'Free' })
        .getByText('Current', { exact: true })
        .waitFor();

      await button(page, 'Upgrade to Pro').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/billing/test-checkout/'));
      await button(page, 'Complete test purchase').click();
      await page.waitForURL((url) => url.pathname === '/plans');
      await page.getByText('Payment Successful', { exact: true }).first().waitFor();
      const proCard = page.getByRole('group', { name: 'Pro' });
      await proCard.getByText('Current', { exact: true }).waitFor();
      expect(await button(proCard, 'Current Plan').isDisabled()).toBe(true);
      await page.getByTestId('plan-summary').getByText('Next billing:', { exact: false }).waitFor();
      await snapshot(page, 'mobile-plans-pro');

      // Pro counts against its own 50 a day.
      await page.goto('/');
      await expect
        .poll(() => usage(page).textContent())
        .toBe('PRO Plan - 50 of 50 predictions remaining today');
      await snapshot(page, 'mobile-plans-home-pro');

      await page.goto('/settings');
      await expect.poll(() => page.getByTestId('settings-plan').textContent()).toBe('Pro Plan');
      await page.getByText('Premium', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: 'Manage Subscription' }).waitFor();
      expect(await page.getByRole('link', { name: 'Buy Credits' }).count()).toBe(0);
      await button(page, 'Cancel subscription').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await button(dialog, 'Cancel Subscription').click();
      await page.getByText('Subscription Cancelled', { exact: true }).first().waitFor();
      await page.getByTestId('access-until').waitFor();
      expect(await page.getByTestId('access-until').textContent()).toMatch(
        /^Access until [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      expect(await button(page, 'Cancel subscription').count()).toBe(0);
      await snapshot(page, 'mobile-plans-settings-cancelled');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
