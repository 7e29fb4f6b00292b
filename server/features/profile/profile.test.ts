import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FollowResponse, PublicProfile, UserProfile, UserStats } from '@contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  parts: { field: string; bytes: Buffer | string; filename: string; type: string }[],
) {
  const form = new FormData();
  for (const part of parts) {
    const bytes = typeof part.bytes === 'string' ? part.bytes : new Uint8Array(part.bytes);
    form.append(part.field, new Blob([bytes], { type: part.type }), part.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A landscape JPEG tagged to be shown rotated (EXIF orientation 6), with personal EXIF. */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c81e1e' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Ana Lima', ImageDescription: 'Home address' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const pngWithExif = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#1e64c8' } })
    .png()
    .withExif({ IFD0: { Copyright: 'Ana Lima' } })
    .toBuffer();

describe.each(databaseKinds)('profile on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-profile-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  const upload = async (
    token: string,
    part: { bytes: Buffer | string; filename: string; type: string; field?: string },
  ) => {
    const body = await multipart([{ field: part.field ?? 'profileImage', ...part }]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('reads and saves name, username and bio, and /api/auth/check shows the change at once', async () => {
    const ana = await registerUser(t.app, { name: 'Ana Lima' });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(ana.token),
    });
    expect(before.json()).toMatchObject({
      name: 'Ana Lima',
      username: null,
      bio: null,
      profileImageUrl: null,
    } satisfies Partial<UserProfile>);
    expect(Date.parse(before.json().joinedAt)).toBeGreaterThan(0);
    // The signed-in user as /api/auth/check shows it, before and after the change.
    const cookieCheck = () =>
      t.app.inject({ url: '/api/auth/check', cookies: { strix_session: ana.cookie! } });
    expect((await cookieCheck()).json().user.name).toBe('Ana Lima');

    const saved = await put(ana.token, {
      name: '  Ana Souza ',
      username: ' Ana.Souza_10 ',
      bio: '  Arsenal since 1998.  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Ana Souza',
      username: 'ana.souza_10',
      bio: 'Arsenal since 1998.',
    });
    expect((await cookieCheck()).json().user.name).toBe('Ana Souza');
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(ana.token) });
    expect(me.json().user.name).toBe('Ana Souza');

    // Partial updates leave the rest; an empty bio clears it.
    const cleared = await put(ana.token, { bio: '   ' });
    expect(cleared.json()).toMatchObject({
      name: 'Ana Souza',
      username: 'ana.souza_10',
      bio: null,
    });
  });

  it('keeps usernames unique in any case, with a clear error', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect((await put(first.token, { username: 'gunner_1' })).statusCode).toBe(200);
    const taken = await put(second.token, { username: 'GUNNER_1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'That username is taken.' });
    // Keeping one's own username is not a clash.
    expect((await put(first.token, { username: 'Gunner_1', bio: 'x' })).statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(second.token) });
    expect(profile.json().username).toBeNull();

    for (const [body, message] of [
      [{ username: 'ab' }, /Usernames are 3–30 characters/],
      [{ username: 'has space' }, /Usernames are 3–30 characters/],
      [{ username: 'x'.repeat(31) }, /Usernames are 3–30 characters/],
      [{ name: '  ' }, /Name must be 1–100 characters long/],
      [{ name: 'n'.repeat(101) }, /Name must be 1–100 characters long/],
      [{ bio: 'b'.repeat(301) }, /Bio can be at most 300 characters/],
      [{}, /at least one of name, username or bio/],
    ] as const) {
      const response = await put(second.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { name: 'Nobody' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the active avatar until a picture is uploaded, then the re-encoded upload', async () => {
    const user = await registerUser(t.app);
    await t.database.db.insert(avatars).values({
      userId: user.user.id,
      style: 'cartoon',
      description: 'An owl with glasses',
      options: {},
      image: '/media/avatars/00000000-0000-4000-8000-000000000000.png',
      isActive: true,
      generationMs: 10,
    });
    const withAvatar = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer(user.token),
    });
    expect(withAvatar.json().profileImageUrl).toBe(
      '/media/avatars/00000000-0000-4000-8000-000000000000.png',
    );

    const jpeg = await jpegWithExif();
    const source = await sharp(jpeg).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);
    const uploaded = await upload(user.token, {
      bytes: jpeg,
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(uploaded.statusCode).toBe(200);
    const { profileImageUrl } = uploaded.json() as { profileImageUrl: string };
    expect(profileImageUrl).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.png$/);

    const served = await t.app.inject({ url: profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const stored = await sharp(served.rawPayload).metadata();
    // Turned upright (800×600 shown rotated is portrait), fitted in 512×512, metadata gone.
    expect(stored).toMatchObject({ format: 'png', width: 384, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Home address'))).toBe(false);

    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json().profileImageUrl).toBe(profileImageUrl);

    // A PNG (whatever it is called) and a WebP are accepted too; small images are not enlarged.
    const png = await upload(user.token, {
      bytes: await pngWithExif(),
      filename: 'picture',
      type: 'application/octet-stream',
    });
    expect(png.statusCode).toBe(200);
    const pngStored = await sharp(
      (await t.app.inject({ url: png.json().profileImageUrl })).rawPayload,
    ).metadata();
    expect(pngStored).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect(pngStored.exif).toBeUndefined();
    const webp = await upload(user.token, {
      bytes: await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#00aa00' },
      })
        .webp()
        .toBuffer(),
      filename: 'a.webp',
      type: 'image/webp',
    });
    expect(webp.statusCode).toBe(200);
  });

  it('refuses files over 2 MB and anything that is not a JPEG, PNG or WebP', async () => {
    const user = await registerUser(t.app);
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Just over the limit (read and cut off while streaming) and far over (refused up front).
    for (const size of [2 * 1024 * 1024 + 1, 5 * 1024 * 1024]) {
      const big = Buffer.concat([pngHeader, Buffer.alloc(size - pngHeader.length, 7)]);
      const response = await upload(user.token, {
        bytes: big,
        filename: 'big.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Please select an image under 2MB.' });
    }

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refused = [
      { bytes: svg, filename: 'avatar.svg', type: 'image/svg+xml' },
      { bytes: 'just some text, not a picture', filename: 'photo.png', type: 'image/png' },
      // The right first bytes, but not an image a decoder can read.
      {
        bytes: Buffer.concat([pngHeader, Buffer.from('garbage garbage garbage')]),
        filename: 'broken.png',
        type: 'image/png',
      },
      {
        bytes: await sharp({
          create: { width: 8, height: 8, channels: 3, background: '#000' },
        })
          .gif()
          .toBuffer(),
        filename: 'anim.gif',
        type: 'image/gif',
      },
    ];
    for (const file of refused) {
      const response = await upload(user.token, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toEqual({ error: 'Please select a valid image file.' });
    }
    const wrongField = await upload(user.token, {
      field: 'avatar',
      bytes: await pngWithExif(),
      filename: 'a.png',
      type: 'image/png',
    });
    expect(wrongField.statusCode).toBe(400);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json().profileImageUrl).toBeNull();
  });

  it('follows and unfollows other users by username, idempotently', async () => {
    const star = await registerUser(t.app, { name: 'Star Predictor' });
    const fan = await registerUser(t.app, { name: 'Fan' });
    await put(star.token, { username: 'star', bio: 'Value hunter' });
    const follow = (token: string, method: 'POST' | 'DELETE', who = 'star') =>
      t.app.inject({ method, url: `/api/users/${who}/follow`, headers: bearer(token) });

    expect((await follow(fan.token, 'POST')).json()).toEqual({
      following: true,
      followers: 1,
    } satisfies FollowResponse);
    expect((await follow(fan.token, 'POST')).json()).toEqual({ following: true, followers: 1 });
    const publicView = (
      await t.app.inject({ url: '/api/users/STAR', headers: bearer(fan.token) })
    ).json() as PublicProfile;
    expect(publicView).toMatchObject({
      name: 'Star Predictor',
      username: 'star',
      bio: 'Value hunter',
      profileImageUrl: null,
      isFollowing: true,
      isSelf: false,
      overview: { totalPredictions: 0, accuracy: null, followers: 1, following: 0 },
    });
    expect(publicView).not.toHaveProperty('email');
    const anonymousView = (await t.app.inject({ url: '/api/users/star' })).json();
    expect(anonymousView).toMatchObject({ isFollowing: false, isSelf: false });

    const fanStats = (
      await t.app.inject({ url: '/api/user/stats', headers: bearer(fan.token) })
    ).json() as UserStats;
    expect(fanStats.overview).toMatchObject({ following: 1, followers: 0 });
    const starStats = (
      await t.app.inject({ url: '/api/user/stats', headers: bearer(star.token) })
    ).json() as UserStats;
    expect(starStats.overview).toMatchObject({ following: 0, followers: 1 });

    const self = await follow(star.token, 'POST');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: "You can't follow yourself." });
    expect((await follow(fan.token, 'DELETE')).json()).toEqual({ following: false, followers: 0 });
    expect((await follow(fan.token, 'DELETE')).json()).toEqual({ following: false, followers: 0 });
    expect((await follow(fan.token, 'POST', 'nobody_here')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/users/nobody_here' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/users/..%2Fetc' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/star/follow' });
    expect(anonymous.statusCode).toBe(401);
  });
});
