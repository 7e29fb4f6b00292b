import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * The Champions League on real data: sports-mini holds the 2024/25 cl.txt, and at the default
 * clock (15 Jan 2025) the league phase still has matchdays 7 and 8 to play. The preset must
 * answer with matchday 7, rated by the cross-league model, and say plainly that the stored data
 * has no prices for UEFA matches.
 */

const PRESET = 'Champions League predictions';
const PRESET_INDEX = 4;
const SEARCH_TIMEOUT = 120_000;
const NO_PRICES = /No bookmaker prices for Champions League matches in the stored data/;

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini' }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, {
    name: 'Cleo Cup',
    email: 'cup@example.com',
    password: 'cup pass word',
  });
  // Premium: the prices section (and its note) is Advanced Analytics.
  await subscribeInTestMode(app.url, token, 'premium');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function signIn(page: Page) {
  return signInWithToken(page, token, 'Cleo Cup');
}

describe('the Champions League preset', () => {
  it('answers with matchday 7, no prices in words, and opens a cup match page', async () => {
    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      await signIn(page);
      await page.getByText('Popular Predictions').waitFor();
      await page.getByRole('button', { name: `Show prediction ${PRESET_INDEX + 1} of 5` }).click();
      await page.getByRole('button', { name: PRESET, exact: true }).click();

      const result = page.getByTestId('search-result');
      await result.waitFor({ timeout: SEARCH_TIMEOUT });
      await result.getByTestId('slate-summary').waitFor();
      // The headline match names its round; every card of the slate is a matchday-7 fixture.
      await result.getByTestId('cup-stage').getByText('League phase · Matchday 7').waitFor();
      const cards = result.getByTestId('fixtures-list').getByRole('link');
      // The fixtures sit under the probabilities and mount after them.
      await cards.first().waitFor();
      const texts = await cards.allTextContents();
      // Matchday 7 is 18 matches; none of matchday 8 (29 Jan) belongs in the next round.
      expect(texts).toHaveLength(18);
      for (const text of texts) {
        expect(text).toMatch(/Champions League · League phase · Matchday 7/);
        expect(text).not.toMatch(/Matchday 8/);
      }
      // No odds table: the prices section says why in words.
      const analytics = page.getByTestId('advanced-analytics');
      await analytics.getByText(NO_PRICES).first().waitFor();
      expect(await analytics.getByRole('table').count()).toBe(0);
      await snapshot(page, 'desktop-champions-league-preset');

      // The match page of the first card: the round, and the same honest note.
      const first = cards.first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/match\/\d+$/);
      await first.click();
      await page.waitForURL(`**${href}`);
      await page.getByTestId('cup-stage').getByText('League phase · Matchday 7').waitFor();
      await page.getByText('Champions League').first().waitFor();
      await snapshot(page, 'desktop-champions-league-match');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);
});
