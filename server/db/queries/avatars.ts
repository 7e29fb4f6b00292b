import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { avatars, users } from '../schema.ts';

export type AvatarRow = typeof avatars.$inferSelect;

/** A user's avatars, newest first. */
export async function listAvatars(db: Db, userId: string): Promise<AvatarRow[]> {
  return db
    .select()
    .from(avatars)
    .where(eq(avatars.userId, userId))
    .orderBy(desc(avatars.createdAt), desc(avatars.id));
}

export async function findActiveAvatar(db: Db, userId: string): Promise<AvatarRow | undefined> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.userId, userId), eq(avatars.isActive, true)))
    .limit(1);
  return row;
}

export async function countAvatars(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(avatars).where(eq(avatars.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAvatar(
  db: Db,
  values: {
    userId: string;
    style: string;
    description: string;
    options: Record<string, unknown>;
    image: string;
    generationMs: number;
    now: Date;
  },
): Promise<AvatarRow> {
  const [row] = await db
    .insert(avatars)
    .values({
      userId: values.userId,
      style: values.style,
      description: values.description,
      options: values.options,
      image: values.image,
      generationMs: values.generationMs,
      createdAt: values.now,
    })
    .returning();
  return row!;
}

/**
 * Makes one of the user's avatars the active one, in one transaction: the others are switched
 * off first, so the partial unique index (one active per user) holds at every statement. The
 * user's avatar rows are locked first, so two activations at once run one after the other
 * instead of one failing on the index. False when the avatar is not this user's (nothing changes).
 */
export async function activateAvatar(db: Db, userId: string, avatarId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: avatars.id })
      .from(avatars)
      .where(eq(avatars.userId, userId))
      // Locked in one order by every caller: unordered, two activations could each hold a row
      // the other waits for (a deadlock, seen as a rare 500 under load).
      .orderBy(avatars.id)
      .for('update');
    if (!mine.some((row) => row.id === avatarId)) return false;
    await tx
      .update(avatars)
      .set({ isActive: false })
      .where(and(eq(avatars.userId, userId), eq(avatars.isActive, true), ne(avatars.id, avatarId)));
    await tx
      .update(avatars)
      .set({ isActive: true })
      .where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)));
    return true;
  });
}

/** Deletes one of the user's avatars; returns it, or undefined when it is not theirs. */
export async function deleteAvatar(
  db: Db,
  userId: string,
  avatarId: number,
): Promise<AvatarRow | undefined> {
  const [row] = await db
    .delete(avatars)
    .where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)))
    .returning();
  return row;
}

/**
 * What the profile shows of a user: username, bio and the picture in force — the uploaded one,
 * else the active avatar's image, else null. Undefined when the user does not exist.
 */
export async function profileWithPicture(
  db: Db,
  userId: string,
): Promise<
  { username: string | null; bio: string | null; profileImageUrl: string | null } | undefined
> {
  const [row] = await db
    .select({
      username: users.username,
      bio: users.bio,
      uploaded: users.profileImage,
      avatar: avatars.image,
    })
    .from(users)
    .leftJoin(avatars, and(eq(avatars.userId, users.id), eq(avatars.isActive, true)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    username: row.username,
    bio: row.bio,
    profileImageUrl: row.uploaded ?? row.avatar ?? null,
  };
}
