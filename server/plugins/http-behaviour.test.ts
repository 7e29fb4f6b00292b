import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/harness.ts';

describe('HTTP behaviour every endpoint shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A route that fails unexpectedly, to see what leaks.
    t.app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail at /srv/strix/db.ts:42');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('malformed JSON → 400 with a sentence', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('a body that is not an object, or of the wrong type → 4xx, never 500', async () => {
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ error: 'The request body must be a JSON object.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatch(/JSON/);
  });

  it('a huge body → 413 and nothing stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'x'.repeat(200_000),
        email: 'big@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'big@example.com', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('unknown API path → 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no API endpoint at this address.' });
  });

  it('an unexpected failure → 500 without internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });

  it('sends security headers and a request id, and keeps API answers out of caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/check' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS and Secure cookies when served over HTTPS', async () => {
    const https = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://strix.example' } });
    try {
      const { token } = await registerUser(https.app);
      const check = await https.app.inject({ url: '/api/auth/check', headers: bearer(token) });
      expect(check.headers['strict-transport-security']).toContain('max-age=');
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'S',
          email: 'secure@example.com',
          password: 'secret1',
          confirmPassword: 'secret1',
        },
      });
      expect(login.cookies.find((c) => c.name === 'strix_session')?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  describe('CSRF', () => {
    it('refuses a cookie-authenticated change without the app origin', async () => {
      const { token, password } = await registerUser(t.app);
      const change = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/password',
          cookies: { strix_session: token },
          headers,
          payload: { currentPassword: password, newPassword: password },
        });
      const missing = await change({});
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error).toMatch(/Strix app itself/);
      expect((await change({ origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await change({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    });

    it('lets bearer-authenticated requests through without an Origin', async () => {
      const { token, password } = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        cookies: { strix_session: token },
        payload: { currentPassword: password, newPassword: password },
      });
      expect(response.statusCode).toBe(200);
    });

    it('judges the route the router matched, not how the URL is spelled', async () => {
      const other = await registerUser(t.app);
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(other.token),
        payload: { username: `csrf_${Date.now().toString(36)}` },
      });
      const username = profile.json().username as string;
      const { cookie } = await registerUser(t.app);
      const evil = { origin: 'https://evil.example' };
      const attempts: [string, string, object][] = [
        ['POST', `/%61pi/users/${username}/follow`, {}],
        ['POST', '/%61pi/auth/logout', {}],
        ['PUT', '/%61pi/user/profile', { bio: 'pwned' }],
        ['POST', '/%61pi/credits/purchase', { packageType: 'small' }],
        ['POST', '/%61pi/search', { query: 'Arsenal vs Chelsea' }],
        ['POST', '/%2561pi/search', { query: 'Arsenal vs Chelsea' }],
        ['POST', '/api/%73earch', { query: 'Arsenal vs Chelsea' }],
        ['POST', '/%41PI/search', { query: 'Arsenal vs Chelsea' }],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          cookies: { strix_session: cookie! },
          headers: evil,
          payload,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          error: 'This request must come from the Strix app itself.',
        });
      }
      // The session survived and nothing changed.
      const me = await t.app.inject({ url: '/api/user/profile', headers: bearer(cookie!) });
      expect(me.statusCode).toBe(200);
      expect(me.json().bio ?? '').not.toBe('pwned');
    });

    it('a bogus bearer token beside a valid cookie is a cookie request', async () => {
      const { token, password } = await registerUser(t.app);
      const change = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/password',
          cookies: { strix_session: token },
          headers: { authorization: 'Bearer x', ...headers },
          payload: { currentPassword: password, newPassword: password },
        });
      expect((await change({ origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await change({})).statusCode).toBe(403);
      expect((await change({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    });

    it('keeps decoded API paths and API errors out of caches', async () => {
      for (const url of ['/%61pi/auth/check', '/%61pi/nothing', '/api/match/%ff/votes']) {
        const response = await t.app.inject({ url });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('refuses a login posted from a foreign site', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: 'a@b.co', password: 'secret1' },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
