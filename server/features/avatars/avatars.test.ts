import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_MESSAGES,
  AVATAR_COLLECTION_MAX,
  AVATAR_MESSAGES,
  AVATAR_STYLES,
  type Avatar,
  type AvatarSuggestions,
  type GeneratedAvatar,
} from '@contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePortrait, startImagesStub } from '../../data/images/images-api-stub.ts';
import { avatars, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { proceduralAvatarPng } from './procedural.ts';

const ORIGIN = 'http://localhost:3000';
type Registered = Awaited<ReturnType<typeof registerUser>>;

/** How a request is authenticated: nobody, the owner, or another user by cookie or bearer. */
type Caller = 'anonymous' | 'owner' | 'other-cookie' | 'other-bearer';

function authHeaders(caller: Caller, owner: Registered, other: Registered) {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'owner':
      return bearer(owner.token)!;
    case 'other-cookie':
      // From the app's own origin, so the CSRF check passes and ownership is what refuses it.
      return { cookie: `strix_session=${other.cookie}`, origin: ORIGIN };
    case 'other-bearer':
      return bearer(other.token)!;
  }
}

describe.each(databaseKinds)('avatars on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Registered;
  let other: Registered;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-avatars-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (options: InjectOptions) => t.app.inject(options);
  const generate = (user: Registered, payload: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: `/api/user/${user.user.id}/avatar/generate`,
      headers: bearer(user.token),
      payload,
    });
  const generated = async (user: Registered, payload: Record<string, unknown> = {}) => {
    const response = await generate(user, {
      style: 'cartoon',
      description: 'Cheerful fan with a big grin',
      ...payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as GeneratedAvatar;
  };
  const list = async (user: Registered) =>
    (
      await call({
        method: 'GET',
        url: `/api/user/${user.user.id}/avatars`,
        headers: bearer(user.token),
      })
    ).json() as Avatar[];
  const activate = (user: Registered, avatarId: number, headers = bearer(user.token)) =>
    call({
      method: 'POST',
      url: `/api/user/${user.user.id}/avatar/${avatarId}/activate`,
      headers: { ...headers, 'content-type': 'application/json' },
    });

  it('refuses every /api/user/{userId}/... route to anyone but its owner', async () => {
    const mine = await generated(owner);
    const theirs = await generated(other);
    const spare = await generated(owner);
    const id = owner.user.id;
    const routes: { name: string; request: () => InjectOptions; ok: number }[] = [
      { name: 'list', request: () => ({ method: 'GET', url: `/api/user/${id}/avatars` }), ok: 200 },
      {
        name: 'generate',
        request: () => ({
          method: 'POST',
          url: `/api/user/${id}/avatar/generate`,
          payload: { style: 'minimal', description: 'Simple line portrait' },
        }),
        ok: 200,
      },
      {
        name: 'activate',
        request: () => ({
          method: 'POST',
          url: `/api/user/${id}/avatar/${mine.id}/activate`,
          headers: { 'content-type': 'application/json' },
        }),
        ok: 200,
      },
      {
        name: 'active',
        request: () => ({ method: 'GET', url: `/api/user/${id}/avatar/active` }),
        ok: 200,
      },
      {
        name: 'profile',
        request: () => ({ method: 'GET', url: `/api/user/${id}/profile` }),
        ok: 200,
      },
      // Deleted last: the owner's call removes the spare avatar.
      {
        name: 'delete',
        request: () => ({ method: 'DELETE', url: `/api/user/${id}/avatar/${spare.id}` }),
        ok: 200,
      },
    ];
    const expected: Record<Caller, (ok: number) => number> = {
      anonymous: () => 401,
      'other-cookie': () => 403,
      'other-bearer': () => 403,
      owner: (ok) => ok,
    };
    for (const route of routes) {
      // Strangers first: their refused calls must leave the owner's collection as it was.
      const snapshot = await list(owner);
      for (const caller of ['anonymous', 'other-cookie', 'other-bearer', 'owner'] as const) {
        if (caller === 'owner') expect(await list(owner)).toEqual(snapshot);
        const base = route.request();
        const response = await call({
          ...base,
          headers: { ...(base.headers as object), ...authHeaders(caller, owner, other) },
        });
        expect({ route: route.name, caller, status: response.statusCode }, response.body).toEqual({
          route: route.name,
          caller,
          status: expected[caller](route.ok),
        });
        if (caller === 'anonymous') {
          expect(response.json()).toEqual({ error: AUTH_MESSAGES.notSignedIn });
        } else if (caller !== 'owner') {
          expect(response.json()).toEqual({ error: AVATAR_MESSAGES.notYours });
        }
      }
    }
    // The other user's avatar is untouched and still theirs.
    expect((await list(other)).map((a) => a.id)).toEqual([theirs.id]);
  });

  it("answers 404 for another user's avatar id, and for ids that are not ids", async () => {
    const theirs = await generated(other);
    for (const avatarId of [String(theirs.id), '999999999', 'abc', '0', '-1', '99999999999']) {
      const activated = await call({
        method: 'POST',
        url: `/api/user/${owner.user.id}/avatar/${avatarId}/activate`,
        headers: bearer(owner.token),
      });
      expect(activated.statusCode).toBe(404);
      expect(activated.json()).toEqual({ error: AVATAR_MESSAGES.notFound });
      const deleted = await call({
        method: 'DELETE',
        url: `/api/user/${owner.user.id}/avatar/${avatarId}`,
        headers: bearer(owner.token),
      });
      expect(deleted.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, theirs.id));
    expect(row).toMatchObject({ userId: other.user.id, isActive: false });
  });

  it('generates a 512×512 PNG and answers id, imageUrl, style and generation time', async () => {
    const response = await generate(owner, {
      style: 'realistic',
      description: 'Veteran pundit with a grey beard',
      gender: 'male',
      age: 'elderly',
      accessories: ['glasses', 'hat'],
      mood: 'serious',
      background: 'sports-stadium',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as GeneratedAvatar;
    expect(Object.keys(body).sort()).toEqual(['generationTime', 'id', 'imageUrl', 'style']);
    expect(body.style).toBe('realistic');
    expect(body.imageUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(Number.isInteger(body.generationTime * 10)).toBe(true);
    expect(body.generationTime).toBeGreaterThanOrEqual(0);
    const image = await call({ method: 'GET', url: body.imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
    // The procedural generator: the same request draws the same image.
    expect(
      image.rawPayload.equals(
        proceduralAvatarPng({
          style: 'realistic',
          description: 'Veteran pundit with a grey beard',
          gender: 'male',
          age: 'elderly',
          accessories: ['glasses', 'hat'],
          mood: 'serious',
          background: 'sports-stadium',
        }),
      ),
    ).toBe(true);
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, body.id));
    expect(row).toMatchObject({
      userId: owner.user.id,
      style: 'realistic',
      description: 'Veteran pundit with a grey beard',
      isActive: false,
      options: {
        gender: 'male',
        age: 'elderly',
        accessories: ['glasses', 'hat'],
        mood: 'serious',
        background: 'sports-stadium',
        source: 'procedural',
      },
    });
    // Empty optional fields, as a form sends them, are simply not chosen.
    const blank = await generate(owner, {
      style: 'anime',
      description: 'Quiet strategist with glasses',
      gender: '',
      age: null,
      ethnicity: '',
      accessories: [],
    });
    expect(blank.statusCode).toBe(200);
  });

  it("validates the request against the spec's choices", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { style: 'cartoon', description: 'too short' },
        'Description must be at least 10 characters',
      ],
      [
        { style: 'cartoon', description: '   short    ' },
        'Description must be at least 10 characters',
      ],
      [{ style: 'cartoon' }, 'Description must be at least 10 characters'],
      [{ style: 'cartoon', description: 'x'.repeat(501) }, AVATAR_MESSAGES.descriptionTooLong],
      [
        { style: 'watercolour', description: 'A long enough description' },
        AVATAR_MESSAGES.styleInvalid,
      ],
      [{ description: 'A long enough description' }, AVATAR_MESSAGES.styleInvalid],
      [
        { style: 'cartoon', description: 'A long enough description', gender: 'robot' },
        AVATAR_MESSAGES.genderInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', age: '18-25' },
        AVATAR_MESSAGES.ageInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', mood: 'angry' },
        AVATAR_MESSAGES.moodInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', background: 'beach' },
        AVATAR_MESSAGES.backgroundInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', accessories: ['cape'] },
        AVATAR_MESSAGES.accessoriesInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', accessories: 'glasses' },
        AVATAR_MESSAGES.accessoriesInvalid,
      ],
      [
        { style: 'cartoon', description: 'A long enough description', ethnicity: 'x'.repeat(61) },
        AVATAR_MESSAGES.ethnicityInvalid,
      ],
    ];
    const count = (await list(owner)).length;
    for (const [payload, error] of cases) {
      const response = await generate(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await list(owner)).toHaveLength(count);
  });

  it('keeps exactly one active avatar, which is the profile picture unless one is uploaded', async () => {
    const user = await registerUser(t.app);
    const profile = async () =>
      (
        await call({
          method: 'GET',
          url: `/api/user/${user.user.id}/profile`,
          headers: bearer(user.token),
        })
      ).json();
    const active = async () => {
      const response = await call({
        method: 'GET',
        url: `/api/user/${user.user.id}/avatar/active`,
        headers: bearer(user.token),
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return JSON.parse(response.body) as Avatar | null;
    };
    expect(await active()).toBeNull();
    expect(await profile()).toEqual({ username: null, bio: null, profileImageUrl: null });

    const a = await generated(user, { style: 'minimal', description: 'Simple line portrait' });
    const b = await generated(user, { style: 'cyberpunk', description: 'Neon-lit betting bot' });
    // The spec's client: JSON content type, no body; and the app by cookie.
    const first = await activate(user, a.id, {
      cookie: `strix_session=${user.cookie}`,
      origin: ORIGIN,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ avatarId: a.id });
    expect((await activate(user, b.id)).json()).toEqual({ avatarId: b.id });
    // Activating the active one again changes nothing.
    expect((await activate(user, b.id)).statusCode).toBe(200);

    const collection = await list(user);
    expect(collection).toEqual([
      {
        id: b.id,
        imageUrl: b.imageUrl,
        style: 'cyberpunk',
        isActive: true,
        generationTime: b.generationTime,
      },
      {
        id: a.id,
        imageUrl: a.imageUrl,
        style: 'minimal',
        isActive: false,
        generationTime: a.generationTime,
      },
    ]);
    expect(await active()).toEqual(collection[0]);
    expect(await profile()).toEqual({ username: null, bio: null, profileImageUrl: b.imageUrl });

    // An uploaded picture wins over the avatar.
    await t.database.db
      .update(users)
      .set({
        profileImage: '/media/profiles/00000000-0000-4000-8000-000000000001.png',
        bio: 'Hi',
        username: 'ana_l',
      })
      .where(eq(users.id, user.user.id));
    expect(await profile()).toEqual({
      username: 'ana_l',
      bio: 'Hi',
      profileImageUrl: '/media/profiles/00000000-0000-4000-8000-000000000001.png',
    });
    await t.database.db.update(users).set({ profileImage: null }).where(eq(users.id, user.user.id));

    // Deleting the active avatar leaves none active and no avatar picture.
    const deleted = await call({
      method: 'DELETE',
      url: `/api/user/${user.user.id}/avatar/${b.id}`,
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await active()).toBeNull();
    expect((await list(user)).map((x) => [x.id, x.isActive])).toEqual([[a.id, false]]);
    expect((await profile()).profileImageUrl).toBeNull();
  });

  it('settles simultaneous activations on exactly one active avatar', async () => {
    const user = await registerUser(t.app);
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(await generated(user, { description: `Cheerful fan number ${i}` }));
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(made.map((avatar) => activate(user, avatar.id)));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const rows = await t.database.db
        .select()
        .from(avatars)
        .where(and(eq(avatars.userId, user.user.id), eq(avatars.isActive, true)));
      expect(rows).toHaveLength(1);
    }
  });

  it('suggests at least three real descriptions per style', async () => {
    for (const style of AVATAR_STYLES) {
      const response = await call({ method: 'GET', url: `/api/avatar/suggestions/${style}` });
      expect(response.statusCode).toBe(200);
      const { suggestions } = response.json() as AvatarSuggestions;
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      for (const suggestion of suggestions) expect(suggestion.length).toBeGreaterThanOrEqual(10);
      expect(new Set(suggestions).size).toBe(suggestions.length);
    }
    const unknown = await call({ method: 'GET', url: '/api/avatar/suggestions/watercolour' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: AVATAR_MESSAGES.styleInvalid });
  });

  it('caps the collection and the pace of generation', async () => {
    const user = await registerUser(t.app);
    await t.database.db.insert(avatars).values(
      Array.from({ length: AVATAR_COLLECTION_MAX }, (_, i) => ({
        userId: user.user.id,
        style: 'abstract',
        description: `Stored avatar ${i}`,
        options: {},
        image: '/media/avatars/00000000-0000-4000-8000-000000000002.png',
        generationMs: 100,
      })),
    );
    const full = await generate(user, { style: 'abstract', description: 'Bold geometric shapes' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: AVATAR_MESSAGES.tooMany });

    // 30 generations an hour, counted before each is drawn: a burst gets exactly 30 through.
    const busy = await registerUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 34 }, () =>
        generate(busy, { style: 'abstract', description: 'Bold geometric shapes' }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(4);
    const tooFast = await generate(busy, {
      style: 'abstract',
      description: 'Bold geometric shapes',
    });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toEqual({ error: AVATAR_MESSAGES.tooFast });
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe.each(databaseKinds)('avatars from the image API on %s', (kind) => {
  let stub: Awaited<ReturnType<typeof startImagesStub>>;
  let t: TestApp;
  let dataDir: string;
  let user: Registered;

  beforeAll(async () => {
    stub = await startImagesStub();
    dataDir = await mkdtemp(join(tmpdir(), 'strix-avatars-api-'));
    t = await createTestApp(kind, {
      env: {
        DATA_DIR: dataDir,
        IMAGE_API_URL: stub.baseUrl,
        IMAGE_API_KEY: 'sk-test-images',
        IMAGE_API_MODEL: 'dall-e-3',
        IMAGE_API_TIMEOUT_MS: '500',
      },
    });
    user = await registerUser(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stub.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const request = {
    style: 'anime',
    description: 'Determined striker with spiky hair',
    mood: 'playful',
    background: 'abstract',
    accessories: ['headphones'],
  };
  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${user.user.id}/avatar/generate`,
      headers: bearer(user.token),
      payload: request,
    });

  it('stores the API picture re-encoded as a 512×512 PNG', async () => {
    stub.set({ kind: 'image', png: await samplePortrait() });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const body = response.json() as GeneratedAvatar;
    expect(stub.received.at(-1)!.body).toMatchObject({
      model: 'dall-e-3',
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(String(stub.received.at(-1)!.body.prompt)).toContain('headphones');
    const image = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(image.rawPayload.equals(proceduralAvatarPng(request as never))).toBe(false);
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, body.id));
    expect(row!.options).toMatchObject({ source: 'image-api' });
  });

  it.each([
    ['a 500', { kind: 'status' as const, status: 500 }],
    ['a timeout', { kind: 'hang' as const, ms: 3_000 }],
    ['garbage', { kind: 'raw' as const, body: 'not json at all' }],
  ])('still gives the user an avatar after %s, drawn procedurally', async (_label, behaviour) => {
    stub.set(behaviour);
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const body = response.json() as GeneratedAvatar;
    const image = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(image.rawPayload.equals(proceduralAvatarPng(request as never))).toBe(true);
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, body.id));
    expect(row!.options).toMatchObject({ source: 'procedural' });
  });
});
