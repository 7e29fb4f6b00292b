import { performance } from 'node:perf_hooks';
import {
  AVATAR_COLLECTION_MAX,
  AVATAR_MESSAGES,
  type Avatar,
  type AvatarGenerationInput,
  type AvatarStyle,
  type GeneratedAvatar,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type AvatarRow,
  activateAvatar,
  countAvatars,
  deleteAvatar,
  findActiveAvatar,
  insertAvatar,
  listAvatars,
} from '../../db/queries/avatars.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { discardMedia, savePngFor } from '../../lib/media.ts';
import type { AvatarGenerator } from './generator.ts';

/** Seconds with one decimal, as the spec's 'Generated in N seconds' shows them. */
const seconds = (ms: number) => Math.round(ms / 100) / 10;

export function toAvatar(row: AvatarRow): Avatar {
  return {
    id: row.id,
    imageUrl: row.image,
    style: row.style as AvatarStyle,
    isActive: row.isActive,
    generationTime: seconds(row.generationMs),
  };
}

export async function generateAvatar(
  ctx: AppContext,
  generator: AvatarGenerator,
  userId: string,
  input: AvatarGenerationInput,
): Promise<GeneratedAvatar> {
  if ((await countAvatars(ctx.db, userId)) >= AVATAR_COLLECTION_MAX) {
    throw conflict(AVATAR_MESSAGES.tooMany);
  }
  // Counted before generating, so parallel requests cannot all slip under the limit.
  await ctx.limits.consume(['avatarGenerate', userId]);

  const started = performance.now();
  const image = await generator.generate(input, ctx.log);
  const generationMs = Math.max(0, Math.round(performance.now() - started));
  const { style, description, ...options } = input;
  const { recorded: row } = await savePngFor(ctx, 'avatars', image.png, (path) =>
    insertAvatar(ctx.db, {
      userId,
      style,
      description,
      options: { ...options, source: image.source },
      image: path,
      generationMs,
      now: ctx.clock.now(),
    }),
  );
  return {
    id: row.id,
    imageUrl: row.image,
    style,
    generationTime: seconds(row.generationMs),
  };
}

export async function listUserAvatars(ctx: AppContext, userId: string): Promise<Avatar[]> {
  return (await listAvatars(ctx.db, userId)).map(toAvatar);
}

export async function activeAvatar(ctx: AppContext, userId: string): Promise<Avatar | null> {
  const row = await findActiveAvatar(ctx.db, userId);
  return row ? toAvatar(row) : null;
}

/** Makes the avatar the user's only active one (and so their picture, unless one is uploaded). */
export async function useAvatar(ctx: AppContext, userId: string, avatarId: number) {
  if (!(await activateAvatar(ctx.db, userId, avatarId))) throw notFound(AVATAR_MESSAGES.notFound);
  return { avatarId };
}

/** Deleting the active avatar leaves none active: the picture falls back to the upload or none. */
export async function removeAvatar(ctx: AppContext, userId: string, avatarId: number) {
  const removed = await deleteAvatar(ctx.db, userId, avatarId);
  if (!removed) throw notFound(AVATAR_MESSAGES.notFound);
  // Only once the row is gone: a deletion that failed leaves the image it still shows.
  await discardMedia(ctx, removed.image);
  return { deleted: true as const };
}
