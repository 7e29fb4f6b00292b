import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../server/config/config.ts';
import { createEmptyPostgresDatabase } from '../server/test/postgres-database.ts';
import { signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * A person's pick end to end, at 390 and 1440 px, against the built server on PostgreSQL and the
 * slice of real data (replay clock 15 Jan 2025 12:00): "Who wins?" on Newcastle v Wolves (that
 * evening), the profile counting it pending, `npm run replay` past the match (Newcastle won
 * 3–0), the profile counting it right. PostgreSQL because the replay script and the server share
 * the database (PGlite is one process's).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a pick counted in the profile', () => {
  let app: RunningApp;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let env: NodeJS.ProcessEnv;
  let matchId: number;
  const tokens: Partial<Record<ViewportName, string>> = {};

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    env = {
      DATABASE_URL: database.url,
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      // The server's and the replay script's clock start alike: the tests' 15 Jan.
      AS_OF: TEST_AS_OF,
      SETTLEMENT_EVERY_SECONDS: '1',
    };
    [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
    const interpreted = await fetch(
      `${app.url}/api/interpret?q=${encodeURIComponent('Newcastle vs Wolves')}`,
    );
    matchId = ((await interpreted.json()) as { matchId: number }).matchId;
    expect(matchId).toBeGreaterThan(0);
    for (const viewport of ['mobile', 'desktop'] as const) {
      const registered = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Pat ${viewport}`,
          email: `picks.${viewport}.${Date.now()}@example.com`,
          password: 'correct horse',
          confirmPassword: 'correct horse',
        }),
      });
      tokens[viewport] = ((await registered.json()) as { token: string }).token;
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
  });

  async function openProfileActivity(page: Page) {
    await page.goto('/profile');
    const counters = page.getByTestId('profile-counters');
    await counters.waitFor();
    return counters;
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`picks who wins on the match page and sees it counted, pending, at ${viewport} size`, async () => {
      const { page, errors, close } = await newPage(browser, viewport, app.url);
      try {
        await signInWithToken(page, tokens[viewport]!, `Pat ${viewport}`);
        await page.goto(`/match/${matchId}`);
        const vote = page.getByTestId('match-vote');
        await vote.waitFor({ timeout: 60_000 });
        const home = vote.locator('[data-choice="home"]');
        await home.click();
        await expect.poll(() => home.getAttribute('aria-pressed')).toBe('true');
        await vote
          .getByTestId('my-pick')
          .getByText(/^Your pick: Newcastle.* win/)
          .waitFor();
        // No sideways scrolling on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await snapshot(page, `${viewport}-my-pick-match`);

        const counters = await openProfileActivity(page);
        await expect.poll(() => counters.textContent()).toMatch(/Predictions1.*Accuracy—/);
        await page.getByRole('tab', { name: 'Activity' }).click();
        const recent = page.getByTestId('recent-predictions');
        await recent
          .getByText(/^Newcastle.* vs Wolves/)
          .first()
          .waitFor();
        await recent.getByText('Your “Who wins?” vote').waitFor();
        await recent.getByText('Pending').first().waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('replays past the match: the profile counts the pick right at both sizes', async () => {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/replay.ts', '--to', '2025-01-16T12:00:00Z'],
      { env: { ...process.env, ...env, SPORTS_DATA_DIR: 'off', LOG_LEVEL: 'silent' } },
    );
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, errors, close } = await newPage(browser, viewport, app.url);
      try {
        await signInWithToken(page, tokens[viewport]!, `Pat ${viewport}`);
        // The server re-reads the clock every 2 s; reload until the grade shows.
        let counters = await openProfileActivity(page);
        await expect
          .poll(
            async () => {
              counters = await openProfileActivity(page);
              return counters.textContent();
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toMatch(/Predictions1.*Accuracy100\.0%/);
        await page.getByRole('tab', { name: 'Activity' }).click();
        const recent = page.getByTestId('recent-predictions');
        await recent.getByText('Correct').first().waitFor();
        await recent
          .getByTestId('pick-result')
          .getByText(/^Result: Newcastle.* won$/)
          .waitFor();
        await snapshot(page, `${viewport}-my-pick-graded`);

        // Kick-off has passed by the app's clock: the vote is closed, the pick stays.
        await page.goto(`/match/${matchId}`);
        const vote = page.getByTestId('match-vote');
        await vote.getByText('Voting has closed for this match.').waitFor({ timeout: 60_000 });
        expect(await vote.locator('[data-choice="away"]').isDisabled()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
