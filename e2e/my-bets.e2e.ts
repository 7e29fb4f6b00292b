import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../server/test/postgres-database.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * My bets, end to end: sign up, record a bet in one click from a match's odds, move the replay
 * clock past the match (as `npm run replay` does), and find the bet graded with its profit and
 * closing-line value, then export the bets as CSV. On PostgreSQL, because the replay script
 * moves the clock from another process while the server runs, which the embedded database does
 * not allow. Runs on the sports-mini slice at 15 Jan 2025 noon, before Arsenal v Tottenham
 * (15 Jan, 20:00 UTC).
 */

const AS_OF = '2025-01-15T12:00:00Z';
const AFTER_MATCH = '2025-01-17T12:00:00Z';
const database = process.env.TEST_DATABASE_URL ? await createEmptyPostgresDatabase() : null;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The bets tab, read again until `done` holds: grading runs on the server's own schedule. */
async function reloadUntil(page: Page, done: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.reload();
    await page.getByTestId('bets-summary').waitFor();
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('the bet was not graded in time');
    await page.waitForTimeout(2_000);
  }
}

describe.skipIf(!database)('My bets', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({
      DATABASE_URL: database!.url,
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      AS_OF,
      // Grading runs in the settlement job: every second here, so the test waits little.
      SETTLEMENT_EVERY_SECONDS: '1',
    });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
  });

  it('records a bet in one click, grades it with profit and CLV after the match, exports and imports CSV, deletes after asking', async () => {
    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      // Sign up.
      await page.goto('/auth/signup');
      await page.getByLabel('Full Name', { exact: true }).fill('Bea Bettor');
      await page.getByLabel('Email', { exact: true }).fill(`bettor.${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('a good password');
      await page.getByLabel('Confirm Password', { exact: true }).fill('a good password');
      await button(page, 'Create Account').click();
      await page.getByText('Welcome, Bea Bettor').first().waitFor();

      // My bets starts honestly empty.
      await page.getByRole('link', { name: 'My bets' }).click();
      await page.getByText('No bets recorded yet').waitFor();

      // A match with prices at the clock.
      const interpreted = (await (
        await fetch(`${app.url}/api/interpret?q=${encodeURIComponent('Arsenal vs Tottenham')}`)
      ).json()) as { matchId: number; kickoff: string };
      expect(interpreted.kickoff).toBe('2025-01-15T20:00:00.000Z');
      await page.goto(`/match/${interpreted.matchId}`);
      const odds = page.getByTestId('odds-table');
      await odds.waitFor();

      // One click on a bookmaker's row: everything but the stake is filled in.
      await odds.getByTestId('track-bet').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Arsenal vs Tottenham Hotspur').waitFor();
      await dialog.getByRole('radio', { name: /Arsenal to win/ }).check();
      // Taken at the replay clock, not today.
      await dialog.getByText(/Wed 15 Jan 2025, \d\d:00/).waitFor();
      await dialog.getByLabel('Stake').fill('10');
      await snapshot(page, 'my-bets-track-dialog');
      await dialog.getByRole('button', { name: 'Record bet' }).click();
      await page.getByText('Bet recorded').first().waitFor();

      // Open until the clock passes the match: no result, no CLV yet.
      await page.getByRole('link', { name: 'My bets' }).click();
      const open = page.getByTestId('bets-open');
      await open.getByTestId('bet-selection').getByText('Arsenal', { exact: true }).waitFor();
      expect(await open.getByText('Not settled').count()).toBe(1);
      expect(await page.getByTestId('bets-settled').count()).toBe(0);

      // The replay clock moves past the match, from another process.
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/replay.ts', '--to', AFTER_MATCH],
        {
          env: {
            ...process.env,
            DATABASE_URL: database!.url,
            // The clock the script moves from when the server has not written one: the test's.
            AS_OF,
            SPORTS_DATA_DIR: 'off',
            LOG_LEVEL: 'silent',
          },
        },
      );

      // Graded: won or lost, its profit on a 10 stake, and its CLV against the closing line.
      const settled = page.getByTestId('bets-settled');
      await reloadUntil(page, async () => (await settled.count()) > 0);
      const bet = settled.getByTestId('bet').first();
      const status = await bet.getAttribute('data-status');
      expect(['won', 'lost']).toContain(status);
      const profit = await bet.getByTestId('bet-profit').textContent();
      expect(profit).toMatch(status === 'lost' ? /^−10\.00$/ : /^\+\d+\.\d\d$/);
      expect(await bet.getByTestId('bet-clv').textContent()).toMatch(
        /^[+−]?\d+\.\d%\s*closing \d+\.\d%$/,
      );
      expect(await page.getByTestId('bets-verdict').textContent()).not.toBe('');
      await expect.poll(() => page.getByTestId('bankroll-chart').count()).toBe(1);
      await snapshot(page, 'my-bets-graded');

      // Export: a CSV file with the header and the bet.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        button(page, 'Export CSV').click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const [header, ...rows] = csv.trim().split(/\r?\n/);
      expect(header).toBe(
        'taken_at,event,league,market,selection,line,price,stake,bookmaker,status,profit,closing_prob,clv,note',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('Arsenal');
      expect(rows[0]).toContain(status!);

      // Import is all or nothing: a bad row is refused with its line number, nothing stored.
      const good = '2025-01-10T18:00:00Z,Sinner v Alcaraz,,moneyline,home,,1.80,5,Bet365,won,,,,';
      const bad = '2025-01-11T18:00:00Z,Djokovic v Zverev,,moneyline,away,,0.5,5,Bet365,lost,,,,';
      const input = page.getByTestId('bets-import-input');
      await input.setInputFiles({
        name: 'bets.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, good, bad].join('\n')),
      });
      const refused = page.getByTestId('bets-import-error');
      await refused.waitFor();
      expect(await refused.textContent()).toMatch(/^Line 3: /);
      expect(await page.getByTestId('bet').count()).toBe(1);
      await input.setInputFiles({
        name: 'bets.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, good].join('\n')),
      });
      await page.getByText('1 bet imported.').first().waitFor();
      await expect.poll(() => page.getByTestId('bet').count()).toBe(2);

      // Delete asks first; keeping the bet changes nothing.
      await page.getByRole('button', { name: 'Delete the bet on Home' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Keep bet' }).click();
      expect(await page.getByTestId('bet').count()).toBe(2);
      await page.getByRole('button', { name: 'Delete the bet on Home' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete bet' }).click();
      await expect.poll(() => page.getByTestId('bet').count()).toBe(1);

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('records a bet by hand on a phone, without sideways scrolling', async () => {
    const token = await (async () => {
      const email = `phone.${Date.now()}@example.com`;
      const response = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Pat Phone',
          email,
          password: 'a good password',
          confirmPassword: 'a good password',
        }),
      });
      return ((await response.json()) as { token: string }).token;
    })();
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
      await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
      await page.goto('/profile/bets');
      await page.getByText('No bets recorded yet').waitFor();
      await button(page, 'Record a bet').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Match or event').fill('Tennis: Sinner v Alcaraz');
      await dialog.getByLabel('Market').selectOption('moneyline');
      // Prices are typed in the odds format chosen, which the field switches too.
      await dialog.getByRole('button', { name: 'Decimal', exact: true }).click();
      await dialog.getByLabel('Decimal price').fill('1.9');
      await dialog.getByLabel('Stake').fill('5');
      await dialog.getByRole('button', { name: 'Record bet' }).click();
      await page
        .getByTestId('bets-open')
        .getByTestId('bet-selection')
        .getByText('Home', { exact: true })
        .waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBe(0);
      await snapshot(page, 'my-bets-phone');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
