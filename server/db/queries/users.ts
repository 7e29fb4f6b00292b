import { and, eq } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { oauthAccounts, users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email is already taken (no exception, no race). */
export async function insertUser(
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash: string | null;
    provider: 'email' | 'google';
    now: Date;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name,
      passwordHash: values.passwordHash,
      passwordUpdatedAt: values.passwordHash ? values.now : null,
      provider: values.provider,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updatePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordUpdatedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  announceAuthChange({ kind: 'user', userId });
}

export async function setProvider(db: Db, userId: string, provider: 'email' | 'google', now: Date) {
  await db.update(users).set({ provider, updatedAt: now }).where(eq(users.id, userId));
  announceAuthChange({ kind: 'user', userId });
}

export async function findUserByOauthIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.issuer, issuer), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function linkOauthIdentity(
  db: Db,
  identity: { issuer: string; subject: string; userId: string; email: string | null; now: Date },
): Promise<void> {
  await db
    .insert(oauthAccounts)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      userId: identity.userId,
      email: identity.email,
      createdAt: identity.now,
    })
    .onConflictDoNothing();
}
