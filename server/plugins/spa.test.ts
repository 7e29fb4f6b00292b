import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('the built web app', () => {
  let t: TestApp;
  let dir: string;
  const script = `console.log(${JSON.stringify('Strix '.repeat(400))});`;
  const tinyStyle = 'body{margin:0}';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Strix</title>');
    writeFileSync(join(dir, 'assets/index-abc.js'), script);
    writeFileSync(join(dir, 'assets/index-abc.js.br'), brotliCompressSync(script));
    // Under 1 KB the build writes no compressed copy.
    writeFileSync(join(dir, 'assets/tiny-abc.css'), tinyStyle);
    t = await createTestApp('pglite', { webDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the build’s Brotli copy to a browser that accepts it, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');

    const plain = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and makes the page itself revalidate every time', async () => {
    const asset = await t.app.inject({ url: '/assets/tiny-abc.css' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/index.html', '/', '/record']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a small asset without a compressed copy as it is, not compressed on the fly', async () => {
    const response = await t.app.inject({
      url: '/assets/tiny-abc.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(tinyStyle);
  });
});
