import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/*
 * An NHL and an MLB answer in Chromium, on the mini mirror (e2e/fixtures/sports-mini/README.md)
 * at 18:00 UTC on Wed 15 Jan 2025: an hour after the day's saved Odds API snapshot, so
 * Sabres–Hurricanes (23:00 UTC) has two books' prices, and in MLB's off-season, so Yankees–Red
 * Sox is a what-if with no prices.
 */

const AS_OF = '2025-01-15T18:00:00Z';
const ANSWER_TIMEOUT = 90_000;

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini', AS_OF }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, {
    name: 'Hana Hockey',
    email: 'hockey@example.com',
    password: 'hockey pass',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function ask(page: Page, question: string) {
  await signInWithToken(page, token, 'Hana Hockey');
  const box = page.getByRole('combobox', { name: 'Betting question' });
  await box.fill(question);
  await box.press('Enter');
  const result = page.getByTestId('search-result');
  await result.waitFor({ timeout: ANSWER_TIMEOUT });
  return result;
}

describe('MLB and NHL answers', () => {
  it('answers an NHL game with its prices, the puck line and where the figures come from (1440 px)', async () => {
    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      const result = await ask(page, 'Sabres vs Hurricanes');
      await result.getByText('Buffalo Sabres vs Carolina Hurricanes').first().waitFor();
      // The published figure pools the model with the de-vigged moneyline, and says so.
      await result
        .getByText(/Model and market pooled/)
        .first()
        .waitFor();
      const table = result.getByTestId('odds-table');
      await table.waitFor({ timeout: 30_000 });
      await table.getByRole('columnheader', { name: 'Puck line' }).waitFor();
      await table.getByText('Caesars').first().waitFor();
      expect(await table.getByRole('columnheader', { name: 'Draw' }).count()).toBe(0);
      await result.getByText(/Puck line is the Buffalo Sabres handicap/).waitFor();
      await result.getByRole('link', { name: /NHL results: NHL API/ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers an MLB what-if off-season with no invented prices and Retrosheet credited (390 px)', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      const result = await ask(page, 'Yankees vs Red Sox');
      await result
        .getByText(/New York Yankees vs Boston Red Sox/)
        .first()
        .waitFor();
      await result
        .getByText(/what-if/i)
        .first()
        .waitFor();
      expect(await result.getByTestId('odds-table').count()).toBe(0);
      await result.getByRole('link', { name: /copyrighted by Retrosheet/ }).waitFor();
      // The phone layout does not scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Data Sources names the game logs with the notice Retrosheet requires.
      await page.goto('/data-sources');
      await page.getByRole('link', { name: 'Retrosheet game logs' }).waitFor();
      await page
        .getByText(/obtained free of charge from and is copyrighted by\s+Retrosheet/)
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
