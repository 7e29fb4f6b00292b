import { and, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { authThrottle, passwordResetTokens, sessions } from '../schema.ts';

/** Deletes rows that can no longer affect anything; returns how many of each went. */
export async function purgeExpiredAuthRows(db: Db, now: Date, throttleWindowMs: number) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const windowAgo = new Date(now.getTime() - throttleWindowMs);
  const expiredSessions = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ key: sessions.tokenHash });
  const oldTokens = await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, dayAgo),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo)),
      ),
    )
    .returning({ key: passwordResetTokens.tokenHash });
  const idleCounters = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, windowAgo),
        sql`(${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ key: authThrottle.key });
  return {
    sessions: expiredSessions.length,
    resetTokens: oldTokens.length,
    throttleCounters: idleCounters.length,
  };
}

/**
 * Runs `work` only if no other app instance is running the same job right now (a transaction
 * advisory lock, released at commit). Returns undefined when another instance holds it.
 */
export async function withJobLock<T>(db: Db, lockId: number, work: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
    const { rows } = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${lockId}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return undefined;
    return work(tx as unknown as Db);
  });
}
