import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  nextIp,
  registerSubscriber,
  type TestApp,
} from '../../test/harness.ts';

/**
 * A match page is serialised and compressed once per clock position, match, zone and lock
 * (match-service `getMatchEncoded`): what a browser asking for Brotli or gzip gets must be the
 * answer a client without compression gets, and each viewer their own lock.
 */
describe('the match page, compressed once', () => {
  let t: TestApp;
  let token: string;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    token = (await registerSubscriber(t)).token;
    id = (await t.app.inject({ url: '/api/interpret?q=Newcastle%20vs%20Wolves' })).json().matchId;
  }, 120_000);
  afterAll(() => t.close());

  const page = (encoding: string | undefined, signedIn = true) =>
    t.app.inject({
      url: `/api/match/${id}`,
      remoteAddress: nextIp(),
      headers: {
        ...(signedIn ? bearer(token) : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('decodes to the same answer in Brotli, gzip and none, the same bytes every time', async () => {
    const plain = await page(undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await page('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('keeps a signed-out viewer’s locked page apart from a subscriber’s', async () => {
    const subscriber = JSON.parse(brotliDecompressSync((await page('br')).rawPayload).toString());
    const visitor = JSON.parse(
      brotliDecompressSync((await page('br', false)).rawPayload).toString(),
    );
    expect(subscriber.locked).toBeNull();
    expect(subscriber.odds.length).toBeGreaterThan(0);
    expect(visitor.locked.reason).toBe('signedOut');
    expect(visitor.odds).toEqual([]);
  });
});
