import { eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { creditLedger, searches, subscriptions, usageDays, users } from '../schema.ts';
import { rowsOf } from './raw.ts';

export interface UsageSnapshot {
  /** 'free' unless a paid plan is in force at `now`. */
  plan: 'free' | 'pro' | 'premium';
  planUntil: Date | null;
  credits: number;
  usedToday: number;
  /** The next UTC midnight after `now`. */
  resetTime: Date;
}

/**
 * A user's plan, balance and today's usage, with the UTC day computed by the database. `now` is
 * real time: the allowance is paid for by the day, so it turns over even during a replay.
 */
export async function usageSnapshot(
  db: Db,
  userId: string,
  now: Date,
): Promise<UsageSnapshot | undefined> {
  const at = now.toISOString();
  const [row] = await rowsOf<{
    plan: UsageSnapshot['plan'];
    plan_until: string | Date | null;
    credits: number;
    used_today: number;
    reset_time: string | Date;
  }>(
    db,
    sql`select case when u.plan is not null and u.plan_until > ${at}::timestamptz then u.plan else 'free' end as plan,
               u.plan_until, u.credits,
               coalesce((select d.used from ${usageDays} d
                         where d.user_id = u.id and d.day = (${at}::timestamptz at time zone 'utc')::date), 0) as used_today,
               (date_trunc('day', ${at}::timestamptz at time zone 'utc') + interval '1 day') at time zone 'utc' as reset_time
        from ${users} u where u.id = ${userId}`,
  );
  if (!row) return undefined;
  return {
    plan: row.plan,
    planUntil: row.plan_until ? new Date(row.plan_until) : null,
    credits: Number(row.credits),
    usedToday: Number(row.used_today),
    resetTime: new Date(row.reset_time),
  };
}

/** How one of the user's searches was paid for; undefined when it is not theirs. */
export async function searchPayment(db: Db, userId: string, searchId: string) {
  const [row] = await rowsOf<{ spent_from: 'subscription' | 'allowance' | 'credit' | null }>(
    db,
    sql`select spent_from from ${searches} where id = ${searchId} and user_id = ${userId}`,
  );
  return row;
}

export async function findSubscription(db: Db, userId: string) {
  const [row] = await rowsOf<{
    plan: 'pro' | 'premium';
    status: string;
    current_period_end: string | Date;
    cancel_at_period_end: boolean;
  }>(
    db,
    sql`select plan, status, current_period_end, cancel_at_period_end from ${subscriptions} where user_id = ${userId}`,
  );
  return row
    ? {
        plan: row.plan,
        status: row.status,
        currentPeriodEnd: new Date(row.current_period_end),
        cancelAtPeriodEnd: row.cancel_at_period_end,
      }
    : undefined;
}

/**
 * Adds credits with a ledger row, once per `reference`: the balance update takes the user row's
 * lock first, so `balance_after` is exact; a second grant with the same reference fails on the
 * ledger's unique reference and rolls back. Returns the new balance, or null if already granted.
 */
export async function grantCredits(
  db: Db,
  values: {
    userId: string;
    credits: number;
    kind: 'purchase' | 'grant' | 'refund';
    reference: string;
  },
): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await rowsOf<{ credits: number }>(
        tx as unknown as Db,
        sql`update ${users} set credits = credits + ${values.credits}
            where id = ${values.userId}
              and not exists (select 1 from ${creditLedger} where reference = ${values.reference})
            returning credits`,
      );
      if (!updated) return null;
      announceAuthChange({ kind: 'user', userId: values.userId });
      await tx.insert(creditLedger).values({
        userId: values.userId,
        kind: values.kind,
        delta: values.credits,
        balanceAfter: updated.credits,
        reference: values.reference,
      });
      return updated.credits;
    });
  } catch (error) {
    // Drizzle wraps the driver's error; a unique violation means the grant already happened.
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) === '23505') return null;
    throw error;
  }
}

/** Puts a user on a paid plan until `until`, or back on the free plan (plan null). */
export async function setUserPlan(
  db: Db,
  userId: string,
  plan: 'pro' | 'premium' | null,
  until: Date | null,
) {
  await db.update(users).set({ plan, planUntil: until }).where(eq(users.id, userId));
  announceAuthChange({ kind: 'user', userId });
}
