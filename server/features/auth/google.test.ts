import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, uniqueEmail } from '../../test/harness.ts';
import {
  followProviderRedirects,
  startOidcProvider,
  type TestAccount,
} from '../../test/peers/oidc-provider.ts';

const client = {
  clientId: 'strix-test-client',
  clientSecret: 'strix-test-secret-that-is-long-enough-for-hs256',
  redirectUri: 'http://localhost:3000/api/auth/google/callback',
};

describe('Google sign-in (authorization code + PKCE against a real OIDC provider)', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(client);
    t = await createTestApp('pglite', {
      env: {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('says in the status every page reads that Google sign-in is offered', async () => {
    const status = await t.app.inject({ url: '/api/status' });
    expect(status.json()).toMatchObject({ googleSignIn: true });
  });

  /** Runs the browser's part of the flow; returns where Strix finally sends the browser. */
  async function signInWithGoogle(
    account: TestAccount,
    tamper?: (callbackUrl: URL) => void,
    startUrl = '/api/auth/google',
  ) {
    provider.signInAs(account);
    const start = await t.app.inject({ url: startUrl });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(client.redirectUri);
    const pendingCookie = start.cookies.find((c) => c.name === 'strix_oidc')!;
    expect(pendingCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google',
    });

    const callback = new URL(await followProviderRedirects(authorizeUrl.href, provider.issuer));
    expect(callback.href.startsWith(client.redirectUri)).toBe(true);
    tamper?.(callback);
    const done = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { strix_oidc: pendingCookie.value },
    });
    const session = done.cookies.find((c) => c.name === 'strix_session' && c.value);
    return {
      status: done.statusCode,
      location: done.headers.location as string,
      session: session?.value,
    };
  }

  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/me', cookies: { strix_session: token } })).json().user;

  it('creates a Google account on first sign-in and finds it again on the next', async () => {
    const account = {
      sub: 'g-new-1',
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Grace Hopper',
    };
    const first = await signInWithGoogle(account);
    expect(first.status).toBe(303);
    expect(first.location).toBe('/');
    const user = await me(first.session!);
    expect(user).toMatchObject({
      email: account.email,
      name: 'Grace Hopper',
      provider: 'google',
      hasPassword: false,
      updatedAt: null,
    });

    // Same subject, changed email at Google: still the same Strix account.
    const again = await signInWithGoogle({ ...account, email: uniqueEmail('renamed') });
    expect((await me(again.session!)).id).toBe(user.id);
  });

  it('sends the browser back to the page it came from, and never off the site', async () => {
    const account = {
      sub: 'g-next-1',
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Ada Lovelace',
    };
    const back = await signInWithGoogle(account, undefined, '/api/auth/google?next=%2Fmatch%2F42');
    expect(back.status).toBe(303);
    expect(back.location).toBe('/match/42');
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const away = await signInWithGoogle(
        account,
        undefined,
        `/api/auth/google?next=${encodeURIComponent(next)}`,
      );
      expect(away.location, next).toBe('/');
    }
  });

  it('keeps the page to return to when Google sign-in fails', async () => {
    const result = await signInWithGoogle(
      { sub: 'g-fail-next', email: uniqueEmail('fail'), email_verified: true, name: 'F' },
      (url) => url.searchParams.set('state', 'forged-state'),
      '/api/auth/google?next=%2Fmatch%2F42',
    );
    expect(result.session).toBeUndefined();
    const back = new URL(result.location, 'http://strix.test');
    expect(back.pathname).toBe('/auth');
    expect(back.searchParams.get('next')).toBe('/match/42');
    expect(back.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('links an existing email account only when Google has verified the address', async () => {
    const existing = await registerUser(t.app, { name: 'Ada' });
    const unverified = await signInWithGoogle({
      sub: 'g-unverified',
      email: existing.email,
      email_verified: false,
      name: 'Ada',
    });
    expect(unverified.session).toBeUndefined();
    expect(unverified.location).toMatch(/^\/auth\?error=/);
    expect(decodeURIComponent(unverified.location)).toContain(
      'Google has not verified this email address',
    );

    const verified = await signInWithGoogle({
      sub: 'g-verified',
      email: existing.email,
      email_verified: true,
      name: 'Ada',
    });
    const user = await me(verified.session!);
    expect(user).toMatchObject({ id: existing.user.id, provider: 'google', hasPassword: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const result = await signInWithGoogle(
      { sub: 'g-tamper', email: uniqueEmail('tamper'), email_verified: true, name: 'T' },
      (url) => url.searchParams.set('state', 'forged-state'),
    );
    expect(result.session).toBeUndefined();
    expect(decodeURIComponent(result.location)).toBe(
      '/auth?error=Google sign-in failed. Please try again.',
    );
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    const response = await t.app.inject({ url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/auth\?error=/);
  });
});

describe('Google sign-in when not configured', () => {
  it('sends the browser back to /auth with a clear message', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({ url: '/api/auth/google' });
      expect(response.statusCode).toBe(303);
      expect(decodeURIComponent(response.headers.location as string)).toBe(
        '/auth?error=Google sign-in is not available on this server. Please use email and password.',
      );
      // The forms learn it from the status and show no Google button.
      const status = await t.app.inject({ url: '/api/status' });
      expect(status.json()).toMatchObject({ googleSignIn: false });
    } finally {
      await t.close();
    }
  });
});
