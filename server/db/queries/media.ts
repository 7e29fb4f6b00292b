import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { avatars, predictions, users } from '../schema.ts';

/**
 * Which of `paths` (public /media paths) a row still points to: a profile picture, an avatar or
 * a share card. Every column holding a /media path is asked, so a file any of them names is kept.
 */
export async function referencedMediaPaths(db: Db, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const [profiles, avatarImages, shares] = await Promise.all([
    db.select({ path: users.profileImage }).from(users).where(inArray(users.profileImage, paths)),
    db.select({ path: avatars.image }).from(avatars).where(inArray(avatars.image, paths)),
    db
      .select({ path: predictions.shareImage })
      .from(predictions)
      .where(inArray(predictions.shareImage, paths)),
  ]);
  return new Set(
    [...profiles, ...avatarImages, ...shares]
      .map((row) => row.path)
      .filter((path): path is string => path !== null),
  );
}
