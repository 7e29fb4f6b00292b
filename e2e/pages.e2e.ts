import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  token = await registerAccount(app.url, {
    name: 'Paula Pages',
    email: 'pages@example.com',
    password: 'pages pass',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signedIn = async (page: Page) => {
  await page.goto('/');
  // Let the signed-out start-up finish first: it clears stale tokens, and would clear ours.
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
};

/** Each page with a text the spec requires on it. */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Popular Predictions'],
  ['/auth', 'Forgot your password?'],
  ['/privacy-policy', 'December 24, 2022'],
  ['/terms-of-service', 'Terms of Service'],
  [
    '/data-sources',
    'AI-generated probabilities based on available data. Not financial or betting advice.',
  ],
];
const SIGNED_IN_PAGES: [string, string][] = [
  ['/profile', 'Joined'],
  ['/settings', 'Account Settings'],
  ['/plans', 'Most Popular'],
  ['/match/does-not-exist', 'Match not found'],
];

describe.each<ViewportName>(['mobile', 'desktop'])('every page at %s size', (viewport) => {
  it('renders the public pages with the footer disclaimers', async () => {
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      for (const [path, text] of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByText(text, { exact: false }).first().waitFor();
        await page.getByRole('contentinfo').getByText(/21\+/).first().waitFor();
        await snapshot(page, `${viewport}${path.replaceAll('/', '-') || '-home'}`);
      }
      // The footer says the data is a replay and which day counts as today.
      await page.getByText('Replay of stored match data: “today” is 15 January 2025.').waitFor();
      // Signed out: Sign In everywhere, Get Started only on wide screens.
      await page.goto('/');
      await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
      const getStarted = page.getByRole('link', { name: 'Get Started', exact: true });
      expect(await getStarted.isVisible()).toBe(viewport === 'desktop');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('renders the signed-in pages, with the active navigation item marked', async () => {
    const { page, errors, close } = await newPage(browser, viewport, app.url);
    try {
      await signedIn(page);
      for (const [path, text] of SIGNED_IN_PAGES) {
        await page.goto(path);
        await page.getByText(text, { exact: false }).first().waitFor();
        await snapshot(page, `${viewport}${path.replaceAll('/', '-')}`);
      }
      await page.goto('/settings');
      const current = page.locator('a[aria-current="page"]:visible');
      await expect
        .poll(() => current.allInnerTexts())
        .toEqual([expect.stringContaining('Settings')]);
      await page.goto('/');
      await expect.poll(() => current.allInnerTexts()).toEqual([expect.stringContaining('Home')]);
      // A signed-in visitor is sent away from the auth screen.
      await page.goto('/auth/signup');
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('serves the production build of the app, also when the tests built it', async () => {
  // The tests' own set-up builds dist/ under NODE_ENV=test; that once shipped React's development
  // build (slower, larger) to whoever started the app next.
  const html = await (await fetch(`${app.url}/`)).text();
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => (m[1] ?? m[2])!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await fetch(new URL(src, app.url))).text();
    expect(code, src).not.toContain('jsxDEV');
  }
});
