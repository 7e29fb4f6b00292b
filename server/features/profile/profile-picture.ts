import type { ProfileImageResponse, UserProfile } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { replaceProfileImage } from '../../db/queries/profile.ts';
import { discardMedia, savePngFor } from '../../lib/media.ts';
import { getProfile } from './profile-service.ts';

/**
 * Stores a new uploaded picture and removes the one it replaces. The old file goes only after
 * the row points to the new one (a failed update leaves the picture in use where it was); the new
 * file goes if the update fails (nothing points to it).
 */
export async function setProfilePicture(
  ctx: AppContext,
  userId: string,
  png: Buffer,
): Promise<ProfileImageResponse> {
  const { path, recorded: previous } = await savePngFor(ctx, 'profiles', png, (path) =>
    replaceProfileImage(ctx.db, userId, path, ctx.clock.now()),
  );
  await discardMedia(ctx, previous);
  return { profileImageUrl: path };
}

/**
 * Removes the uploaded picture, row and file; the profile then shows the active avatar, or none.
 * Removing when there is none changes nothing.
 */
export async function removeProfilePicture(ctx: AppContext, userId: string): Promise<UserProfile> {
  const previous = await replaceProfileImage(ctx.db, userId, null, ctx.clock.now());
  await discardMedia(ctx, previous);
  return getProfile(ctx, userId);
}
