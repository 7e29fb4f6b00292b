import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_PREDICTIONS } from '../web/src/pages/home/presets.ts';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * The carousel's questions at the product's default replay clock (AS_OF unset: Sun 2 Feb 2025,
 * 08:00 UTC, after the Friday capture): each answers with prices wherever the mirror has them,
 * and says honestly why where it has none (NBA lines are dated at tip-off; UEFA matches have no
 * prices). Runs on the sports-mini slice, whose rows for these matches are the mirror's own.
 */

const SEARCH_TIMEOUT = 90_000;

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    // A first start, on an empty data folder, as a new clone's `npm start` makes it.
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini', AS_OF: '' }, { firstStart: true }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, {
    name: 'Fay First',
    email: 'first-answers@example.com',
    password: 'first answers',
  });
  await subscribeInTestMode(app.url, token, 'premium');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Waits for the answer to the search `act` starts (not the one before it on the page). */
async function answered(page: Page, act: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/search') && r.request().method() === 'POST',
    { timeout: SEARCH_TIMEOUT },
  );
  await act();
  expect((await response).status()).toBe(200);
  const result = page.getByTestId('search-result');
  await result
    .getByText('Final Prediction Summary')
    .or(result.getByTestId('slate-summary'))
    .waitFor({ timeout: SEARCH_TIMEOUT });
  return result;
}

function ask(page: Page, question: string) {
  const box = page.getByRole('combobox', { name: 'Betting question' });
  return answered(page, async () => {
    await box.fill(question);
    await box.press('Enter');
  });
}

/** True when the odds section starts before the probabilities in the page. */
const oddsFirst = (page: Page) =>
  page.evaluate(() => {
    const odds = document.getElementById('answer-odds');
    const probabilities = document.getElementById('answer-probabilities');
    if (!odds || !probabilities) return null;
    return Boolean(odds.compareDocumentPosition(probabilities) & Node.DOCUMENT_POSITION_FOLLOWING);
  });

/**
 * The bookmakers the odds table lists (its row headers), once it is there: below an answer's
 * probabilities it mounts after them (web/src/components/layout/deferred.tsx).
 */
async function bookmakers(page: Page) {
  const rows = page.getByTestId('odds-table').locator('tbody th');
  await rows.first().waitFor({ state: 'attached' });
  return rows.allTextContents();
}

describe.each<ViewportName>(['mobile', 'desktop'])('first answers at %s size', (viewport) => {
  it('answers the five carousel questions with prices where the mirror has them', async () => {
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      await signInWithToken(page, token, 'Fay First');
      await page.getByText('Replay mode — data as of 2 Feb 2025').waitFor();
      const [arsenalCity, lakersWarriors, chelseaLiverpool, eplToday, championsLeague] =
        POPULAR_PREDICTIONS;

      // Priced by Friday's capture: an odds table with bookmakers, and the probabilities first.
      let result = await ask(page, arsenalCity);
      expect((await bookmakers(page)).length).toBeGreaterThan(2);
      expect(await oddsFirst(page)).toBe(false);
      await snapshot(page, `${viewport}-first-answer-1`);

      // An NBA line is dated at tip-off: the odds open the answer and say so.
      result = await ask(page, lakersWarriors);
      expect(await oddsFirst(page)).toBe(true);
      await result.getByTestId('answer-lead').getByTestId('prices-pending').waitFor();
      await snapshot(page, `${viewport}-first-answer-2`);

      // Months away: when prices come, and a priced match of either team to ask instead.
      result = await ask(page, chelseaLiverpool);
      expect(await oddsFirst(page)).toBe(true);
      const alternative = result.getByTestId('priced-alternative');
      await alternative.getByText(/^Priced now: Chelsea vs West Ham United, Mon 3 Feb/).waitFor();
      await answered(page, () =>
        alternative.getByRole('button', { name: /^Ask: Chelsea vs West Ham United/ }).click(),
      );
      await page.getByRole('heading', { name: 'Chelsea vs West Ham United' }).waitFor();
      expect((await bookmakers(page)).length).toBeGreaterThan(2);
      await snapshot(page, `${viewport}-first-answer-3`);

      // Sunday's Premier League games, priced, opening on their prices.
      result = await ask(page, eplToday);
      expect(await oddsFirst(page)).toBe(true);
      expect((await bookmakers(page)).length).toBeGreaterThan(2);
      await snapshot(page, `${viewport}-first-answer-4`);

      // No prices for UEFA matches in the stored data: the answer says so.
      result = await ask(page, championsLeague);
      await result
        .getByTestId('answer-lead')
        .or(result.getByTestId('prices-pending'))
        .first()
        .waitFor();
      await snapshot(page, `${viewport}-first-answer-5`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens an odds question on the odds, with jump links to the sections on a phone', async () => {
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      await signInWithToken(page, token, 'Fay First');
      await ask(page, 'Arsenal vs Manchester City odds');
      expect(await oddsFirst(page)).toBe(true);
      expect((await bookmakers(page)).length).toBeGreaterThan(2);
      // The odds table scrolls inside its card; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      const links = page.getByRole('navigation', { name: 'Answer sections' });
      expect(await links.isVisible()).toBe(viewport === 'mobile');
      if (viewport === 'mobile') {
        expect(await links.getByRole('link').allTextContents()).toEqual([
          'Odds',
          'Value bets',
          'Probabilities',
          'Insights',
          'Form',
        ]);
        await links.getByRole('link', { name: 'Form' }).click();
        await page.waitForURL((url) => url.hash === '#answer-form');
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, `${viewport}-odds-answer`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
