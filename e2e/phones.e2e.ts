import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { subscribeInTestMode } from './support/billing.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Every route at the three common phone widths: no page is wider than the screen (tables fit or
 * scroll inside themselves), and the signed-in tab bar shows each label whole. Each page is
 * loaded at one width and then resized through the others, as turning or resizing a phone would.
 * Runs on a small slice of real data (e2e/fixtures/sports-mini) at the default replay clock.
 */

const WIDTHS = [360, 390, 430] as const;
const HEIGHT = 800;
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
    name: 'Priya Phone',
    email: 'phones@example.com',
    password: 'phones pass',
  });
  // Premium: the answers then show every section, odds table included.
  await subscribeInTestMode(app.url, token, 'premium');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * What is wrong with the page at the current width: the document wider than the screen (naming
 * the widest elements that stick out, to find the culprit), or a tab-bar label cut off.
 */
function problemsAt(page: Page, width: number) {
  return page.evaluate((screen) => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(
        el.getAttribute('class') ?? '',
      )
        .split(/\s+/)
        .slice(0, 4)
        .join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > screen || doc.scrollWidth > window.innerWidth) {
      const culprits = [...document.body.querySelectorAll('*')]
        .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
        .filter(({ right }) => right > screen + 0.5)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(({ el, right }) => `${describe(el)} reaches ${Math.round(right)}px`);
      problems.push(`document is ${doc.scrollWidth}px wide: ${culprits.join('; ')}`);
    }
    // Content may scroll sideways inside a box only where the box says so (the scroller's hint).
    for (const el of document.body.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(el);
      const scrolls = overflowX === 'auto' || overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && !el.closest('[data-overflow]')) {
        problems.push(
          `${describe(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px) with no hint`,
        );
      }
    }
    const bar = document.querySelector('nav[aria-label="Mobile"]');
    if (bar) {
      for (const link of bar.querySelectorAll('a')) {
        const label = link.querySelector('[data-nav-label]') ?? link;
        const box = link.getBoundingClientRect();
        const text = (link.textContent ?? '').trim();
        if (label.scrollWidth > label.clientWidth || link.scrollWidth > link.clientWidth) {
          problems.push(`tab bar label "${text}" is cut off`);
        }
        if (box.left < 0 || box.right > window.innerWidth) {
          problems.push(`tab bar item "${text}" is off the screen`);
        }
      }
    }
    return problems;
  }, width);
}

/** Checks the page as it stands at every width; returns what failed, labelled with the page. */
async function checkWidths(
  page: Page,
  name: string,
  tabBar: boolean | 'either',
): Promise<string[]> {
  const failures: string[] = [];
  // Signed in, the tab bar appears once the account is confirmed; some pages show text sooner.
  if (tabBar === true) {
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
  }
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    // Two frames: layout and anything measured after it settle at the new size.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    if (tabBar !== 'either' && (await bar.isVisible()) !== tabBar) {
      failures.push(`${name} at ${width}px: tab bar ${tabBar ? 'missing' : 'shown signed out'}`);
    }
    for (const problem of await problemsAt(page, width)) {
      failures.push(`${name} at ${width}px: ${problem}`);
    }
  }
  // Left at the narrowest width, where a page is likeliest to break, for people to look at.
  await snapshot(page, `phone-360-${name.replaceAll(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, ''));
  return failures;
}

async function visit(page: Page, path: string, text: string | RegExp) {
  await page.goto(path);
  await page.getByText(text).first().waitFor();
}

function signIn(page: Page) {
  return signInWithToken(page, token, 'Priya Phone');
}

/** Asks a question on the home page; returns the saved prediction's and the match's ids. */
async function ask(page: Page, question: string) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Betting question' });
  await box.fill(question);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/search' && r.request().method() === 'POST',
      { timeout: SEARCH_TIMEOUT },
    ),
    box.press('Enter'),
  ]);
  expect(response.status(), question).toBe(200);
  await page.getByTestId('search-result').waitFor({ timeout: SEARCH_TIMEOUT });
  await page.getByRole('heading', { name: 'Advanced Analytics' }).waitFor();
  const answer = (await response.json()) as {
    prediction: { predictionId: string };
    interpretation: { matchId: number | null };
  };
  return { predictionId: answer.prediction.predictionId, matchId: answer.interpretation.matchId };
}

/**
 * At 360 px the odds table is wider than the screen: it scrolls inside itself, says so above,
 * and fades at the right edge until scrolled to the end, where the hint points back.
 */
async function expectScrollableOdds(page: Page) {
  const odds = page.getByTestId('odds-table').first();
  const scroller = odds.getByRole('region', { name: 'Odds by sportsbook' });
  const hint = odds.getByTestId('scroll-hint');
  await scroller.scrollIntoViewIfNeeded();
  await expect.poll(() => hint.textContent()).toMatch(/Scroll for more/);
  // The fade comes in over 200 ms (a CSS transition): read once it has settled.
  await expect
    .poll(() => odds.getByTestId('scroll-fade').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => hint.textContent()).toMatch(/Scroll back/);
  await expect
    .poll(() => odds.getByTestId('scroll-fade').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('0');
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
}

/** The latest played NBA game before an upcoming one, found through the match page's API. */
async function playedNbaGameBefore(upcoming: number): Promise<number> {
  for (let id = upcoming - 1; id > upcoming - 200; id--) {
    const response = await fetch(`${app.url}/api/match/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) continue;
    const match = (await response.json()) as { league: string; status: string; odds: unknown[] };
    if (match.league === 'NBA' && match.status === 'finished' && match.odds.length > 0) return id;
  }
  throw new Error('no played NBA game with a line in the data');
}

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'Popular Predictions'],
  ['/auth', 'Forgot your password?'],
  ['/auth/signup', 'Create Account'],
  ['/privacy-policy', 'December 24, 2022'],
  ['/terms-of-service', 'Terms of Service'],
  ['/data-sources', 'Not financial or betting advice.'],
  ['/record', 'Track Record'],
  // The value-bet ledger's tables, once computed: they scroll inside their cards.
  ['/record#value-bets', 'Walk-forward on history'],
  ['/developers', 'Read-only JSON access'],
  // A league's table and season outlook: wide tables that scroll inside themselves.
  ['/league/E0', 'The rules simulated'],
  ['/league/NBA', 'Western Conference'],
  // The slate, the leagues and the screener, browsed signed out (prices locked).
  ['/today', /^\d+ fixtures$/],
  ['/leagues', '2024/25 season'],
  ['/screener', 'Sign up to see the odds'],
  ['/no-such-page', 'Page Not Found'],
  // Hands the teams to the home page's search box.
  ['/insight?home=Arsenal&away=Chelsea', 'Popular Predictions'],
];

const SIGNED_IN_PAGES: [string, string | RegExp][] = [
  ['/settings', 'Account Settings'],
  ['/plans', 'Most Popular'],
  ['/record', 'Track Record'],
  ['/data-sources', 'Not financial or betting advice.'],
  ['/privacy-policy', 'December 24, 2022'],
  ['/terms-of-service', 'Terms of Service'],
  ['/match/does-not-exist', 'Match not found'],
  // The slate with every price, its filters open, and the screener.
  ['/today?books=Pinnacle', /^\d+ fixtures$/],
  ['/screener', 'Value Bet Screener'],
  ['/no-such-page', 'Page Not Found'],
];

const PROFILE_TABS = ['Overview', 'Statistics', 'Avatar', 'Activity', 'Leaderboard'];

describe('phones at 360, 390 and 430 px', () => {
  it('fits every signed-out page to the screen', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    const failures: string[] = [];
    try {
      for (const [path, text] of PUBLIC_PAGES) {
        await visit(page, path, text);
        failures.push(...(await checkWidths(page, path, false)));
      }
      // The forgot-password and reset views live on /auth.
      await visit(page, '/auth', 'Forgot your password?');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByText("Enter your email and we'll send you a link").waitFor();
      failures.push(...(await checkWidths(page, '/auth forgot', false)));
      await visit(page, '/auth?resetToken=abc', 'Set a new password');
      failures.push(...(await checkWidths(page, '/auth reset', false)));
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the record at the value-bet ledger from a card's link, once its tables are in", async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await visit(page, '/record#value-bets', 'Walk-forward on history');
      // The section sits below two backtests: the page must have scrolled down to it.
      await expect
        .poll(async () => (await page.getByTestId('value-ledger').boundingBox())?.y ?? 9999)
        .toBeLessThan(200);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits every signed-in page, profile tab and search answer, with the tab bar whole', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    const failures: string[] = [];
    try {
      await signIn(page);
      failures.push(...(await checkWidths(page, '/ signed in', true)));
      for (const [path, text] of SIGNED_IN_PAGES) {
        await visit(page, path, text);
        failures.push(...(await checkWidths(page, `${path} signed in`, true)));
      }
      await visit(page, '/profile', 'Joined');
      for (const tab of PROFILE_TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await page.locator('[role="tabpanel"][data-state="active"]').waitFor();
        // Let the tab's data arrive (the avatar generator loads on demand).
        await page.waitForLoadState('networkidle');
        failures.push(...(await checkWidths(page, `/profile ${tab}`, true)));
      }

      const soccer = await ask(page, 'Arsenal vs Tottenham');
      await page.getByRole('table').first().waitFor();
      failures.push(...(await checkWidths(page, 'soccer answer', true)));
      await expectScrollableOdds(page);
      await page.getByRole('link', { name: 'Match page' }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/match/'));
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor({ timeout: 30_000 });
      await page.getByRole('table').first().waitFor();
      failures.push(...(await checkWidths(page, '/match soccer', true)));

      const nba = await ask(page, 'NBA Lakers vs Warriors odds');
      failures.push(...(await checkWidths(page, 'NBA answer', true)));
      // A played NBA game: its only line is the closing consensus, with no bookmaker prices.
      await page.goto(`/match/${await playedNbaGameBefore(nba.matchId!)}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor({ timeout: 30_000 });
      const odds = page.getByTestId('odds-table');
      await odds.getByText('Our NBA data since January 2023 holds only').waitFor();
      expect(await odds.getByTestId('fair-price').allInnerTexts()).toEqual([
        expect.stringMatching(/^[+-]\d+\s+fair · \d+(\.\d)?%/),
        expect.stringMatching(/^[+-]\d+\s+fair · \d+(\.\d)?%/),
      ]);
      failures.push(...(await checkWidths(page, '/match NBA', true)));
      await expectScrollableOdds(page);

      // The share link, as people open it from a post: the shared prediction, open to anyone.
      await page.goto(`/p/${soccer.predictionId}`);
      await page
        .getByText(/Arsenal/)
        .first()
        .waitFor();
      failures.push(...(await checkWidths(page, '/p share link', 'either')));

      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
