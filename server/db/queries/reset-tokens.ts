import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetTokens } from '../schema.ts';

export async function insertResetToken(
  db: Db,
  values: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Whether a token is live and unused, without using it up (consumeResetToken does that). */
export async function isLiveResetToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a live, unused token as used and returns its user. One guarded UPDATE: when two requests
 * redeem the same token at once, the row lock lets exactly one of them see it unused.
 */
export async function consumeResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, older links for the same account must stop working too. */
export async function expireUserResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
