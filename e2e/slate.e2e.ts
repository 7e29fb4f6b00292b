import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * The slate (/today) browsed signed out, at a phone's and a desktop's width: filtered, its address
 * opened in a fresh browser to the same view, a match opened from it with its prediction and the
 * odds locked, and signing in from there lands back on the match. Sports-mini at 15 Jan 2025.
 */

let app: RunningApp;
let browser: Browser;
const password = 'slate pass';

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const rows = (page: Page) => page.getByTestId('slate-row');
const matchIds = (page: Page) =>
  rows(page).evaluateAll((list) => list.map((row) => row.getAttribute('data-match-id')));

/** The page is no wider than the screen: nothing scrolls sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return doc.scrollWidth <= window.innerWidth;
  });

describe.each<ViewportName>(['mobile', 'desktop'])('the slate at %s size', (viewport) => {
  it('browses signed out, filters, shares the view, opens a match and signs in back to it', async () => {
    const email = `slate.${viewport}@example.com`;
    await registerAccount(app.url, { name: 'Sol Slate', email, password });
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      // From the header, signed out.
      await page.goto('/');
      await page.getByRole('link', { name: 'Today', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/today');
      await page.getByRole('heading', { name: 'Fixtures this week' }).waitFor();
      await rows(page).first().waitFor();
      expect(await rows(page).count()).toBeGreaterThan(3);
      // Predictions for everyone; the prices are Advanced Analytics, locked signed out.
      await page.getByTestId('locked-analytics').waitFor();
      expect(await page.getByTestId('value-flag').count()).toBe(0);
      await rows(page).first().getByTestId('probability-source').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await snapshot(page, `${viewport}-today-signed-out`);

      // Filter by league and order by data confidence, from labelled controls.
      await page.getByLabel('League', { exact: true }).selectOption({ label: 'Premier League' });
      await page.waitForURL((url) => url.searchParams.get('league') === 'E0');
      await page.getByLabel('Sort each league by').selectOption('confidence');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'confidence');
      // The new order is in once the slate is no longer being read.
      await page.locator('[data-testid="slate-results"][aria-busy="false"]').waitFor();
      await expect
        .poll(async () =>
          page
            .getByRole('heading', { level: 3 })
            .evaluateAll((h) => [...new Set(h.map((e) => e.textContent))]),
        )
        .toEqual(['Premier League']);
      const shown = await matchIds(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(await fitsWidth(page)).toBe(true);

      // The address opened in a fresh browser shows the same view.
      const shared = page.url();
      const other = await newPage(browser, viewport, app.url);
      try {
        await other.page.goto(shared);
        await other.page.locator('[data-testid="slate-results"][aria-busy="false"]').waitFor();
        await expect.poll(() => matchIds(other.page)).toEqual(shown);
        expect(await other.page.getByLabel('League', { exact: true }).inputValue()).toBe('E0');
        expect(await other.page.getByLabel('Sort each league by').inputValue()).toBe('confidence');
      } finally {
        await other.close();
      }

      // A match from the slate: the prediction shows, Advanced Analytics stays locked.
      const first = rows(page).first();
      const matchId = await first.getAttribute('data-match-id');
      await first.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === `/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      const locked = page.getByTestId('locked-analytics');
      await locked.waitFor();
      expect(await locked.getAttribute('data-reason')).toBe('signedOut');
      // "All predictions" leads back to the slate.
      expect(await page.getByRole('link', { name: 'All predictions' }).getAttribute('href')).toBe(
        '/today',
      );
      await snapshot(page, `${viewport}-match-signed-out`);

      // Sign in from the locked panel: back on the match, now signed in.
      await locked.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/match/${matchId}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
