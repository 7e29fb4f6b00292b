import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  discardMedia,
  type MediaStore,
  mediaStore,
  type StoredMedia,
  savePngFor,
} from './media.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('media store', () => {
  let dir: string;
  let store: MediaStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'strix-media-'));
    store = mediaStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('deletes a stored image: the file is gone and its path reads as missing', async () => {
    const path = await store.savePng('avatars', PNG);
    expect(await store.read(path)).toEqual(PNG);
    expect(await store.delete(path)).toBe(true);
    expect(await store.read(path)).toBeUndefined();
    expect(await readdir(join(dir, 'media', 'avatars'))).toEqual([]);
  });

  it('deleting twice, or a path that is not ours, does nothing and throws nothing', async () => {
    const kept = await store.savePng('profiles', PNG);
    const gone = await store.savePng('profiles', PNG);
    expect(await store.delete(gone)).toBe(true);
    expect(await store.delete(gone)).toBe(false);
    expect(await store.delete('/media/profiles/../../etc/passwd')).toBe(false);
    expect(await store.delete('/media/other/00000000-0000-0000-0000-000000000000.png')).toBe(false);
    expect(await store.read(kept)).toEqual(PNG);
  });

  it('lists every stored image with its age, and nothing that is not one of its own files', async () => {
    const avatar = await store.savePng('avatars', PNG);
    const share = await store.savePng('shares', PNG);
    const old = new Date('2025-01-01T00:00:00Z');
    await utimes(join(dir, 'media', share.slice('/media/'.length)), old, old);
    // Strangers in the folders: another name, a subfolder with our name shape, a link out.
    const outside = join(dir, 'secret.png');
    await writeFile(outside, PNG);
    const avatars = join(dir, 'media', 'avatars');
    await writeFile(join(avatars, 'notes.png'), PNG);
    await mkdir(join(avatars, '11111111-1111-4111-8111-111111111111.png'));
    await symlink(outside, join(avatars, '22222222-2222-4222-8222-222222222222.png'));

    const listed: StoredMedia[] = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed.map((file) => file.path).sort()).toEqual([avatar, share].sort());
    const byPath = new Map(listed.map((file) => [file.path, file]));
    expect(byPath.get(share)).toMatchObject({ kind: 'shares', modifiedAt: old });
    expect(Date.now() - byPath.get(avatar)!.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it('lists nothing before anything is stored', async () => {
    const listed: StoredMedia[] = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed).toEqual([]);
  });

  it('discarding a file that cannot be removed logs it and does not fail the change', async () => {
    const path = await store.savePng('profiles', PNG);
    const warnings: object[] = [];
    const failing: MediaStore = {
      ...store,
      delete: async () => {
        throw Object.assign(new Error('read-only file system'), { code: 'EROFS' });
      },
    };
    await expect(
      discardMedia({ media: failing, log: { warn: (obj) => warnings.push(obj) } }, path),
    ).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ path })]);
    // Left for the orphan sweep.
    expect(await store.read(path)).toEqual(PNG);
  });
  it('a stored image whose row could not be written is removed at once, and the error stands', async () => {
    const ctx = { media: store, log: { warn: () => {} } };
    const kept = await savePngFor(ctx, 'avatars', PNG, async (path) => `row for ${path}`);
    expect(kept.recorded).toBe(`row for ${kept.path}`);
    const failure = new Error('insert failed');
    await expect(
      savePngFor(ctx, 'avatars', PNG, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await readdir(join(dir, 'media', 'avatars'))).toEqual([kept.path.split('/').pop()]);
  });
});
