import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snapshot } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';

/**
 * /developers, the public API reference: built from the OpenAPI document the server serves, so
 * every documented path is on the page, with copyable examples, and it fits a phone.
 */

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace']);

async function openReference(page: Page) {
  await page.goto('/developers');
  await page.getByRole('heading', { level: 1, name: 'API Reference' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Quick start' }).waitFor();
}

describe('the developers page', () => {
  it('lists every path and method of the OpenAPI document, with the curl example', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Document;
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(0);

    const { page, errors, close } = await newPage(browser, 'desktop', app.url);
    try {
      await openReference(page);
      const shown = await page.locator('article[id]').evaluateAll((articles) =>
        articles.map((a) => {
          const path = a.querySelector('[data-testid=endpoint-path]');
          return `${path?.previousElementSibling?.textContent} ${path?.textContent}`;
        }),
      );
      expect(shown.sort()).toEqual([...documented].sort());
      // Each endpoint is in the contents, linked to its own section.
      const contents = page.getByRole('navigation', { name: 'On this page' });
      for (const id of await page.locator('article[id]').evaluateAll((a) => a.map((e) => e.id))) {
        expect(await contents.locator(`a[href="#${id}"]`).count()).toBe(1);
      }

      // The quick start's curl call, against this server's address, with the key from the shell.
      const curl = `curl -H "Authorization: Bearer $STRIX_API_KEY" \\\n  "${app.url}/api/v1/fixtures?league=E0"`;
      const block = page.locator('pre', { hasText: 'fixtures?league=E0' }).first();
      expect(await block.textContent()).toBe(curl);

      // Copy puts exactly that text on the clipboard.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy curl: Premier League fixtures' }).click();
      await page.getByText('Copied').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(curl);

      // The introduction is the document's own text; its Markdown shows as formatting.
      await page.getByText("Read-only JSON access to Strix's predictions").waitFor();
      expect(await page.locator('#limits p code', { hasText: 'RateLimit-Remaining' }).count()).toBe(
        1,
      );
      expect(await page.getByText('**').count()).toBe(0);
      await snapshot(page, 'desktop-developers');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a 390 px phone, nested fields open, code scrolling only inside its blocks', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await openReference(page);
      await page.locator('article[id]').first().waitFor();
      // Every nested object unfolded, level by level (a level renders once opened): the widest
      // the page can get.
      for (let level = 0; level < 10; level++) {
        const opened = await page.evaluate(() => {
          const closed = [...document.querySelectorAll('details:not([open])')];
          for (const details of closed) (details as HTMLDetailsElement).open = true;
          return closed.length;
        });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        if (opened === 0) break;
      }
      expect(await page.locator('details:not([open])').count()).toBe(0);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        // A box that scrolls sideways must be one of the scrollers that say so.
        unhinted: [...document.body.querySelectorAll('*')].filter((el) => {
          const { overflowX } = getComputedStyle(el);
          return (
            (overflowX === 'auto' || overflowX === 'scroll') &&
            el.scrollWidth > el.clientWidth + 1 &&
            !el.closest('[data-overflow]')
          );
        }).length,
      }));
      expect(widths.viewport).toBe(390);
      expect(widths.document).toBeLessThanOrEqual(390);
      expect(widths.unhinted).toBe(0);
      // The long curl lines do scroll, inside their block.
      expect(await page.locator('[data-overflow="more-right"]').count()).toBeGreaterThan(0);
      await snapshot(page, 'mobile-developers');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is linked from the footer of every page', async () => {
    const { page, errors, close } = await newPage(browser, 'mobile', app.url);
    try {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Developers' })
        .getByRole('link', { name: 'API Reference' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'API Reference' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/developers');
      expect(await page.title()).toBe('API Reference | Strix');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
