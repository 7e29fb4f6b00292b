import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MediaStore, mediaStore } from './media.ts';

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
    await store.delete(path);
    expect(await store.read(path)).toBeUndefined();
    expect(await readdir(join(dir, 'media', 'avatars'))).toEqual([]);
  });

  it('deleting twice, or a path that is not ours, does nothing and throws nothing', async () => {
    const kept = await store.savePng('profiles', PNG);
    const gone = await store.savePng('profiles', PNG);
    await store.delete(gone);
    await store.delete(gone);
    await store.delete('/media/profiles/../../etc/passwd');
    await store.delete('/media/other/00000000-0000-0000-0000-000000000000.png');
    expect(await store.read(kept)).toEqual(PNG);
  });
});
