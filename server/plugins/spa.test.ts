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

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Strix</title>');
    writeFileSync(join(dir, 'assets/index-abc.js'), script);
    writeFileSync(join(dir, 'assets/index-abc.js.br'), brotliCompressSync(script));
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
});
