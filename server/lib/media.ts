import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Kinds of stored images; each is a folder under DATA_DIR/media and a path under /media. */
export type MediaKind = 'profiles' | 'avatars' | 'shares';
const KINDS = new Set<MediaKind>(['profiles', 'avatars', 'shares']);
const NAME = /^[0-9a-f-]{36}\.png$/;

export interface MediaStore {
  /** Stores a PNG under a generated name; returns its public path, e.g. /media/avatars/<uuid>.png. */
  savePng(kind: MediaKind, png: Buffer): Promise<string>;
  /** The bytes behind a public path, or undefined when it is not one of ours. */
  read(path: string): Promise<Buffer | undefined>;
  /**
   * Removes the file behind a public path, so its URL answers 404 from then on. Deleting a path
   * that is already gone, or that is not one of ours, does nothing (a retried deletion is safe).
   */
  delete(path: string): Promise<void>;
}

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
      if (file) await rm(file, { force: true });
    },
  };
}

/** GET /media/<kind>/<name>.png: stored images, immutable (a new image gets a new name). */
export function mediaRoutes(app: FastifyInstance, store: MediaStore) {
  app.get<{ Params: { kind: string; name: string } }>(
    '/media/:kind/:name',
    async (request, reply) => {
      const bytes = await store.read(`/media/${request.params.kind}/${request.params.name}`);
      if (!bytes) return reply.status(404).send({ error: 'Image not found.' });
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
