import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import { launchBrowser, newPage, snapshot, VIEWPORTS } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Settings → API access on a phone: a free account sees what the API offers and the way to
 * Premium; a Premium subscriber creates a key, sees and copies its secret once, calls the API
 * with it from outside the browser, sees that call counted, and revokes the key, which the API
 * then refuses. Nothing on the card is wider than the 390 px screen.
 */

let app: RunningApp;
let browser: Browser;

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const apiCard = (page: Page) => page.getByRole('region', { name: 'API access' });

/** The page scrolls only downwards: nothing sticks out past the phone's width. */
async function expectFitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
}

const callApi = (secret: string) =>
  fetch(`${app.url}/api/v1/leagues`, { headers: { authorization: `Bearer ${secret}` } });

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ STRIPE_SECRET_KEY: '' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('API access in Settings, in Chromium at phone size', () => {
  it('shows a free account what the API offers and the way to Premium', async () => {
    const token = await registerAccount(app.url, {
      name: 'Fran Free',
      email: 'keys.free@example.com',
      password: 'free pass',
    });
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, 'Fran Free');
      await page.goto('/settings');
      const card = apiCard(page);
      await card.getByText('Premium includes a read-only JSON API:').waitFor();
      await card.getByText('Bookmaker odds, each price with the time it was captured').waitFor();
      expect(await card.getByTestId('api-limits').textContent()).toBe(
        '60 requests a minute · 10,000 a day (UTC)',
      );
      expect(await card.getByTestId('api-access-reason').textContent()).toBe(
        'API access is part of Premium. Subscribe to Premium to create keys.',
      );
      expect(await button(card, 'Create key').count()).toBe(0);
      expect(await card.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
        '/developers',
      );
      await expectFitsTheScreen(page);
      await snapshot(page, 'mobile-settings-api-offer');

      await card.getByRole('link', { name: 'See Premium' }).click();
      await page.waitForURL((url) => url.pathname === '/plans');

      // The API reference's quick start links straight to this card, further down the page.
      await page.goto('/developers');
      await page.getByRole('link', { name: 'Settings → API access' }).click();
      await page.waitForURL((url) => url.pathname === '/settings');
      await expect.poll(() => apiCard(page).isVisible()).toBe(true);
      await expect
        .poll(() => apiCard(page).evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(200);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('creates a key, shows it once, counts its calls and revokes it', async () => {
    const token = await registerAccount(app.url, {
      name: 'Pia Premium',
      email: 'keys.premium@example.com',
      password: 'premium pass',
    });
    await subscribeInTestMode(app.url, token, 'premium');
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: app.url,
      });
      await signInWithToken(page, token, 'Pia Premium');
      await page.goto('/settings');
      const card = apiCard(page);
      await card.getByText('No keys yet.', { exact: false }).waitFor();
      expect(await card.getByTestId('api-limits').textContent()).toBe(
        '60 requests a minute · 10,000 a day (UTC)',
      );

      // A name is required; the dialog says so before asking the server.
      await button(card, 'Create key').click();
      const create = page.getByRole('dialog', { name: 'Create an API key' });
      await create.waitFor();
      await button(create, 'Create key').click();
      await create
        .getByRole('alert')
        .getByText('Give the key a name, such as the app that will use it.')
        .waitFor();
      await create.getByLabel('Key name').fill('Trading bot');
      await button(create, 'Create key').click();

      // The secret, once, wrapped to the screen, with the sentence that it will not come back.
      const shown = page.getByRole('dialog', { name: 'API key created' });
      await shown.waitFor();
      await shown.getByText('Copy this key now. It will not be shown again.').waitFor();
      // Focus waits on Copy, so a stray Enter cannot close the dialog and lose the key.
      expect(
        await button(shown, 'Copy key').evaluate((element) => element === document.activeElement),
      ).toBe(true);
      const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
      expect(secret).toMatch(/^strix_live_\S{20,}$/);
      const box = await shown.getByTestId('api-key-secret').boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
      await expectFitsTheScreen(page);
      await snapshot(page, 'mobile-settings-api-secret');
      await button(shown, 'Copy key').click();
      await toast(page, 'API key copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await button(shown, 'Done').click();
      await shown.waitFor({ state: 'detached' });

      const item = card.getByTestId('api-key').filter({ hasText: 'Trading bot' });
      await item.getByText('Never used', { exact: false }).waitFor();
      expect(await item.getByText(/^strix_live_…/).textContent()).toBe(
        `strix_live_…${secret.slice(-4)}`,
      );
      expect(await item.getByTestId('api-key-usage').textContent()).toBe(
        '0 requests today · 0 this month',
      );
      // The secret is nowhere on the page any more.
      expect(await page.getByText(secret).count()).toBe(0);

      // The key works from outside the browser, and the call is counted.
      const answer = await callApi(secret);
      expect(answer.status).toBe(200);
      await page.reload();
      await expect
        .poll(() => item.getByTestId('api-key-usage').textContent(), { timeout: 15_000 })
        .toBe('1 request today · 1 this month');
      await item.getByText(/Last used \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/).waitFor();
      await expectFitsTheScreen(page);
      await snapshot(page, 'mobile-settings-api-keys');

      // Revoking asks first, then the API refuses the key at once.
      await button(item, 'Revoke Trading bot').click();
      const revoke = page.getByRole('dialog', { name: 'Revoke “Trading bot”?' });
      await revoke.waitFor();
      await button(revoke, 'Revoke Key').click();
      await toast(page, 'API key revoked').waitFor();
      await revoke.waitFor({ state: 'detached' });
      await item.getByText('Revoked', { exact: true }).waitFor();
      expect(await button(item, 'Revoke Trading bot').count()).toBe(0);
      // Its usage stays on show.
      expect(await item.getByTestId('api-key-usage').textContent()).toBe(
        '1 request today · 1 this month',
      );
      expect((await callApi(secret)).status).toBe(401);
      await expectFitsTheScreen(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
