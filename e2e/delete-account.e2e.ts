import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInWithToken } from './support/accounts.ts';
import { launchBrowser, newPage, snapshot, type ViewportName } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Uploads a profile picture as the profile editor does; returns its /media path. */
async function uploadPicture(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#1e64c8' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${app.url}/api/user/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const path = ((await response.json()) as { profileImageUrl: string | null }).profileImageUrl;
  expect(path).toMatch(/^\/media\/profiles\//);
  return path!;
}

describe.each<ViewportName>(['mobile', 'desktop'])(
  'deleting an account in Chromium at %s size',
  (viewport) => {
    const name = `Dee ${viewport}`;
    const email = `e2e.delete.${viewport}.${Date.now()}@example.com`;
    const password = 'delete me please';

    it('deletes the account in Settings: picture gone, signed out, the email free again', async () => {
      const token = await registerAccount(app.url, { name, email, password });
      const picture = await uploadPicture(token);
      expect((await fetch(`${app.url}${picture}`)).status).toBe(200);

      const { page, errors, close } = await newPage(browser, viewport, app.url);
      try {
        await signInWithToken(page, token, name);
        await page.goto('/settings#delete-account');
        const card = page.getByRole('region', { name: 'Delete account' });
        await card.getByText('Kept without your name:').waitFor();
        await card.getByRole('button', { name: 'Delete account' }).click();

        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.waitFor();
        // A wrong password: the server's sentence, and nothing deleted.
        await dialog.getByLabel('Password', { exact: true }).fill('not my password');
        await button(page, 'Delete my account').click();
        await dialog
          .getByRole('alert')
          .filter({ hasText: 'That password is not right. Your account has not been deleted.' })
          .waitFor();
        await snapshot(page, `${viewport}-delete-account-refused`);

        await dialog.getByLabel('Password', { exact: true }).fill(password);
        await button(page, 'Delete my account').click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByText('Account deleted', { exact: true }).first().waitFor();
        await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

        // The picture is gone from its old address.
        expect((await fetch(`${app.url}${picture}`)).status).toBe(404);

        // Signing in fails.
        await page.goto('/auth');
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await button(page, 'Sign In').click();
        await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

        // The same email registers again, as a new person.
        const again = await registerAccount(app.url, { name, email, password });
        expect(again).not.toBe(token);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  },
);
