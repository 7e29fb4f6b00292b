import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserProfile } from '@contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('profile picture files on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-profile-picture-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stored = async () =>
    (await readdir(join(dataDir, 'media', 'profiles')).catch(() => [])).sort();
  const upload = async (token: string, png: Buffer) => {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const encoded = new Response(form);
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const uploaded = async (token: string, png: Buffer) => {
    const response = await upload(token, png);
    expect(response.statusCode).toBe(200);
    return (response.json() as { profileImageUrl: string }).profileImageUrl;
  };
  const status = async (url: string) => (await t.app.inject({ url })).statusCode;

  it('a replaced picture is gone: its old URL answers 404, the new one is served', async () => {
    const ana = await registerUser(t.app);
    const first = await uploaded(ana.token, await picture('#c81e1e'));
    expect(await status(first)).toBe(200);
    const second = await uploaded(ana.token, await picture('#1e64c8'));
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);
    expect(await stored()).toContain(second.split('/').pop());
    expect(await stored()).not.toContain(first.split('/').pop());
  });

  it('a removed picture is gone, and the profile then shows no picture', async () => {
    const ana = await registerUser(t.app);
    const path = await uploaded(ana.token, await picture('#1ec864'));
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/user/profile/image',
        headers: bearer(ana.token),
      });
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as UserProfile).profileImageUrl).toBeNull();
    expect(await status(path)).toBe(404);
    // Removing again is harmless; signed out, it is refused.
    expect((await remove()).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/user/profile/image' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a replacement that fails in the database keeps the picture in use and leaves no new file', async () => {
    const ana = await registerUser(t.app);
    const current = await uploaded(ana.token, await picture('#c8c81e'));
    const before = await stored();
    await t.database.db.execute(sql`
      create function refuse_picture() returns trigger language plpgsql
        as $$ begin raise exception 'picture change refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_picture before update of profile_image on users
        for each row execute function refuse_picture()`);
    try {
      expect((await upload(ana.token, await picture('#000000'))).statusCode).toBe(500);
      const removal = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/profile/image',
        headers: bearer(ana.token),
      });
      expect(removal.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_picture on users`);
      await t.database.db.execute(sql`drop function refuse_picture()`);
    }
    expect(await status(current)).toBe(200);
    expect(await stored()).toEqual(before);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) });
    expect((profile.json() as UserProfile).profileImageUrl).toBe(current);
  });

  it('two replacements at once leave exactly the picture in force on disk', async () => {
    const ana = await registerUser(t.app);
    const before = await stored();
    await uploaded(ana.token, await picture('#808080'));
    const pictures = await Promise.all([picture('#101010'), picture('#202020')]);
    const responses = await Promise.all(pictures.map((png) => upload(ana.token, png)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) });
    const inForce = (profile.json() as UserProfile).profileImageUrl!;
    expect(await stored()).toEqual([...before, inForce.split('/').pop()!].sort());
  });
});
