import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { authThrottle } from '../schema.ts';

/** Latest block among the keys, if any is blocked at `now`. */
export async function findBlockedUntil(
  db: Db,
  keys: string[],
  now: Date,
): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.blockedUntil, now)));
  const times = rows.map((row) => row.blockedUntil!.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/**
 * Counts one event for the key in a fixed window, in one atomic statement so concurrent requests
 * on several instances cannot under-count. Reaching the limit sets a block until `now + blockMs`.
 */
export async function recordThrottleEvent(
  db: Db,
  key: string,
  rule: { limit: number; windowMs: number; blockMs: number },
  now: Date,
): Promise<{ count: number; blockedUntil: Date | null }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  const stale = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`CASE WHEN ${stale} THEN 1 ELSE ${authThrottle.count} + 1 END`;
  const [row] = await db
    .insert(authThrottle)
    .values({
      key,
      count: 1,
      windowStartedAt: now,
      blockedUntil: rule.limit <= 1 ? blockUntil : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: nextCount,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottle.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN ${nextCount} >= ${rule.limit} THEN ${blockUntil.toISOString()}::timestamptz ELSE ${authThrottle.blockedUntil} END`,
      },
    })
    .returning({ count: authThrottle.count, blockedUntil: authThrottle.blockedUntil });
  return row!;
}

export async function clearThrottle(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
}
