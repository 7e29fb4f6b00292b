import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
  uniqueEmail,
} from '../test/harness.ts';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

/**
 * PostgreSQL refuses NUL in text and jsonb, and jsonb refuses UTF-16 surrogate halves: such text
 * must get a 400 that names the field, wherever it arrives, and leave nothing stored.
 */
describe.each(databaseKinds)('text PostgreSQL cannot store, on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-text-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir }, from: 'mini-mirror' });
    user = await registerUser(t.app);
    await setPlan(t.database, user.user.id, 'premium');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = (options: InjectOptions) => t.app.inject({ remoteAddress: nextIp(), ...options });

  /** A 400 of exactly `{ error }` whose sentence names the field and quotes none of the input. */
  const expectRefused = (
    response: Awaited<ReturnType<typeof send>>,
    field: string,
    input: string,
  ) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toContain(`"${field}"`);
    expect(body.error).not.toContain(input);
    expect(body.error).not.toContain(NUL);
    expect(body.error).not.toMatch(/[\ud800-\udfff]/);
  };

  it('refuses a NUL in the name at registration, and creates no account', async () => {
    const email = uniqueEmail('nul');
    const name = `Ana${NUL}Lima`;
    const response = await send({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: 'secret1', confirmPassword: 'secret1' },
    });
    expectRefused(response, 'name', name);
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a NUL in the profile name or bio, and leaves the profile as it was', async () => {
    for (const [field, value] of [
      ['name', `Ana${NUL}`],
      ['bio', `Arsenal${NUL} since 1998`],
      ['bio', `Arsenal since 1998 ${LONE_LOW}`],
    ] as const) {
      const response = await send({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(user.token),
        payload: { [field]: value },
      });
      expectRefused(response, field, value);
    }
    const profile = await send({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json()).toMatchObject({ name: 'Ana Lima', bio: null });
  });

  it('refuses a NUL in a search and stores no search', async () => {
    const query = `Arsenal${NUL}Chelsea`;
    const response = await send({
      method: 'POST',
      url: '/api/search',
      headers: bearer(user.token),
      payload: { query },
    });
    expectRefused(response, 'query', query);
    const recent = await send({ url: '/api/searches', headers: bearer(user.token) });
    expect(recent.json()).toEqual([]);
  });

  it('refuses NUL and surrogate halves in avatar texts, and draws nothing', async () => {
    const generate = (payload: Record<string, unknown>) =>
      send({
        method: 'POST',
        url: `/api/user/${user.user.id}/avatar/generate`,
        headers: bearer(user.token),
        payload: { style: 'cartoon', description: 'Cheerful fan with a big grin', ...payload },
      });
    for (const [field, value] of [
      ['description', `Cheerful fan${NUL} with a big grin`],
      ['description', `Cheerful fan with a big grin ${LONE_HIGH}`],
      ['ethnicity', `Brazilian${NUL}`],
      ['ethnicity', `Brazilian ${LONE_LOW}`],
      ['accessories', LONE_HIGH],
    ] as const) {
      const response = await generate({
        [field]: field === 'accessories' ? ['hat', value] : value,
      });
      expectRefused(response, field, value);
    }
    const list = await send({
      url: `/api/user/${user.user.id}/avatars`,
      headers: bearer(user.token),
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses such text in query strings and in the address itself', async () => {
    const interpret = await send({ url: '/api/interpret?q=Arsenal%00Chelsea' });
    expectRefused(interpret, 'q', `Arsenal${NUL}Chelsea`);
    const stats = await send({ url: '/api/stats/Arsenal%00/Chelsea' });
    expectRefused(stats, 'home', `Arsenal${NUL}`);
    const votes = await send({ url: '/api/votes/Arsenal/Chelsea%00' });
    expectRefused(votes, 'away', `Chelsea${NUL}`);
  });

  it('refuses a NUL in a test checkout id (found by the route fuzz: it was a 500)', async () => {
    const checkout = await send({
      url: '/api/billing/test-checkout/cs_test_local_%00abc',
      headers: bearer(user.token),
    });
    expectRefused(checkout, 'id', `cs_test_local_${NUL}abc`);
  });

  it('refuses a NUL in a vote, a key or a nested value anywhere in a JSON body', async () => {
    const vote = await send({
      method: 'POST',
      url: '/api/vote',
      payload: { homeTeam: `Arsenal${NUL}`, awayTeam: 'Chelsea', voteType: 'upvote' },
    });
    expectRefused(vote, 'homeTeam', `Arsenal${NUL}`);
    const counts = await send({ url: '/api/votes/Arsenal/Chelsea' });
    expect(counts.json().voteCounts).toEqual({ upvotes: 0, downvotes: 0 });

    const nested = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'secret1', extra: [{ deep: [`x${NUL}`] }] },
    });
    expectRefused(nested, 'extra', `x${NUL}`);
    // A key that is not a plain field name is not quoted back.
    const key = `k${NUL}${'y'.repeat(50)}`;
    const badKey = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'secret1', [key]: 'v' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({ error: expect.any(String) });
    expect(badKey.json().error).not.toContain('yyyy');
  });

  it('refuses a NUL in a multipart text field of the profile upload', async () => {
    const boundary = 'strixBoundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="caption"',
      '',
      `Me${NUL}at the match`,
      `--${boundary}`,
      'Content-Disposition: form-data; name="profileImage"; filename="me.png"',
      'Content-Type: image/png',
      '',
      'not really a png',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await send({
      method: 'PUT',
      url: '/api/user/profile',
      headers: {
        ...bearer(user.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expectRefused(response, 'caption', `Me${NUL}at the match`);
  });

  it('still accepts ordinary text, emoji (surrogate pairs) included', async () => {
    const response = await send({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(user.token),
      payload: { bio: 'Gunner for life 🔴⚪ — Ça va?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Gunner for life 🔴⚪ — Ça va?');
    await send({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(user.token),
      payload: { bio: '' },
    });
  });
});
