import type { Browser } from 'playwright-core';
import { registerAccount } from './accounts.ts';
import { subscribeInTestMode } from './billing.ts';
import { launchBrowser } from './browser.ts';
import { type RunningApp, startApp } from './server.ts';

/**
 * The app on sports-mini at 15 Jan 2025, as `npm run bench:lighthouse` reads it, with a premium
 * account (so every book's odds show) and the match page it reads: Newcastle vs Wolves.
 */
export async function premiumOnNewcastleWolves(account: {
  name: string;
  email: string;
  password: string;
}): Promise<{ app: RunningApp; browser: Browser; token: string; matchId: number }> {
  const [app, browser] = await Promise.all([
    startApp({ SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini', AS_OF: '2025-01-15' }),
    launchBrowser(),
  ]);
  const token = await registerAccount(app.url, account);
  await subscribeInTestMode(app.url, token, 'premium');
  const interpreted = await fetch(`${app.url}/api/interpret?q=Newcastle%20vs%20Wolves`);
  const { matchId } = (await interpreted.json()) as { matchId: number };
  return { app, browser, token, matchId };
}
