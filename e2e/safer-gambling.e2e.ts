import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Keeping betting in check, end to end: a person takes a 24-hour break in Settings (the dialog
 * says it cannot be undone), sees it there with its end, and then finds the break's sentence in
 * place of the odds and value bets in a search answer and on the match page. The footer leads to
 * the helplines page.
 */

let app: RunningApp;
let browser: Browser;
let token: string;
const NAME = 'Bea Break';
const HIDDEN =
  /^Odds and value bets are hidden during your break, until \d{1,2} \w{3} \d{4} \d\d:\d\d [A-Z][\w+:-]*\.$/;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini' }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, {
    name: NAME,
    email: 'break@example.com',
    password: 'break pass',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a break from betting', () => {
  it('is taken in Settings and hides the odds and value bets everywhere', async () => {
    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      await signInWithToken(page, token, NAME);
      await page.goto('/settings#betting-limits');
      const card = page.getByRole('region', { name: 'Keep betting in check' });
      await card.getByText('Reality check').waitFor();
      await card.getByRole('button', { name: '24 hours cool-off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take a 24 hours break?' });
      await dialog.getByText('This cannot be undone:').waitFor();
      await snapshot(page, 'desktop-settings-break-confirm');
      await dialog.getByRole('button', { name: 'Start my 24 hours cool-off' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card
        .getByTestId('current-break')
        .getByText(/^Cool-off until /)
        .waitFor();
      await snapshot(page, 'desktop-settings-break-running');

      // A search answer: the prediction, and the sentence where the odds and value bets were.
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Betting question' });
      await box.fill('Newcastle vs Wolves');
      await box.press('Enter');
      const result = page.getByTestId('search-result');
      const reason = result.getByTestId('locked-reason');
      await reason.waitFor({ timeout: 90_000 });
      expect(await reason.textContent()).toMatch(HIDDEN);
      expect(await result.getByRole('heading', { name: 'Betting Odds' }).count()).toBe(0);
      await snapshot(page, 'desktop-search-on-break');

      // The match page says the same.
      await result.getByRole('link', { name: 'Match page' }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/match/'));
      const locked = page.getByTestId('locked-analytics');
      await locked.waitFor({ timeout: 30_000 });
      expect(await locked.getAttribute('data-reason')).toBe('break');
      expect(await locked.getByTestId('locked-reason').textContent()).toMatch(HIDDEN);
      await snapshot(page, 'desktop-match-on-break');

      // The footer leads to the helplines.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Helplines in your country' })
        .click();
      await page.getByRole('heading', { name: 'Get help with gambling', level: 1 }).waitFor();
      await page.getByRole('link', { name: '0808 8020 133', exact: true }).waitFor();
      await snapshot(page, 'desktop-responsible-gambling');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
