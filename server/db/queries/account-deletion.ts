import { and, eq, notInArray, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { avatars, creditLedger, predictions, subscriptions, users } from '../schema.ts';
import { rowsOf } from './raw.ts';

export interface AccountToDelete {
  /** The uploaded picture, removed with the account's other files once the deletion commits. */
  profileImage: string | null;
}

/**
 * Locks the person's row for the rest of the transaction: a second deletion, a payment landing
 * or a search paying for itself waits here, then finds the account gone.
 */
export async function lockAccount(tx: Db, userId: string): Promise<AccountToDelete | undefined> {
  const [row] = await tx
    .select({ profileImage: users.profileImage })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The provider subscription the account pays through, when it has one. */
export async function findProviderSubscription(db: Db, userId: string) {
  const [row] = await db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.id ? { id: row.id, status: row.status } : undefined;
}

/**
 * Deletes the account in the caller's transaction (after lockAccount) and returns the paths of
 * the images that were its own, for the caller to remove once the deletion is committed.
 *
 * Kept, without who: purchases and refunds (the books; the foreign key clears the owner) and the
 * predictions (the graded public record), stripped of their search, share image and anything
 * the person typed. Everything else personal goes with the user row through its cascading
 * foreign keys.
 */
export async function eraseAccountIn(tx: Db, userId: string): Promise<string[]> {
  const shares = await rowsOf<{ share_image: string | null }>(
    tx,
    sql`with old as (
          select id, share_image from ${predictions} where user_id = ${userId} for update
        )
        update ${predictions} p
        set user_id = null, search_id = null, share_image = null, payload = p.payload - 'query'
        from old where p.id = old.id
        returning old.share_image`,
  );
  const avatarRows = await tx
    .select({ image: avatars.image })
    .from(avatars)
    .where(eq(avatars.userId, userId));
  await tx
    .delete(creditLedger)
    .where(
      and(eq(creditLedger.userId, userId), notInArray(creditLedger.kind, ['purchase', 'refund'])),
    );
  await tx.delete(users).where(eq(users.id, userId));
  announceAuthChange({ kind: 'user', userId });
  return [...shares.map((row) => row.share_image), ...avatarRows.map((row) => row.image)].filter(
    (path): path is string => path !== null,
  );
}
