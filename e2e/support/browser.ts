import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh page (own cookies and storage) at the given size; page errors fail the test. */
export async function newPage(browser: Browser, viewport: ViewportName, baseURL: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // Failed requests (401 on /api/auth/me etc.) are expected; script errors are not.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { page, errors, close: () => context.close() };
}

const ARTIFACTS = 'e2e/artifacts';
/** Screenshots for people to look at; kept out of git. */
export async function snapshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}
