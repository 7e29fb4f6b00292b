import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { bets, bettingLimits, timeSpent } from '../schema.ts';
import { rowsOf } from './raw.ts';

export type BettingLimitsRow = typeof bettingLimits.$inferSelect;

export async function readBettingLimits(
  db: Db,
  userId: string,
): Promise<BettingLimitsRow | undefined> {
  const [row] = await db.select().from(bettingLimits).where(eq(bettingLimits.userId, userId));
  return row;
}

/** The break in force at `now` (wall clock), or undefined: the one read every guarded request makes. */
export async function breakInForce(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ kind: 'cool-off' | 'self-exclusion'; startedAt: Date; until: Date } | undefined> {
  const [row] = await db
    .select({
      kind: bettingLimits.breakKind,
      startedAt: bettingLimits.breakStartedAt,
      until: bettingLimits.breakUntil,
    })
    .from(bettingLimits)
    .where(and(eq(bettingLimits.userId, userId), gt(bettingLimits.breakUntil, now)));
  if (!row?.kind || !row.until) return undefined;
  return { kind: row.kind, startedAt: row.startedAt ?? row.until, until: row.until };
}

/**
 * Starts a break, or lengthens the one in force, in one conditional statement: the row changes
 * only when the new end is later than the stored one (or the stored one is over), so two
 * requests at once, in any order, leave the later end; nothing can move it earlier. A break that
 * has ended is replaced; one in force keeps its start, and stays a self-exclusion once it is one.
 * Returns whether the row changed.
 */
export async function lengthenBreak(
  db: Db,
  userId: string,
  wanted: { kind: 'cool-off' | 'self-exclusion'; until: Date },
  now: Date,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${wanted.until.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into ${bettingLimits} as bl (user_id, break_kind, break_started_at, break_until, updated_at)
        values (${userId}, ${wanted.kind}, ${at}, ${until}, ${at})
        on conflict (user_id) do update set
          break_kind = case
            when bl.break_until > ${at} and bl.break_kind = 'self-exclusion' then 'self-exclusion'
            else excluded.break_kind end,
          break_started_at = case
            when bl.break_until > ${at} then bl.break_started_at else excluded.break_started_at end,
          break_until = greatest(bl.break_until, excluded.break_until),
          updated_at = excluded.updated_at
        where bl.break_until is null or bl.break_until <= ${at} or bl.break_until < excluded.break_until
        returning user_id`,
  );
  announceAuthChange({ kind: 'user', userId });
  return rows.length > 0;
}

/**
 * Writes the stake limit under a row lock: `decide` sees the stored row and says what to store,
 * so a lowering and a raise sent at once are applied one after the other, each against the
 * other's result.
 */
export async function updateStakeLimit(
  db: Db,
  userId: string,
  now: Date,
  decide: (row: BettingLimitsRow | undefined) => {
    monthlyStakeLimitCents: number | null;
    stakeLimitPendingCents: number | null;
    stakeLimitPendingFrom: Date | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(bettingLimits)
      .values({ userId, updatedAt: now })
      .onConflictDoNothing({ target: bettingLimits.userId });
    const [row] = await tx
      .select()
      .from(bettingLimits)
      .where(eq(bettingLimits.userId, userId))
      .for('update');
    await tx
      .update(bettingLimits)
      .set({ ...decide(row), updatedAt: now })
      .where(eq(bettingLimits.userId, userId));
  });
}

/**
 * Counts a heartbeat: adds the time since the previous one of the same UTC day, unless that is
 * more than `capSeconds` (the page was closed or hidden: a new visit starts and adds nothing).
 * The day's row is locked while it is read and written, and `last_seen_at` only moves forward,
 * so reports arriving at once or out of order add up to the real time between them, never more.
 * Returns the seconds added and the day's total.
 */
export async function recordHeartbeat(
  db: Db,
  userId: string,
  now: Date,
  capSeconds: number,
): Promise<{ added: number; total: number }> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx
      .insert(timeSpent)
      .values({ userId, day, seconds: 0, lastSeenAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(timeSpent)
      .where(and(eq(timeSpent.userId, userId), eq(timeSpent.day, day)))
      .for('update');
    if (!row) throw new Error('time_spent row missing after its insert');
    const gapMs = now.getTime() - row.lastSeenAt.getTime();
    const added = gapMs > 0 && gapMs <= capSeconds * 1000 ? Math.round(gapMs / 1000) : 0;
    if (gapMs > 0) {
      await tx
        .update(timeSpent)
        .set({ seconds: row.seconds + added, lastSeenAt: now })
        .where(and(eq(timeSpent.userId, userId), eq(timeSpent.day, day)));
    }
    return { added, total: row.seconds + added };
  });
}

/** Seconds spent on the UTC days from `from` (inclusive) to `to` (exclusive), 'yyyy-mm-dd'. */
export async function secondsSpent(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${timeSpent.seconds}), 0)` })
    .from(timeSpent)
    .where(and(eq(timeSpent.userId, userId), gte(timeSpent.day, from), lt(timeSpent.day, to)));
  return Number(row?.total ?? 0);
}

/** The stakes of a person's bets taken from `from` up to and including `upTo`, in cents, and how many bets. */
export async function stakesBetween(
  db: Db,
  userId: string,
  from: Date,
  upTo: Date,
): Promise<{ cents: number; count: number }> {
  const [row] = await db
    .select({
      cents: sql<string | number>`coalesce(sum(${bets.stakeCents}), 0)`,
      count: sql<string | number>`count(*)`,
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), gte(bets.takenAt, from), lte(bets.takenAt, upTo)));
  return { cents: Number(row?.cents ?? 0), count: Number(row?.count ?? 0) };
}
