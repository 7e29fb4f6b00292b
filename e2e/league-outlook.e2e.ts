import type { OutlookSearchResponse } from '@contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * A season question answered in the browser: "Who will win the Premier League?" gets the
 * league's table and projection with the title column emphasised, which links to the league
 * page. On a slice of real data (e2e/fixtures/sports-mini) at the default clock, 15 Jan 2025,
 * on a 390 px phone: the tables scroll inside themselves, the page never sideways.
 */

const SEARCH_TIMEOUT = 90_000;

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini' }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, {
    name: 'Olly Outlook',
    email: 'outlook@example.com',
    password: 'outlook pass',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The page is no wider than the phone (a table may scroll inside its own box). */
async function pageWidth(page: Page) {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}

describe('season outlooks in the browser', () => {
  it('answers "Who will win the Premier League?" with the table, then opens the league page', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, 'Olly Outlook');
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Betting question' });
      await box.fill('Who will win the Premier League?');
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/search' && r.request().method() === 'POST',
          { timeout: SEARCH_TIMEOUT },
        ),
        box.press('Enter'),
      ]);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as OutlookSearchResponse;
      expect(body.kind).toBe('outlook');

      const result = page.getByTestId('outlook-result');
      await result.waitFor({ timeout: SEARCH_TIMEOUT });
      const answer = await result.getByTestId('outlook-answer').textContent();
      expect(answer).toMatch(/^.+ win the Premier League in \d+(\.\d)?% of 10,000 simulations/);
      expect(answer).toBe(body.answer);
      // The 20 clubs, in table order, with the title column emphasised.
      const table = result.getByTestId('outlook-table');
      expect(await table.locator('tbody tr').count()).toBe(20);
      expect(await table.locator('th[data-emphasised]').textContent()).toBe('Title');
      const leader = body.outlook.teams.find((t) => t.standing.position === 1)!;
      expect(await table.locator('tbody tr').first().locator('th').textContent()).toContain(
        leader.team,
      );
      // A phone scrolls the table, not the page.
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await snapshot(page, 'outlook-answer-390');

      await result.getByRole('link', { name: 'Premier League page' }).click();
      await page.waitForURL(/\/league\/E0$/);
      const league = page.getByTestId('league-page');
      await league.waitFor();
      await league.getByRole('heading', { name: 'Premier League', level: 1 }).waitFor();
      expect(await league.getByTestId('outlook-table').locator('tbody tr').count()).toBe(20);
      // The same clock: the league page shows what the answer showed.
      await league.getByText(/As of 15 Jan 2025/).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await snapshot(page, 'league-page-390');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the NBA by conference and a league it cannot simulate honestly', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.goto('/league/NBA');
      const league = page.getByTestId('league-page');
      await league.waitFor({ timeout: SEARCH_TIMEOUT });
      await league.getByRole('heading', { name: 'Eastern Conference' }).waitFor();
      await league.getByRole('heading', { name: 'Western Conference' }).waitFor();
      expect(await league.getByTestId('outlook-table').count()).toBe(2);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      await page.goto('/league/UCL');
      await page.getByRole('heading', { name: 'No season outlook' }).waitFor();
      // The server's own sentence, not a generic failure.
      await page.getByText(/Season outlooks cover the domestic leagues/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
