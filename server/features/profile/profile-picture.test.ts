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

  it('20 parallel uploads from one account: 10 stored, 10 refused with 429', async () => {
    const ana = await registerUser(t.app);
    const png = await picture('#3c3c3c');
    const burst = await Promise.all(Array.from({ length: 20 }, () => upload(ana.token, png)));
    const tally = burst.map((response) => response.statusCode).sort();
    expect(tally).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    expect(refused.headers['retry-after']).toBeDefined();
    // Name and bio edits (JSON) are not picture uploads: they still go through.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(ana.token),
      payload: { bio: 'Still here.' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('a 40-megapixel PNG is refused with 413 before it is decoded, and nothing is stored', async () => {
    const ana = await registerUser(t.app);
    // One flat colour compresses to a few tens of KB: well under the 2 MB file limit.
    const huge = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#204080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const before = await stored();
    const response = await upload(ana.token, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.stringMatching(/megapixels\.$/) });
    expect(await stored()).toEqual(before);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) });
    expect((profile.json() as UserProfile).profileImageUrl).toBeNull();
  });
});
