import { API_KEY_MESSAGES, API_KEYS_PER_ACCOUNT } from '@contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { hashToken } from '../auth/tokens.ts';

const LEAGUES = '/api/v1/leagues';

async function premiumUser(t: TestApp, until?: Date) {
  const account = await registerUser(t.app);
  await setPlan(t.database, account.user.id, 'premium', until);
  return account;
}

async function createKey(app: FastifyInstance, token: string, name = 'Trading bot') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/api-keys',
    headers: bearer(token),
    payload: { name },
  });
  return response;
}

async function newSecret(t: TestApp, token: string): Promise<{ id: string; secret: string }> {
  const response = await createKey(t.app, token);
  expect(response.statusCode).toBe(201);
  const body = response.json() as { key: { id: string }; secret: string };
  return { id: body.key.id, secret: body.secret };
}

const listKeys = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/api-keys', headers: bearer(token) })).json();

describe.each(databaseKinds)('API keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lives from creation to revocation: shown once, stored as a hash, refused once revoked', async () => {
    const { token } = await premiumUser(t);
    const created = await createKey(t.app, token, '  Trading bot  ');
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json();
    expect(secret).toMatch(/^strix_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Trading bot', display: `strix_live_…${secret.slice(-4)}` });

    // Only the hash is kept, and no later answer repeats the secret.
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice('strix_live_'.length));
    const listed = await listKeys(t.app, token);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed).toMatchObject({ enabled: true, reason: null, keys: [{ id: key.id }] });

    const used = await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(secret) });
    expect(used.statusCode).toBe(200);
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: LEAGUES,
      headers: { 'x-api-key': secret },
    });
    expect(viaHeader.statusCode).toBe(200);
    const afterUse = await listKeys(t.app, token);
    expect(afterUse.keys[0].usage).toEqual({ today: 2, month: 2 });
    expect(afterUse.keys[0].lastUsedAt).not.toBeNull();

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/api-keys/${key.id}`,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect(revoked.json().usage).toEqual({ today: 2, month: 2 });
    const refused = await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/revoked/);
    // Still listed, with its usage, so what it did stays explained.
    const afterRevoke = await listKeys(t.app, token);
    expect(afterRevoke.keys[0]).toMatchObject({ id: key.id, usage: { today: 2 } });
    expect(afterRevoke.keys[0].revokedAt).not.toBeNull();
  });

  it('stops working when the Premium period ends, with a sentence saying so', async () => {
    const until = new Date(t.clock.now().getTime() + 60 * 60_000);
    const { token } = await premiumUser(t, until);
    const { secret } = await newSecret(t, token);
    expect(
      (await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(secret) })).statusCode,
    ).toBe(200);

    t.clock.advance(61 * 60_000);
    const ended = await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(secret) });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toMatch(/Premium subscription of this key's account ended on/);
    const listed = await listKeys(t.app, token);
    expect(listed.enabled).toBe(false);
    expect(listed.reason).toMatch(/ended on/);
    const create = await createKey(t.app, token);
    expect(create.statusCode).toBe(403);
  });

  it('is for Premium only: free and Pro accounts see why and cannot create keys', async () => {
    const free = await registerUser(t.app);
    const pro = await registerUser(t.app);
    await setPlan(t.database, pro.user.id, 'pro');
    for (const account of [free, pro]) {
      const response = await createKey(t.app, account.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(API_KEY_MESSAGES.premiumOnly);
    }
    expect((await listKeys(t.app, pro.token)).reason).toMatch(/your plan is Pro/);
    expect((await listKeys(t.app, free.token)).enabled).toBe(false);
  });

  it('is never a session: a key cannot change the password, billing or keys', async () => {
    const { token, password } = await premiumUser(t);
    const { id, secret } = await newSecret(t, token);
    const attempts = [
      {
        method: 'PUT' as const,
        url: '/api/user/password',
        payload: {
          currentPassword: password,
          newPassword: 'another one',
          confirmPassword: 'another one',
        },
      },
      { method: 'POST' as const, url: '/api/subscription/create', payload: { planType: 'pro' } },
      { method: 'POST' as const, url: '/api/user/subscription/cancel', payload: {} },
      { method: 'POST' as const, url: '/api/user/api-keys', payload: { name: 'Another' } },
      { method: 'DELETE' as const, url: `/api/user/api-keys/${id}` },
      { method: 'GET' as const, url: '/api/user/api-keys' },
      { method: 'GET' as const, url: '/api/auth/me' },
    ];
    for (const attempt of attempts) {
      for (const headers of [bearer(secret), { 'x-api-key': secret }]) {
        const response = await t.app.inject({ ...attempt, headers });
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
        expect(response.json().error).toBeTruthy();
      }
    }
    // The key was neither revoked nor joined by another.
    const listed = await listKeys(t.app, token);
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0].revokedAt).toBeNull();
  });

  it('takes only keys, only from headers', async () => {
    const { token } = await premiumUser(t);
    const { secret } = await newSecret(t, token);
    const none = await t.app.inject({ method: 'GET', url: LEAGUES });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const session = await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(token) });
    expect(session.statusCode).toBe(401);
    expect(session.json().error).toMatch(/not a Strix API key/);
    const forged = `strix_live_${'A'.repeat(43)}`;
    const unknown = await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(forged) });
    expect(unknown.statusCode).toBe(401);
    const inAddress = await t.app.inject({ method: 'GET', url: `${LEAGUES}?api_key=${secret}` });
    expect(inAddress.statusCode).toBe(400);
    expect(inAddress.json().error).toMatch(/never in the address/);
  });

  it('slows a client cycling through made-up keys to a stop', async () => {
    const remoteAddress = nextIp();
    const tries = await Promise.all(
      Array.from({ length: 65 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: LEAGUES,
          remoteAddress,
          headers: bearer(`strix_live_${String(i).padStart(43, 'x')}`),
        }),
      ),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(60);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    // Another address, with a real key, is not held up.
    const { token } = await premiumUser(t);
    const { secret } = await newSecret(t, token);
    const fine = await t.app.inject({
      method: 'GET',
      url: LEAGUES,
      remoteAddress: nextIp(),
      headers: bearer(secret),
    });
    expect(fine.statusCode).toBe(200);
  });

  it("keeps each account's keys to itself", async () => {
    const owner = await premiumUser(t);
    const other = await premiumUser(t);
    const { id, secret } = await newSecret(t, owner.token);
    for (const method of ['DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/user/api-keys/${id}`,
        headers: bearer(other.token),
        payload: method === 'PATCH' ? { name: 'Mine now' } : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(API_KEY_MESSAGES.notFound);
    }
    expect((await listKeys(t.app, other.token)).keys).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: LEAGUES, headers: bearer(secret) })).statusCode,
    ).toBe(200);
    expect((await listKeys(t.app, owner.token)).keys[0]).toMatchObject({ name: 'Trading bot' });
  });

  it('renames a key and refuses names that are empty or too long', async () => {
    const { token } = await premiumUser(t);
    const { id } = await newSecret(t, token);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/api-keys/${id}`,
      headers: bearer(token),
      payload: { name: 'Odds sync' },
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Odds sync' });
    for (const name of ['   ', 'x'.repeat(61)]) {
      const response = await createKey(t.app, token, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/name/i);
    }
    const notUuid = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/api-keys/not-a-key',
      headers: bearer(token),
    });
    expect(notUuid.statusCode).toBe(404);
  });

  it(`holds at most ${API_KEYS_PER_ACCOUNT} live keys, also when created in parallel`, async () => {
    const { token } = await premiumUser(t);
    const responses = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT + 5 }, (_, i) => createKey(t.app, token, `k${i}`)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(API_KEYS_PER_ACCOUNT);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(responses.find((r) => r.statusCode === 409)!.json().error).toBe(
      API_KEY_MESSAGES.tooMany,
    );
  });
});
