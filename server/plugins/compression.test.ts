import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../test/harness.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const QUESTION = 'Arsenal vs Manchester City prediction';

describe('compressed API answers', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    const user = await registerUser(t.app);
    token = user.token;
    await setPlan(t.database, user.user.id, 'premium');
  }, 120_000);
  afterAll(() => t?.close());

  const ask = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      remoteAddress: nextIp(),
      headers: {
        ...bearer(token),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      payload: { query: QUESTION },
    });

  it('sends a search answer as Brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = plain.json() as { search: { query: string } };
    expect(answer.search.query).toBe(QUESTION);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await ask('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unpacked = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(unpacked.search.query).toBe(QUESTION);
    // Still never stored by caches, compressed or not.
    expect(br.headers['cache-control']).toBe('no-store');

    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).search.query).toBe(QUESTION);
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({
      url: '/api/auth/check',
      remoteAddress: nextIp(),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ authenticated: false });
  });
});
