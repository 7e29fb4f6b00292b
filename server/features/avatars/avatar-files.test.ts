import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedAvatar } from '@contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

describe.each(databaseKinds)('avatar files on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-avatar-files-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stored = () => readdir(join(dataDir, 'media', 'avatars')).catch(() => []);
  const generate = async (token: string, userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/avatar/generate`,
      headers: bearer(token),
      payload: { style: 'cartoon', description: 'Cheerful fan with a big grin' },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as GeneratedAvatar;
  };
  const remove = (token: string, userId: string, avatarId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/${userId}/avatar/${avatarId}`,
      headers: bearer(token),
    });

  it("deletes the avatar's image with it: the old URL answers 404, even to a cache revalidating", async () => {
    const ana = await registerUser(t.app);
    const kept = await generate(ana.token, ana.user.id);
    const avatar = await generate(ana.token, ana.user.id);
    const served = await t.app.inject({ url: avatar.imageUrl });
    expect(served.statusCode).toBe(200);
    // Cacheable, but only for minutes, and revalidated with its ETag afterwards.
    expect(served.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const etag = String(served.headers.etag);
    const revalidated = await t.app.inject({
      url: avatar.imageUrl,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    expect((await remove(ana.token, ana.user.id, avatar.id)).statusCode).toBe(200);
    expect((await t.app.inject({ url: avatar.imageUrl })).statusCode).toBe(404);
    const afterDeletion = await t.app.inject({
      url: avatar.imageUrl,
      headers: { 'if-none-match': etag },
    });
    expect(afterDeletion.statusCode).toBe(404);
    expect(afterDeletion.headers['cache-control']).toBe('no-store');
    // Only that file went: the other avatar's image is still on disk and served.
    expect(await stored()).not.toContain(avatar.imageUrl.split('/').pop());
    expect(await stored()).toContain(kept.imageUrl.split('/').pop());
    expect((await t.app.inject({ url: kept.imageUrl })).statusCode).toBe(200);
  });

  it('keeps the image when the deletion fails in the database', async () => {
    const ana = await registerUser(t.app);
    const avatar = await generate(ana.token, ana.user.id);
    await t.database.db.execute(sql`
      create function refuse_avatar_delete() returns trigger language plpgsql
        as $$ begin raise exception 'avatar deletion refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_avatar_delete before delete on avatars
        for each row execute function refuse_avatar_delete()`);
    try {
      expect((await remove(ana.token, ana.user.id, avatar.id)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_avatar_delete on avatars`);
      await t.database.db.execute(sql`drop function refuse_avatar_delete()`);
    }
    // The avatar is still there, and so is the image it shows.
    expect((await t.app.inject({ url: avatar.imageUrl })).statusCode).toBe(200);
    expect((await remove(ana.token, ana.user.id, avatar.id)).statusCode).toBe(200);
    expect((await t.app.inject({ url: avatar.imageUrl })).statusCode).toBe(404);
  });

  it("leaves no file behind when the new avatar's row cannot be stored", async () => {
    const ana = await registerUser(t.app);
    const before = await stored();
    await t.database.db.execute(sql`
      create function refuse_avatar_insert() returns trigger language plpgsql
        as $$ begin raise exception 'avatar insert refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_avatar_insert before insert on avatars
        for each row execute function refuse_avatar_insert()`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/user/${ana.user.id}/avatar/generate`,
        headers: bearer(ana.token),
        payload: { style: 'cartoon', description: 'Cheerful fan with a big grin' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_avatar_insert on avatars`);
      await t.database.db.execute(sql`drop function refuse_avatar_insert()`);
    }
    expect((await stored()).sort()).toEqual(before.sort());
  });
});
