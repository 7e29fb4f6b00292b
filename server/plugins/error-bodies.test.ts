import { PROFILE_MESSAGES } from '@contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, registerUser, type TestApp } from '../test/harness.ts';
import { rawExchange } from '../test/raw-http.ts';

/** Exactly `{ "error": "<sentence>" }`, with none of `echoes` in it. */
function expectErrorBody(body: string, echoes: string[] = []) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual(['error']);
  const sentence = parsed.error as string;
  expect(sentence).toMatch(/^[A-Z].*[.!?)]$/);
  for (const echo of echoes) expect(sentence).not.toContain(echo);
  return sentence;
}

const multipartHeaders = (token: string, contentType: string) => ({
  ...bearer(token),
  'content-type': contentType,
});

const part = (boundary: string, disposition: string, value: string, type?: string) =>
  [
    `--${boundary}`,
    `Content-Disposition: form-data; ${disposition}`,
    ...(type ? [`Content-Type: ${type}`] : []),
    '',
    value,
  ].join('\r\n');

describe('error answers are { error } sentences that echo nothing', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (options: InjectOptions) => t.app.inject({ remoteAddress: nextIp(), ...options });
  const expectError = (response: LightMyRequestResponse, status: number, echoes: string[] = []) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return expectErrorBody(response.body, echoes);
  };

  it('a broken percent-escape in the address → 400', async () => {
    const response = await send({ url: '/api/match/%ff/votes' });
    const sentence = expectError(response, 400, ['%ff', '/api/match']);
    expect(sentence).toMatch(/address/i);
  });

  it('an address part over the router limit → 414', async () => {
    const long = 'a'.repeat(500);
    const response = await send({ url: `/api/stats/${long}/Chelsea` });
    const sentence = expectError(response, 414, ['aaaaaaaaaa', '/api/stats']);
    expect(sentence).toMatch(/too long/i);
  });

  it('headers or an address over the HTTP limit → 431, over a real socket', async () => {
    const bigHeader = await rawExchange(
      port,
      `GET /api/status HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    expect(bigHeader.headers).toMatch(/content-type: application\/json/i);
    expect(bigHeader.headers).toMatch(/cache-control: no-store/i);
    expect(expectErrorBody(bigHeader.body, ['bbbbbbbbbb'])).toMatch(/too large/i);

    const bigUrl = await rawExchange(
      port,
      `GET /api/interpret?q=${'c'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(bigUrl.status).toBe(431);
    expectErrorBody(bigUrl.body, ['cccccccccc', '/api/interpret']);
  });

  it('a request Node cannot parse → 400, over a real socket', async () => {
    const unknownMethod = await rawExchange(
      port,
      'FROBNICATE /api/status HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(unknownMethod.status).toBe(400);
    expectErrorBody(unknownMethod.body, ['FROBNICATE', '/api/status']);

    const garbage = await rawExchange(port, 'this is not http at all\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectErrorBody(garbage.body, ['not http']);
  });

  it('CONNECT → 501: this server is no proxy, and says so rather than hanging up', async () => {
    const connect = await rawExchange(
      port,
      'CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n',
    );
    expect(connect.status).toBe(501);
    expect(connect.headers).toMatch(/content-type: application\/json/i);
    expect(expectErrorBody(connect.body, ['internal.example', '443'])).toMatch(/proxy/i);
  });

  it('HTTP/1.1 without a Host header → 400 saying the header is missing', async () => {
    const noHost = await rawExchange(port, 'GET /api/status HTTP/1.1\r\n\r\n');
    expect(noHost.status).toBe(400);
    expect(noHost.headers).toMatch(/content-type: application\/json/i);
    expect(expectErrorBody(noHost.body, ['/api/status'])).toMatch(/Host header/);
    // HTTP/1.0 has no Host requirement; nor does a request that names its host.
    const old = await rawExchange(port, 'GET /api/status HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
    const named = await rawExchange(
      port,
      'GET /api/status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(named.status).toBe(200);
  });

  it('an Expect header other than 100-continue → 417 naming the one it takes', async () => {
    const expectation = await rawExchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nExpect: 200-secret-ok\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(expectation.status).toBe(417);
    expect(expectation.headers).toMatch(/content-type: application\/json/i);
    expect(expectErrorBody(expectation.body, ['200-secret-ok', 'secret'])).toMatch(/100-continue/);
  });

  it('a method an endpoint does not take → 405 naming what it takes in Allow', async () => {
    for (const method of ['DELETE', 'PATCH', 'PROPFIND', 'PURGE'] as const) {
      const response = await send({ method, url: '/api/status?x=1' });
      expectError(response, 405, ['/api/status', method]);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const post = await send({ method: 'GET', url: '/api/auth/login' });
    expectError(post, 405, ['/api/auth/login']);
    expect(post.headers.allow).toBe('POST');
    // The same method over a real socket.
    const raw = await rawExchange(port, 'PURGE /api/status HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(raw.status).toBe(405);
    expectErrorBody(raw.body, ['PURGE', '/api/status']);
  });

  it('an address with no API endpoint → 404 that does not repeat the address', async () => {
    const response = await send({ url: '/api/nope-%3Cscript%3E?x=1' });
    expectError(response, 404, ['nope', 'script', '%3C']);
  });

  describe('profile uploads', () => {
    // Uploads are limited per account: each test uploads as an account of its own.
    let uploader: string;
    beforeEach(async () => {
      uploader = (await registerUser(t.app)).token;
    });
    const upload = (contentType: string, payload: string | Buffer) =>
      send({
        method: 'PUT',
        url: '/api/user/profile',
        headers: multipartHeaders(uploader, contentType),
        payload,
      });

    it('multipart without a boundary → 400', async () => {
      for (const contentType of [
        'multipart/form-data',
        'multipart/form-data; charset=utf-8',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'d'.repeat(300)}`,
      ]) {
        const response = await upload(contentType, 'whatever');
        const sentence = expectError(response, 400, ['dddddddddd', 'whatever']);
        expect(sentence).toBe(PROFILE_MESSAGES.uploadUnreadable);
      }
    });

    it('a truncated or malformed multipart body → 400, also over a real socket', async () => {
      const boundary = 'strixBoundary';
      const truncated = `${part(boundary, 'name="profileImage"; filename="me.png"', 'PNGDATA', 'image/png')}`;
      const noHeaders = `--${boundary}\r\nthis line is not a header\r\n\r\nvalue\r\n--${boundary}--\r\n`;
      for (const payload of [truncated, `--${boundary}`, '--elsewhere--\r\n']) {
        const response = await upload(`multipart/form-data; boundary=${boundary}`, payload);
        const sentence = expectError(response, 400, ['PNGDATA', boundary]);
        expect(sentence, JSON.stringify(payload)).toBe(PROFILE_MESSAGES.uploadUnreadable);
      }
      // A part without headers names no field: the form holds no picture.
      const nameless = await upload(`multipart/form-data; boundary=${boundary}`, noHeaders);
      expect(expectError(nameless, 400, ['not a header'])).toBe(PROFILE_MESSAGES.imageMissing);
      const raw = await rawExchange(
        port,
        [
          'PUT /api/user/profile HTTP/1.1',
          'Host: localhost',
          `Authorization: Bearer ${uploader}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${Buffer.byteLength(truncated)}`,
          'Connection: close',
          '',
          truncated,
        ].join('\r\n'),
      );
      expect(raw.status).toBe(400);
      expect(expectErrorBody(raw.body, ['PNGDATA'])).toBe(PROFILE_MESSAGES.uploadUnreadable);
    });

    it('too many fields, files or parts → 413 saying so, not that the image is too big', async () => {
      const boundary = 'strixBoundary';
      const close = `\r\n--${boundary}--\r\n`;
      const fields = Array.from({ length: 20 }, (_, i) =>
        part(boundary, `name="field${i}"`, `value${i}`),
      ).join('\r\n');
      const files = Array.from({ length: 3 }, (_, i) =>
        part(boundary, `name="profileImage"; filename="f${i}.png"`, 'x', 'image/png'),
      ).join('\r\n');
      for (const payload of [fields + close, files + close]) {
        const response = await upload(`multipart/form-data; boundary=${boundary}`, payload);
        const sentence = expectError(response, 413, ['value1', 'f1.png']);
        expect(sentence).toBe(PROFILE_MESSAGES.uploadTooManyParts);
      }
    });

    it('a form field named after an inherited object property → 400', async () => {
      const boundary = 'strixBoundary';
      const payload = `${part(boundary, 'name="__proto__"', 'x')}\r\n${part(boundary, 'name="profileImage"; filename="a.png"', 'x', 'image/png')}\r\n--${boundary}--\r\n`;
      const response = await upload(`multipart/form-data; boundary=${boundary}`, payload);
      const sentence = expectError(response, 400, ['__proto__']);
      expect(sentence).toBe(PROFILE_MESSAGES.uploadFieldNameInvalid);
    });
  });
});
