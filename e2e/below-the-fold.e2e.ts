import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithToken } from './support/accounts.ts';
import { newPage } from './support/browser.ts';
import { premiumOnNewcastleWolves } from './support/premium-match.ts';
import type { RunningApp } from './support/server.ts';

/**
 * The match page and a search answer show their top at once and their lower sections after it
 * (web/src/components/layout/deferred.tsx): each lower section mounts when the browser is idle,
 * or as soon as the person scrolls near it, whichever is first. Sports-mini at 15 Jan 2025, as
 * `npm run bench:lighthouse` reads the same pages; a premium account, so the odds show.
 */

const NAME = 'Fenna Fold';
let app: RunningApp;
let browser: Browser;
let token: string;
let matchId: number;

beforeAll(async () => {
  ({ app, browser, token, matchId } = await premiumOnNewcastleWolves({
    name: NAME,
    email: 'below-the-fold@example.com',
    password: 'below the fold',
  }));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser that is never idle: only scrolling near a lower section mounts it. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });

/** Scrolls the page's last held place into view, as a person scrolling down reaches it. */
const scrollToLastPlaceholder = (page: Page) =>
  page.getByTestId('deferred-placeholder').last().scrollIntoViewIfNeeded();

describe('lower sections after the top', () => {
  it('the match page mounts its odds once the browser is idle, with no scrolling', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      await page.getByTestId('odds-table').waitFor({ state: 'attached' });
      await page.getByTestId('line-movement').waitFor({ state: 'attached' });
      // Every part mounts, one per idle moment: the line movement is not the last of them.
      await expect.poll(() => page.getByTestId('deferred-placeholder').count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the match page mounts a lower section when it is scrolled to, idle or not', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      await neverIdle(page);
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      // The section right under the prediction is near the viewport from the start.
      await page.getByRole('heading', { name: 'Key Insights' }).waitFor();
      // The odds are screens further down: a placeholder holds their place.
      expect(await page.getByTestId('odds-table').count()).toBe(0);
      expect(await page.getByTestId('deferred-placeholder').count()).toBeGreaterThan(0);
      // The odds are the page's last part: scrolled to, they mount.
      await scrollToLastPlaceholder(page);
      await page.getByTestId('odds-table').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a search answer holds its lower sections until they are scrolled to, idle or not', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      await neverIdle(page);
      await page.reload();
      await page.getByText(`Welcome back, ${NAME}`).waitFor();
      const box = page.getByRole('combobox', { name: 'Betting question' });
      await box.fill('Arsenal vs Manchester City prediction');
      await box.press('Enter');
      const result = page.getByTestId('search-result');
      await result.getByText('Final Prediction Summary').waitFor({ timeout: 90_000 });
      // The answer's end (trends and risks) waits; the jump links' targets are there.
      expect(await result.getByRole('heading', { name: 'Key Trends' }).count()).toBe(0);
      expect(await page.locator('#answer-odds').count()).toBe(1);
      // Scrolled to, each mounts: the answer's last section, then a jump link's target.
      await scrollToLastPlaceholder(page);
      await result.getByRole('heading', { name: 'Key Trends' }).waitFor();
      await page.locator('#answer-odds').scrollIntoViewIfNeeded();
      await result.getByRole('heading', { name: 'Betting Odds' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
