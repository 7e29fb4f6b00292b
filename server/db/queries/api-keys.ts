import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { apiKeys, apiKeyUsage, bettingLimits, users } from '../schema.ts';
import { lockUser } from './billing.ts';
import { preparedRowsOf, rowsOf } from './raw.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface ApiKeyWithUsage extends ApiKeyRow {
  today: number;
  month: number;
}

/** The user's keys, newest first, with requests served today and this month (UTC). */
export async function listApiKeys(db: Db, userId: string, now: Date): Promise<ApiKeyWithUsage[]> {
  const at = now.toISOString();
  const rows = await rowsOf<{
    id: string;
    today: number | string | null;
    month: number | string | null;
  }>(
    db,
    sql`select k.id,
               sum(u.requests) filter (where u.day = (${at}::timestamptz at time zone 'utc')::date) as today,
               sum(u.requests) filter (where u.day >= date_trunc('month', ${at}::timestamptz at time zone 'utc')::date) as month
        from ${apiKeys} k left join ${apiKeyUsage} u on u.key_id = k.id
        where k.user_id = ${userId}
        group by k.id`,
  );
  const usage = new Map(rows.map((r) => [r.id, r]));
  const keys = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return keys.map((key) => ({
    ...key,
    today: Number(usage.get(key.id)?.today ?? 0),
    month: Number(usage.get(key.id)?.month ?? 0),
  }));
}

/**
 * Adds a key unless the user already holds `max` live ones. The user's row is locked first, so
 * parallel creations queue up and the count they check is exact.
 */
export async function insertApiKey(
  db: Db,
  values: { userId: string; name: string; keyHash: string; hint: string; now: Date },
  max: number,
): Promise<ApiKeyRow | 'too-many' | 'no-user'> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, values.userId))) return 'no-user' as const;
    const [count] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, values.userId), isNull(apiKeys.revokedAt)));
    if ((count?.live ?? 0) >= max) return 'too-many' as const;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: values.userId,
        name: values.name,
        keyHash: values.keyHash,
        hint: values.hint,
        createdAt: values.now,
      })
      .returning();
    return row!;
  });
}

/** Renames one of the user's keys; undefined when the user has no such key. */
export async function renameApiKey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning();
  if (row) announceAuthChange({ kind: 'key', keyHash: row.keyHash });
  return row;
}

/**
 * Revokes one of the user's keys (a second revoke keeps the first time); undefined when the
 * user has no such key.
 */
export async function revokeApiKey(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning();
  if (row) announceAuthChange({ kind: 'key', keyHash: row.keyHash });
  return row;
}

export interface KeyHolder {
  keyId: string;
  userId: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  plan: 'pro' | 'premium' | null;
  planUntil: Date | null;
  /** The owner's break from betting as stored (in force while its end is ahead of the clock). */
  breakUntil: Date | null;
}

/**
 * The key with this hash, its owner's plan and break, read on an API request the instance's cache
 * (db/auth-cache.ts) has not got: a revoked key, an ended plan or a break started clears the
 * cached copy on every instance at commit, so it counts from the next request everywhere.
 */
export async function findKeyHolder(db: Db, keyHash: string): Promise<KeyHolder | undefined> {
  const [row] = await preparedRowsOf<{
    key_id: string;
    user_id: string;
    revoked_at: string | Date | null;
    last_used_at: string | Date | null;
    plan: 'pro' | 'premium' | null;
    plan_until: string | Date | null;
    break_until: string | Date | null;
  }>(
    db,
    'find_api_key_holder',
    sql`select k.id as key_id, k.user_id, k.revoked_at, k.last_used_at, u.plan, u.plan_until,
          case when b.break_kind is not null then b.break_until end as break_until
        from ${apiKeys} k join ${users} u on u.id = k.user_id
          left join ${bettingLimits} b on b.user_id = k.user_id
        where k.key_hash = ${keyHash}`,
  );
  if (!row) return undefined;
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    keyId: row.key_id,
    userId: row.user_id,
    revokedAt: date(row.revoked_at),
    lastUsedAt: date(row.last_used_at),
    plan: row.plan,
    planUntil: date(row.plan_until),
    breakUntil: date(row.break_until),
  };
}

/** What counting one request of a key found: counted, or refused by which limit. */
export type KeyRequestCount =
  | { counted: true; today: number; thisMinute: number }
  | { counted: false; refusedBy: 'day' | 'minute' };

/**
 * Counts one request of a key on a UTC day and clock minute, unless the day already holds
 * `limits.perDay` or the minute `limits.perMinute`: one statement, so parallel requests on any
 * number of instances queue on the key's row and can never pass either limit together, and a
 * refused request counts toward neither. The minute is a fixed window (the clock's minute) that
 * only moves forward: a request that read its clock just before a minute turned but reached the
 * row after one of the next minute's counts toward the newer minute, never reopens the older.
 *
 * Every request of a key updates the same row, so each waits for the one before it to commit;
 * this statement's commit does not wait for its WAL to reach the disk (synchronous_commit off
 * for this transaction only), which takes a key from ~1,000 to several thousand requests a
 * second. A crash can lose the last fraction of a second of counts: the day's usage then reads a
 * few requests low, never higher than what was served (docs/performance.md "Where a request's
 * time goes").
 */
export async function countKeyRequest(
  db: Db,
  key: { keyId: string; day: string; minuteStart: Date },
  limits: { perDay: number; perMinute: number },
): Promise<KeyRequestCount> {
  const minute = key.minuteStart.toISOString();
  const [row] = await preparedRowsOf<{ requests: number; minute_requests: number }>(
    db,
    'count_api_key_request',
    sql`insert into ${apiKeyUsage} (key_id, day, requests, minute_start, minute_requests)
        select ${key.keyId}, ${key.day}::date, 1, ${minute}::timestamptz, 1
        from (select set_config('synchronous_commit', 'off', true)) as unhurried
        on conflict (key_id, day) do update set
          requests = ${apiKeyUsage.requests} + 1,
          minute_requests = case
            when ${apiKeyUsage.minuteStart} is null or excluded.minute_start > ${apiKeyUsage.minuteStart}
            then 1 else ${apiKeyUsage.minuteRequests} + 1 end,
          minute_start = greatest(${apiKeyUsage.minuteStart}, excluded.minute_start)
          where ${apiKeyUsage.requests} < ${limits.perDay}
            and (${apiKeyUsage.minuteStart} is null
              or excluded.minute_start > ${apiKeyUsage.minuteStart}
              or ${apiKeyUsage.minuteRequests} < ${limits.perMinute})
        returning requests, minute_requests`,
  );
  if (row) {
    return { counted: true, today: Number(row.requests), thisMinute: Number(row.minute_requests) };
  }
  // Refused (the rare path): which limit the row stands at says which refused it.
  const [stored] = await db
    .select({ requests: apiKeyUsage.requests })
    .from(apiKeyUsage)
    .where(and(eq(apiKeyUsage.keyId, key.keyId), eq(apiKeyUsage.day, key.day)));
  return { counted: false, refusedBy: (stored?.requests ?? 0) >= limits.perDay ? 'day' : 'minute' };
}

/** Records when a key was last used (callers throttle this to about once a minute). */
export async function touchApiKey(
  db: Db,
  key: { keyId: string; keyHash: string },
  now: Date,
): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.keyId));
  announceAuthChange({ kind: 'key', keyHash: key.keyHash });
}

/** The account's plan as stored now (not the session's cached copy of the user row). */
export async function findAccountPlan(
  db: Db,
  userId: string,
): Promise<{ plan: 'pro' | 'premium' | null; planUntil: Date | null }> {
  const [row] = await db
    .select({ plan: users.plan, planUntil: users.planUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { plan: null, planUntil: null };
}
