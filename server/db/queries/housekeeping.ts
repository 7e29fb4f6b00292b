import { and, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetTokens, sessions } from '../schema.ts';
import { purgeExpiredRateLimits } from './rate-limits.ts';

/** Deletes rows that can no longer affect anything; returns how many of each went. */
export async function purgeExpiredAuthRows(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
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
  // A counter whose window ended is read as zero already; deleting it only saves space.
  const idleCounters = await purgeExpiredRateLimits(db, now);
  return {
    sessions: expiredSessions.length,
    resetTokens: oldTokens.length,
    rateLimitCounters: idleCounters,
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
