import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.ts';
import {
  advanceTime,
  bearer,
  createTestApp,
  databaseKinds,
  mailedResetToken,
  memoryMailer,
  nextIp,
  registerUser,
  sessionCookieOf,
  startTime,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.ts';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  const mailer = memoryMailer();

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    ip = nextIp(),
  ) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

  it('registers: 200 with user, token and an HttpOnly SameSite=Lax session cookie', async () => {
    const email = uniqueEmail('reg');
    const response = await post('/api/auth/register', {
      name: 'Ana Lima',
      email: email.toUpperCase(),
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      name: 'Ana Lima',
      email,
      provider: 'email',
      hasPassword: true,
    });
    expect(body.user.updatedAt).toBe(body.user.createdAt);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('password_hash');
    const cookie = response.cookies.find((c) => c.name === 'strix_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
  });

  it('the token works as a bearer token and as the cookie', async () => {
    const { token, email } = await registerUser(t.app);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);

    // A cookie-only session learns who it is, never its token (a script could read that).
    const check = await t.app.inject({ url: '/api/auth/check', cookies: { strix_session: token } });
    expect(check.json()).toMatchObject({ authenticated: true, user: { email } });
    expect(check.json()).not.toHaveProperty('token');
    expect(check.body).not.toContain(token);
    // A client that authenticated with the token may have it back.
    const byBearer = await t.app.inject({ url: '/api/auth/check', headers: bearer(token) });
    expect(byBearer.json()).toMatchObject({ authenticated: true, token, user: { email } });

    const anonymous = await t.app.inject({ url: '/api/auth/check' });
    expect(anonymous.json()).toEqual({ authenticated: false, user: null });
    const noMe = await t.app.inject({ url: '/api/auth/me' });
    expect(noMe.statusCode).toBe(401);
    expect(noMe.json()).toEqual({ error: expect.any(String) });
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await registerUser(t.app);
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await registerUser(t.app);
    const again = await post('/api/auth/register', {
      name: 'Other',
      email: email.toUpperCase(),
      password: 'another1',
      confirmPassword: 'another1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    [
      { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' },
      'Please fill in all fields: name is required.',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'short', confirmPassword: 'short' },
      'Password must be at least 6 characters long',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' },
      'confirmPassword: Passwords do not match',
    ],
    [
      { name: 'A', email: 'not-an-email', password: 'secret1', confirmPassword: 'secret1' },
      'Please enter a valid email address',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) },
      'Password must be at most 256 characters long',
    ],
    [
      { name: 'A', email: 42, password: 'secret1', confirmPassword: 'secret1' },
      'Please fill in all fields: email is required.',
    ],
  ])(
    'rejects a bad registration with a sentence naming the problem (%#)',
    async (payload, error) => {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    },
  );

  it('logs in with the right password and refuses a wrong one with 401', async () => {
    const { email, password, token: firstToken } = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });

    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const right = await post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password });
    expect(right.statusCode).toBe(200);
    expect(right.json().token).not.toBe(firstToken);
    expect(sessionCookieOf(right)).toBe(right.json().token);
  });

  it('answers 429 after 10 failed logins on one account, for 10 minutes', async () => {
    startTime(t);
    try {
      const { email, password } = await registerUser(t.app);
      for (let i = 0; i < 10; i++) {
        const response = await post('/api/auth/login', { email, password: `guess-${i}` });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email, password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatch(/Too many attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);

      advanceTime(t, 10 * 60 * 1000 + 1000);
      const later = await post('/api/auth/login', { email, password });
      expect(later.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits login failures per client address across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      await post('/api/auth/login', { email: uniqueEmail('spray'), password: 'whatever1' }, {}, ip);
    }
    const { email, password } = await registerUser(t.app);
    const blocked = await post('/api/auth/login', { email, password }, {}, ip);
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post('/api/auth/login', { email, password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registrations per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const ok = await post(
        '/api/auth/register',
        { name: 'N', email: uniqueEmail('many'), password: 'secret1', confirmPassword: 'secret1' },
        {},
        ip,
      );
      expect(ok.statusCode).toBe(200);
    }
    const blocked = await post(
      '/api/auth/register',
      { name: 'N', email: uniqueEmail('many'), password: 'secret1', confirmPassword: 'secret1' },
      {},
      ip,
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('limits registration attempts per email, so probing for taken addresses is capped', async () => {
    const { email } = await registerUser(t.app);
    const probe = () =>
      post('/api/auth/register', {
        name: 'P',
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
      });
    for (let i = 0; i < 4; i++) expect((await probe()).statusCode).toBe(409);
    expect((await probe()).statusCode).toBe(429);
  });

  it('logs out server-side: the old token stops working', async () => {
    const { token } = await registerUser(t.app);
    const out = await post('/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'strix_session');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('slides the 30-day expiry while the session is used and ends it after 30 idle days', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(20 * 24 * 3600 * 1000);
    const used = await t.app.inject({ url: '/api/auth/check', cookies: { strix_session: token } });
    expect(used.json().authenticated).toBe(true);
    expect(sessionCookieOf(used)).toBe(token); // the cookie is re-sent with a fresh max-age
    t.clock.advance(25 * 24 * 3600 * 1000); // 45 days after login, 25 after last use
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  describe('password change', () => {
    it('needs the current password, then ends the other sessions only', async () => {
      const { email, password, token } = await registerUser(t.app);
      const other = (await post('/api/auth/login', { email, password })).json().token as string;

      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        payload: { currentPassword: 'not it', newPassword: 'brand new pass' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'Your current password is incorrect.' });

      t.clock.advance(60_000);
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword: 'brand new pass' },
      });
      expect(changed.statusCode).toBe(200);

      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.updatedAt).not.toBe(me.json().user.createdAt);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(
        401,
      );
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
      expect(
        (await post('/api/auth/login', { email, password: 'brand new pass' })).statusCode,
      ).toBe(200);
    });

    it('requires sign-in and a valid new password', async () => {
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword: 'a', newPassword: 'bbbbbbbb' },
      });
      expect(anonymous.statusCode).toBe(401);
      const { token, password } = await registerUser(t.app);
      const short = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword: '123' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toBe('newPassword: Password must be at least 6 characters long');
    });
  });

  describe('password reset', () => {
    it('answers an unknown email exactly like a known one, and never with the token', async () => {
      const { email } = await registerUser(t.app);
      const known = await post('/api/auth/forgot-password', { email });
      const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      // Knowing an email must not be enough to take the account: the link goes to the mailbox.
      const answer = {
        success: true,
        message: "If an account exists with this email, we've sent a password reset link",
      };
      expect(known.json()).toEqual(answer);
      expect(unknown.json()).toEqual(answer);
      expect(known.body).not.toContain(mailedResetToken(mailer, email));
    });

    it('a token works once, within the hour, and signs out every session', async () => {
      const { email, token: session } = await registerUser(t.app);
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const resetToken = mailedResetToken(mailer, email);
      expect(resetToken.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(email);
      expect(mail.text).toContain(`http://localhost:3000/auth?resetToken=${resetToken}`);

      const reset = await post('/api/auth/reset-password', {
        token: resetToken,
        password: 'fresh password',
        confirmPassword: 'fresh password',
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email, password: 'fresh password' })).statusCode,
      ).toBe(200);

      const again = await post('/api/auth/reset-password', {
        token: resetToken,
        password: 'other password',
        confirmPassword: 'other password',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatch(/invalid or has expired/);

      await post('/api/auth/forgot-password', { email });
      const expiring = mailedResetToken(mailer, email);
      t.clock.advance(60 * 60 * 1000 + 1);
      const late = await post('/api/auth/reset-password', {
        token: expiring,
        password: 'late password',
        confirmPassword: 'late password',
      });
      expect(late.statusCode).toBe(400);
    });

    it('two concurrent redemptions of one token: exactly one wins', async () => {
      const { email } = await registerUser(t.app);
      await post('/api/auth/forgot-password', { email });
      const resetToken = mailedResetToken(mailer, email);
      const attempts = await Promise.all(
        ['first password', 'second password'].map((password) =>
          post('/api/auth/reset-password', {
            token: resetToken,
            password,
            confirmPassword: password,
          }),
        ),
      );
      expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = attempts[0]!.statusCode === 200 ? 'first password' : 'second password';
      expect((await post('/api/auth/login', { email, password: winner })).statusCode).toBe(200);
    });

    it('mails nothing for an unknown email, and a made-up token resets nothing', async () => {
      const ghost = uniqueEmail('ghost');
      await post('/api/auth/forgot-password', { email: ghost });
      expect(mailer.sent.some((mail) => mail.to === ghost)).toBe(false);
      const response = await post('/api/auth/reset-password', {
        token: 'a'.repeat(43),
        password: 'whatever1',
        confirmPassword: 'whatever1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'This reset link is invalid or has expired. Please request a new one.',
      });
    });

    it('limits reset requests per account', async () => {
      const { email } = await registerUser(t.app);
      for (let i = 0; i < 5; i++)
        expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(429);
    });
  });
});
