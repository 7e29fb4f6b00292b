import { and, eq, ne, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { bettingLimits, sessions, users } from '../schema.ts';
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

/** A session as stored, with its user and the user's break from betting (if one was ever set). */
export interface SessionRecord {
  userId: string;
  user: UserRow;
  expiresAt: Date;
  reauthenticatedAt: Date | null;
  breakKind: 'cool-off' | 'self-exclusion' | null;
  breakStartedAt: Date | null;
  breakUntil: Date | null;
}

/**
 * Prepared once per database: every authenticated request that misses the instance's cache runs
 * this, so its SQL is built once rather than per call. The break comes in the same round trip,
 * as every guarded answer needs it.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      user: users,
      expiresAt: sessions.expiresAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
      breakKind: bettingLimits.breakKind,
      breakStartedAt: bettingLimits.breakStartedAt,
      breakUntil: bettingLimits.breakUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(bettingLimits, eq(bettingLimits.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('find_session');
}

/** The session with this hash, expired or not (the caller compares with its clock). */
export async function findSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ hash: tokenHash });
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  announceAuthChange({ kind: 'session', tokenHash });
}

/** Records that this session's person just proved again who they are (a fresh Google sign-in). */
export async function markReauthenticated(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.tokenHash, tokenHash));
  announceAuthChange({ kind: 'session', tokenHash });
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  announceAuthChange({ kind: 'session', tokenHash });
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
  announceAuthChange({ kind: 'user', userId });
}
