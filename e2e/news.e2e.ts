import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * News from feeds the server is told about (NEWS_FEEDS): a local host serves an RSS 2.0 and an
 * Atom document (the unit tests' fixtures), and an answer about Arsenal and Manchester City on
 * the replay clock (15 Jan 2025, 12:00) lists their stories, newest first, with the source's
 * stars: none from more than a fortnight before the clock, none the clock cannot see yet.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../server/data/news/fixtures/${name}`, import.meta.url), 'utf8');
const DOCUMENTS: Record<string, { type: string; body: string }> = {
  '/rss.xml': { type: 'application/rss+xml', body: fixture('sport.rss.xml') },
  '/atom.xml': { type: 'application/atom+xml', body: fixture('sport.atom.xml') },
};
const feeds = createServer((req, res) => {
  const document = DOCUMENTS[req.url ?? ''];
  if (document) res.writeHead(200, { 'content-type': document.type }).end(document.body);
  else res.writeHead(404).end();
});

const READER = { name: 'Nora News', email: 'news@example.com', password: 'news reader pass' };
let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  [app, browser] = await Promise.all([
    startApp({
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      NEWS_FEEDS: `${base}/rss.xml,${base}/atom.xml`,
    }),
    launchBrowser(),
  ]);
  token = await registerAccount(app.url, READER);
  await subscribeInTestMode(app.url, token, 'premium');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  feeds.close();
});

describe.each<ViewportName>(['mobile', 'desktop'])('news in Chromium at %s size', (viewport) => {
  it('promises news, and an answer lists the teams’ stories with their sources’ stars', async () => {
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      await signInWithToken(page, token, READER.name);
      // This server reads news feeds: the home page promises news outright.
      await page.getByText('News that matters').waitFor();

      const box = page.getByRole('combobox', { name: 'Betting question' });
      await box.fill('Arsenal vs Manchester City');
      await box.press('Enter');
      const news = page.getByTestId('sports-news');
      await news
        .getByRole('link', { name: /opens in a new tab/ })
        .first()
        .waitFor({
          timeout: 90_000,
        });
      const titles = await news.getByRole('link', { name: /opens in a new tab/ }).allTextContents();
      expect(titles.map((title) => title.replace('(opens in a new tab)', '').trim())).toEqual([
        'Manchester City complete signing',
        'Arteta: Gunners "ready" for title run-in',
        'Arsenal v Manchester City: five things we learned',
      ]);
      // Sources we do not know are graded medium: three stars of five.
      expect(await news.getByText('Source reliability 3 of 5').count()).toBeGreaterThan(0);
      // More than a fortnight before the clock: no longer news. Undated: dated when first read,
      // which is after the replay clock.
      expect(await page.getByText("Arsenal's Christmas schedule").count()).toBe(0);
      expect(await page.getByText('Transfer gossip: City eye defender').count()).toBe(0);
      expect(await page.getByTestId('no-news-source').count()).toBe(0);
      await snapshot(page, `${viewport}-news`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
