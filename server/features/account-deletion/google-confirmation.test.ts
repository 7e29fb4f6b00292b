import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/harness.ts';
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
// Cookie-authenticated changes must come from the app's own origin.
const origin = { origin: 'http://localhost:3000' };

describe('deleting a Google account needs a fresh Google sign-in', () => {
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

  /** Walks the provider's part of a flow Strix started; returns Strix's answer to the callback. */
  async function throughProvider(
    start: Awaited<ReturnType<TestApp['app']['inject']>>,
    account: TestAccount,
    session?: string,
  ) {
    provider.signInAs(account);
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    const pending = start.cookies.find((c) => c.name === 'strix_oidc')!;
    const callback = new URL(await followProviderRedirects(authorizeUrl.href, provider.issuer));
    const done = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { strix_oidc: pending.value, ...(session ? { strix_session: session } : {}) },
    });
    return { authorizeUrl, done };
  }

  async function googleAccount() {
    const account = {
      sub: `g-${uniqueEmail('sub')}`,
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Grace',
    };
    const { done } = await throughProvider(
      await t.app.inject({ url: '/api/auth/google' }),
      account,
    );
    const session = done.cookies.find((c) => c.name === 'strix_session' && c.value)!.value;
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { strix_session: session } });
    return { account, session, id: me.json().user.id as string };
  }

  const confirm = (session: string, account: TestAccount) =>
    t.app
      .inject({ url: '/api/auth/google/confirm', cookies: { strix_session: session } })
      .then((start) => throughProvider(start, account, session));
  const status = (id: string, session: string) =>
    t.app
      .inject({ url: `/api/user/${id}/account-deletion`, cookies: { strix_session: session } })
      .then((r) => r.json());
  const remove = (id: string, session: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/${id}`,
      headers: origin,
      cookies: { strix_session: session },
    });

  it('refuses without it, and deletes after the linked Google account signs in again', async () => {
    const { account, session, id } = await googleAccount();
    expect(await status(id, session)).toEqual({
      confirmWith: 'google',
      googleConfirmedUntil: null,
    });
    const refused = await remove(id, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/confirm with Google/);

    const { authorizeUrl, done } = await confirm(session, account);
    // Google must ask again rather than reuse its remembered sign-in.
    expect(authorizeUrl.searchParams.get('prompt')).toBe('login');
    expect(authorizeUrl.searchParams.get('max_age')).toBe('0');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/settings#delete-account');
    expect((await status(id, session)).googleConfirmedUntil).not.toBeNull();

    expect((await remove(id, session)).statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { strix_session: session } });
    expect(me.statusCode).toBe(401);
  });

  it('does not count a different Google account', async () => {
    const { session, id } = await googleAccount();
    const stranger = {
      sub: 'g-stranger',
      email: uniqueEmail('stranger'),
      email_verified: true,
      name: 'Stranger',
    };
    const { done } = await confirm(session, stranger);
    expect(done.statusCode).toBe(303);
    expect(decodeURIComponent(done.headers.location as string)).toMatch(
      /^\/settings\?error=That Google account is not the one linked.*#delete-account$/,
    );
    expect((await status(id, session)).googleConfirmedUntil).toBeNull();
    expect((await remove(id, session)).statusCode).toBe(403);
  });

  it('stops counting after 10 minutes', async () => {
    const { account, session, id } = await googleAccount();
    await confirm(session, account);
    t.clock.advance(11 * 60 * 1000);
    expect((await status(id, session)).googleConfirmedUntil).toBeNull();
    expect((await remove(id, session)).statusCode).toBe(403);
  });

  it('needs a signed-in person to start', async () => {
    const start = await t.app.inject({ url: '/api/auth/google/confirm' });
    expect(start.statusCode).toBe(401);
  });
});
