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

describe('pages whose first render the build made', () => {
  let t: TestApp;
  let dir: string;
  const shell =
    '<!doctype html><html><head><title>Strix</title>' +
    '<link rel="modulepreload" crossorigin href="/assets/boot-abc.js"></head>' +
    '<body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-web-'));
    mkdirSync(join(dir, 'prerendered'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), shell);
    writeFileSync(join(dir, 'prerendered/home.html'), '<h1>Ask any betting question.</h1>');
    writeFileSync(join(dir, 'prerendered/record.html'), '<h1>Track Record</h1>');
    t = await createTestApp('pglite', { webDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the first render in the page of a visitor without a session, and says so', async () => {
    for (const [url, heading] of [
      ['/', 'Ask any betting question.'],
      ['/record', 'Track Record'],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<div id="root"><h1>${heading}</h1></div>`);
      expect(page.body, url).toContain('<meta name="strix:prerendered" content="signed-out">');
      // Fetched after the first paint instead (web/src/main.tsx).
      expect(page.body, url).not.toContain('modulepreload');
      expect(page.headers.vary, url).toContain('Cookie');
    }
  });

  it('leaves the page empty for someone with a session, and on every other path', async () => {
    const signedIn = await t.app.inject({ url: '/', cookies: { strix_session: 'x' } });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('strix:prerendered');
    expect(signedIn.body).toContain('modulepreload');
    // ?q= fills the search box: not the page the build rendered.
    for (const url of ['/plans', '/?q=arsenal']) {
      expect((await t.app.inject({ url })).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Ask any betting question.');
    expect(page.headers.vary).toContain('Accept-Encoding');
  });
});

describe('pages whose code the build lists for their addresses', () => {
  let t: TestApp;
  let dir: string;
  const shell =
    '<!doctype html><html><head><title>Strix</title>' +
    '<link rel="modulepreload" crossorigin href="/assets/boot-abc.js"></head>' +
    '<body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-web-'));
    writeFileSync(join(dir, 'index.html'), shell);
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        match: ['/assets/match-page-abc.js', '/assets/badge-abc.js'],
        league: ['/assets/league-page-abc.js'],
      }),
    );
    t = await createTestApp('pglite', { webDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const preloads = (body: string) =>
    [...body.matchAll(/rel="modulepreload" crossorigin(?:="")? href="([^"]+)"/g)].map((m) => m[1]);

  it("preloads a match page's code with the app's on a match address", async () => {
    for (const url of ['/match/206', '/match/206/', '/match/206?from=search']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(preloads(page.body), url).toEqual([
        '/assets/boot-abc.js',
        '/assets/match-page-abc.js',
        '/assets/badge-abc.js',
      ]);
    }
    const league = await t.app.inject({ url: '/league/E0' });
    expect(preloads(league.body)).toEqual(['/assets/boot-abc.js', '/assets/league-page-abc.js']);
  });

  it('preloads only the app on any other address', async () => {
    for (const url of ['/', '/plans', '/match', '/match/206/votes']) {
      expect(preloads((await t.app.inject({ url })).body), url).toEqual(['/assets/boot-abc.js']);
    }
  });
});
