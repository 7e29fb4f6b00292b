import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema.ts';
import type { UserRow } from './users.ts';

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    userAgent: values.userAgent?.slice(0, 300) ?? null,
    ip: values.ip,
  });
}

/**
 * Prepared once per database: every authenticated request runs this, so its SQL is built once
 * rather than per call.
 */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>();
function prepareLiveSessionQuery(db: Db) {
  return db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** The live session with this hash and its user, or undefined when unknown or expired. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; expiresAt: Date; reauthenticatedAt: Date | null } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ hash: tokenHash, now: now.toISOString() });
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Records that this session's person just proved again who they are (a fresh Google sign-in). */
export async function markReauthenticated(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs the user out everywhere except, optionally, the session making the request. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}
