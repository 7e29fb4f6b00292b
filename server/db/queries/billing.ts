import { and, eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { checkoutSessions, creditLedger, providerEvents, subscriptions, users } from '../schema.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaidPlan = NonNullable<typeof users.$inferSelect.plan>;

export async function insertCheckoutSession(
  db: Db,
  row: {
    id: string;
    userId: string;
    kind: 'subscription' | 'credits';
    item: string;
    amountCents: number;
    now: Date;
  },
): Promise<void> {
  await db.insert(checkoutSessions).values({
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    item: row.item,
    amountCents: row.amountCents,
    createdAt: row.now,
  });
}

export async function findCheckoutSession(
  db: Db,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/**
 * Takes an open checkout session for fulfilment. Only one caller can win: the row is locked and
 * re-checked, so concurrent deliveries of the same payment get nothing back but the first.
 */
export async function claimCheckoutSession(
  tx: Db,
  id: string,
  now: Date,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await tx
    .update(checkoutSessions)
    .set({ status: 'fulfilled', fulfilledAt: now })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  return row;
}

/** An abandoned checkout can no longer be fulfilled. */
export async function expireCheckoutSession(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/**
 * Records a provider event as handled. False when it already was: the caller then does nothing.
 * Run inside the transaction that applies the event, so a failure forgets both.
 */
export async function recordProviderEvent(
  tx: Db,
  event: { id: string; type: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(providerEvents)
    .values({ id: event.id, type: event.type, receivedAt: event.now })
    .onConflictDoNothing({ target: providerEvents.id })
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

/**
 * Adds purchased credits and writes the ledger line in one go: the balance update comes first and
 * its RETURNING gives the ledger's balance_after. The unique reference makes a second grant for
 * the same payment fail the whole transaction rather than count twice.
 */
export async function addPurchasedCredits(
  tx: Db,
  grant: { userId: string; credits: number; reference: string; now: Date },
): Promise<number> {
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${grant.credits}` })
    .where(eq(users.id, grant.userId))
    .returning({ credits: users.credits });
  if (!updated) throw new Error(`user ${grant.userId} is gone`);
  announceAuthChange({ kind: 'user', userId: grant.userId });
  await tx.insert(creditLedger).values({
    userId: grant.userId,
    kind: 'purchase',
    delta: grant.credits,
    balanceAfter: updated.credits,
    reference: grant.reference,
    createdAt: grant.now,
  });
  return updated.credits;
}

/**
 * Locks the user's row: every change to a user's plan takes this lock first (then the
 * subscription's), so fulfilment, provider events and cancellation queue up instead of deadlocking.
 */
export async function lockUser(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

export async function findSubscriptionOfUser(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findUserIdOfProviderSubscription(
  db: Db,
  providerSubscriptionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row?.userId;
}

/** The provider's customer for this user, reused so a returning customer keeps card and credit. */
export async function findProviderCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.customerId ?? null;
}

/** The paid plan in force at `now`, read fresh (not from the session cache). */
export async function findPlanInForce(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ plan: PaidPlan; planUntil: Date } | undefined> {
  const [row] = await db
    .select({ plan: users.plan, planUntil: users.planUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.plan || !row.planUntil || row.planUntil.getTime() <= now.getTime()) return undefined;
  return { plan: row.plan, planUntil: row.planUntil };
}

/** One subscription per user: a new one (a plan switch) replaces the row of the old one. */
export async function upsertSubscription(
  tx: Db,
  row: Omit<SubscriptionRow, 'updatedAt'> & { now: Date },
): Promise<void> {
  const { now, ...values } = row;
  await tx
    .insert(subscriptions)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        plan: values.plan,
        status: values.status,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        providerCustomerId: values.providerCustomerId,
        providerSubscriptionId: values.providerSubscriptionId,
        stateAt: values.stateAt,
        updatedAt: now,
      },
    });
}

export async function updateSubscription(
  tx: Db,
  userId: string,
  values: Partial<Omit<SubscriptionRow, 'userId' | 'updatedAt'>> & { now: Date },
): Promise<void> {
  const { now, ...set } = values;
  await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: now })
    .where(eq(subscriptions.userId, userId));
}

/** The plan the user's requests are served with; `plan` is null once access has ended. */
export async function setUserPlan(
  tx: Db,
  userId: string,
  access: { plan: PaidPlan | null; planUntil: Date | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ plan: access.plan, planUntil: access.planUntil })
    .where(eq(users.id, userId));
  announceAuthChange({ kind: 'user', userId });
}
