import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithToken } from './support/accounts.ts';
import { newPage } from './support/browser.ts';
import { premiumOnNewcastleWolves } from './support/premium-match.ts';
import type { RunningApp } from './support/server.ts';

/**
 * A page opened from its address: the app's entry script asks for the session, the status line
 * and the page's data at once (web/src/api/early-reads.ts), and the HTML paints the page's title
 * (server/plugins/spa.ts first screens), so none of them waits for the app to load first. The page shows what it
 * always showed, each read is made once, and an early answer is never shown to anyone it was
 * not asked for. Sports-mini at 15 Jan 2025, as `npm run bench:lighthouse` reads the same pages.
 */

const NAME = 'Ellis Early';
let app: RunningApp;
let browser: Browser;
let token: string;
let matchId: number;

beforeAll(async () => {
  ({ app, browser, token, matchId } = await premiumOnNewcastleWolves({
    name: NAME,
    email: 'first-reads@example.com',
    password: 'first reads first',
  }));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The API paths the page asks for from now on, in order. */
function apiReads(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() === 'GET') paths.push(pathname);
  });
  return paths;
}
const count = (paths: string[], path: string) => paths.filter((p) => p === path).length;

describe('a page opened from its address', () => {
  it('a match page shows its match, asking for it and the session once, its title in the HTML', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      const reads = apiReads(page);
      const response = await page.goto(`/match/${matchId}`);
      expect(await response?.text()).toContain('<meta name="strix:first-screen" content="match">');
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toMatch(/Newcastle.*vs.*Wolves/);
      expect(count(reads, `/api/match/${matchId}`)).toBe(1);
      expect(count(reads, '/api/auth/check')).toBe(1);
      expect(count(reads, '/api/status')).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a match page paints its title from the HTML, and the app replaces it with the page, never 'Loading...'", async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      // Every state #root goes through: the server's first screen as the document is parsed
      // (the app's code runs later), then each change until the page is up.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          if (!root) return;
          seen.push(root.textContent ?? '');
          new MutationObserver(() => seen.push(root.textContent ?? '')).observe(root, {
            childList: true,
            subtree: true,
          });
        });
      });
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      expect(await page.title()).toBe('Newcastle United vs Wolves | Strix');
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen[0]).toMatch(/Newcastle United\s*vs\s*Wolves/);
      expect(seen[0]).not.toContain('AI Prediction');
      expect(seen.some((text) => text.includes('Loading...'))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a prerendered page keeps its first render, inside the screen: the app adopts the markup, never draws it again', async () => {
    const pages = [
      { path: '/record', ready: 'Graded live picks' },
      { path: '/developers', ready: 'Quick start' },
      { path: '/responsible-gambling', ready: 'Get help with gambling' },
    ];
    for (const { path, ready } of pages) {
      const { page, errors, close } = await newPage(browser, 'mobile', app.url);
      try {
        // The first render's heading as the document is parsed; hydration must keep that very
        // element. It was drawn again when the page's code arrived after the session check.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const first = document.querySelector('#root h1');
            const state = window as unknown as { first: Element | null; firstRight: number };
            state.first = first;
            // Where the heading ends as first laid out: a section holding a width before it was
            // drawn widened the page past the screen, and the text moved when it came back.
            state.firstRight = first?.getBoundingClientRect().right ?? 0;
          });
        });
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).waitFor();
        // Past the page's own data and the session check, each of which re-renders it.
        await page.waitForLoadState('networkidle');
        const { kept, firstRight, width } = await page.evaluate(() => {
          const state = window as unknown as { first: Element | null; firstRight: number };
          return {
            kept: state.first?.isConnected === true,
            firstRight: state.firstRight,
            width: window.innerWidth,
          };
        });
        expect(kept, path).toBe(true);
        expect(firstRight, path).toBeLessThanOrEqual(width);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('a match page without a stored token shows the match signed out, asking for it once', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      const reads = apiReads(page);
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      await page.getByTestId('locked-analytics').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/match/${matchId}`);
      expect(count(reads, `/api/match/${matchId}`)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a token that is no longer valid: signed out, the match shown as to anyone signed out', async () => {
    const { page, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.addInitScript(() => localStorage.setItem('auth_token', 'not-a-session'));
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { name: 'AI Prediction' }).waitFor();
      const locked = page.getByTestId('locked-analytics');
      await locked.waitFor();
      expect(await locked.getAttribute('data-reason')).toBe('signedOut');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    } finally {
      await close();
    }
  });

  it('a league page shows its outlook, asking for it once', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      const reads = apiReads(page);
      const response = await page.goto('/league/E0');
      // Its first screen when the outlook is at hand, its code preloaded when it is still being
      // simulated (server/features/outlooks/league-first-screen.ts).
      expect(await response?.text()).toMatch(
        /content="league"|rel="modulepreload"[^>]*href="\/assets\/league-page-/,
      );
      await page.getByRole('heading', { level: 1, name: /Premier League/ }).waitFor();
      await page.getByRole('table').first().waitFor();
      expect(count(reads, '/api/league/E0/outlook')).toBe(1);
      expect(count(reads, '/api/status')).toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the signed-in home: the question box stays where it painted when the usage line arrives', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, NAME);
      // The limits answer only when the test lets them: the page paints without them first.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/user/limits', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await page.getByText(`Welcome back, ${NAME}`).waitFor();
      const box = page.getByRole('combobox', { name: 'Betting question' });
      const before = await box.boundingBox();
      release();
      await page.getByTestId('usage-message').waitFor();
      expect(await box.boundingBox()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
