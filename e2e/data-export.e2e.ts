import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES } from '../contract/data-export.ts';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * Settings → Your data on a phone: "Download my data" saves a dated ZIP holding the person's
 * data, and past the hourly limit the card says so instead.
 */

let app: RunningApp;
let browser: Browser;

const downloadButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Download my data', exact: true });

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('Download my data, in Chromium at phone size', () => {
  it('saves a dated ZIP of the account, and says when the hourly limit is reached', async () => {
    const email = 'export.owner@example.com';
    const token = await registerAccount(app.url, {
      name: 'Dora Download',
      email,
      password: 'export pass',
    });
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await signInWithToken(page, token, 'Dora Download');
      await page.goto('/settings#your-data');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloadButton(page).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^strix-data-\d{4}-\d\d-\d\d\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      expect(Object.keys(files).sort()).toEqual(['README.txt', 'strix-data.json']);
      const data = JSON.parse(new TextDecoder().decode(files['strix-data.json']));
      expect(data.account).toMatchObject({ email, name: 'Dora Download' });
      await expect.poll(() => downloadButton(page).isEnabled()).toBe(true);

      // Four more are allowed this hour; the sixth is refused with the limit's sentence.
      for (let i = 0; i < 4; i++) {
        await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
        await expect.poll(() => downloadButton(page).isEnabled()).toBe(true);
      }
      await downloadButton(page).click();
      const refusal = page.getByRole('alert').filter({ hasText: DATA_EXPORT_MESSAGES.tooMany });
      await refusal.waitFor();
      await snapshot(page, 'settings-your-data-limited');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
