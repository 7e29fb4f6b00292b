import { mkdirSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { ARTIFACTS_DIR, recordSecretsInMessage } from './secrets.ts';

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
  recordSecretsOf(context, baseURL);
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

/**
 * Screenshots for people to look at; kept out of git. `E2E_SNAPSHOTS=off` skips them (CI, where
 * nobody looks: 134 full-page captures cost the run about 25 s).
 */
export async function snapshot(page: Page, name: string) {
  if (process.env.E2E_SNAPSHOTS === 'off') return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png`, fullPage: true });
}

/**
 * Records the secrets the browser sends to and gets from the app (typed passwords, session
 * tokens and cookies, reset tokens, API keys), for the log scan at the end of the run.
 */
function recordSecretsOf(context: BrowserContext, baseURL: string) {
  const ours = (url: string) => url.startsWith(baseURL);
  const onRequest = async (request: Request) => {
    if (!ours(request.url())) return;
    recordSecretsInMessage({ headers: await request.allHeaders(), body: request.postData() });
  };
  const onResponse = async (response: Response) => {
    if (!ours(response.url())) return;
    const headers = await response.allHeaders();
    const readable = /json|html/.test(headers['content-type'] ?? '');
    recordSecretsInMessage({ headers, body: readable ? await response.text() : null });
  };
  // A page closing mid-request, or a redirect (no body), leaves nothing to read.
  const ignore = () => {};
  context.on('request', (request) => onRequest(request).catch(ignore));
  context.on('response', (response) => onResponse(response).catch(ignore));
}
