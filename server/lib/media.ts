import { randomUUID } from 'node:crypto';
import { lstat, mkdir, opendir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Kinds of stored images; each is a folder under DATA_DIR/media and a path under /media. */
export type MediaKind = 'profiles' | 'avatars' | 'shares';
export const MEDIA_KINDS: readonly MediaKind[] = ['profiles', 'avatars', 'shares'];
const KINDS = new Set<MediaKind>(MEDIA_KINDS);
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** One stored file, as the store lists it. */
export interface StoredMedia {
  /** Its public path, e.g. /media/avatars/<uuid>.png. */
  path: string;
  kind: MediaKind;
  /** When the file was last written (its mtime). */
  modifiedAt: Date;
}

export interface MediaStore {
  /** Stores a PNG under a generated name; returns its public path, e.g. /media/avatars/<uuid>.png. */
  savePng(kind: MediaKind, png: Buffer): Promise<string>;
  /** The bytes behind a public path, or undefined when it is not one of ours. */
  read(path: string): Promise<Buffer | undefined>;
  /**
   * Removes the file behind a public path, so its URL answers 404 from then on. Deleting a path
   * that is already gone, or that is not one of ours, does nothing (a retried deletion is safe).
   * True when this call removed a file.
   */
  delete(path: string): Promise<boolean>;
  /**
   * Every stored file with one of Strix's own names, one at a time (a large folder is never read
   * into memory at once). Anything else in the folders (other names, subfolders, links) is
   * skipped, never followed.
   */
  list(): AsyncIterable<StoredMedia>;
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Images people upload or Strix renders, kept on disk under DATA_DIR/media with names Strix
 * generates (never the uploader's), so a path can neither collide nor escape the folder.
 */
export function mediaStore(dataDir: string): MediaStore {
  const root = resolve(dataDir, 'media');
  const locate = (path: string) => {
    const match = /^\/media\/([a-z]+)\/([^/]+)$/.exec(path);
    if (!match || !KINDS.has(match[1] as MediaKind) || !NAME.test(match[2]!)) return undefined;
    return join(root, match[1]!, match[2]!);
  };
  return {
    async savePng(kind, png) {
      const folder = join(root, kind);
      await mkdir(folder, { recursive: true });
      const name = `${randomUUID()}.png`;
      await writeFile(join(folder, name), png);
      return `/media/${kind}/${name}`;
    },
    async read(path) {
      const file = locate(path);
      if (!file) return undefined;
      try {
        return await readFile(file);
      } catch {
        return undefined;
      }
    },
    async delete(path) {
      const file = locate(path);
      if (!file) return false;
      try {
        // unlink, not rm: rm reports success for a file another instance removed first.
        await unlink(file);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: () => listStored(root),
  };
}

async function* listStored(root: string): AsyncGenerator<StoredMedia> {
  for (const kind of MEDIA_KINDS) {
    const folder = join(root, kind);
    let dir: Awaited<ReturnType<typeof opendir>>;
    try {
      dir = await opendir(folder);
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    for await (const entry of dir) {
      if (!entry.isFile() || !NAME.test(entry.name)) continue;
      try {
        // lstat, not stat: a link planted in the folder is never followed.
        const stats = await lstat(join(folder, entry.name));
        if (!stats.isFile()) continue;
        yield { path: `/media/${kind}/${entry.name}`, kind, modifiedAt: stats.mtime };
      } catch (error) {
        // Deleted between the listing and the look (a request or another instance did it).
        if (!isMissing(error)) throw error;
      }
    }
  }
}

/**
 * Removes a file whose row is already gone or changed (call it only after that change has
 * committed). A failure is logged, not raised: the person's change stands, and the orphan sweep
 * (server/jobs/media-sweep.ts) removes the file later.
 */
type MediaContext = { media: MediaStore; log: { warn(obj: object, msg: string): void } };

export async function discardMedia(
  ctx: MediaContext,
  path: string | null | undefined,
): Promise<void> {
  if (!path) return;
  try {
    await ctx.media.delete(path);
  } catch (error) {
    ctx.log.warn({ err: error, path }, 'could not delete a media file; the orphan sweep will');
  }
}

/**
 * Stores a PNG, then runs `record`, the write that makes a row point to it. Should that write
 * fail, no row points to the new file, so it goes now rather than at the next sweep.
 */
export async function savePngFor<T>(
  ctx: MediaContext,
  kind: MediaKind,
  png: Buffer,
  record: (path: string) => Promise<T>,
): Promise<{ path: string; recorded: T }> {
  const path = await ctx.media.savePng(kind, png);
  try {
    return { path, recorded: await record(path) };
  } catch (error) {
    await discardMedia(ctx, path);
    throw error;
  }
}

/**
 * Deletions must reach browsers and proxies within minutes, so an image is fresh for 5 minutes
 * only (not a year, `immutable`: a removed picture would stay in caches that long). After that
 * a cache revalidates with the ETag: a still-stored image costs a 304 without its bytes, a
 * deleted one answers 404. must-revalidate keeps a cache from serving it stale meanwhile.
 */
const MEDIA_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** GET /media/<kind>/<name>.png: stored images (a new image gets a new name). */
export async function mediaRoutes(app: FastifyInstance, store: MediaStore) {
  await app.register(async (scope) => {
    await scope.register(etag);
    scope.get<{ Params: { kind: string; name: string } }>(
      '/media/:kind/:name',
      async (request, reply) => {
        const bytes = await store.read(`/media/${request.params.kind}/${request.params.name}`);
        if (!bytes) return reply.status(404).send({ error: 'Image not found.' });
        return reply
          .type('image/png')
          .header('cache-control', MEDIA_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  });
}
