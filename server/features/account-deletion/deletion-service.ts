import {
  ACCOUNT_DELETION_MESSAGES,
  type AccountDeletionStatus,
  type DeleteAccountRequestSchema,
  REAUTHENTICATION_FRESH_MS,
} from '@contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { PaymentsProvider } from '../../data/payments/index.ts';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../data/payments/types.ts';
import {
  eraseAccountIn,
  findProviderSubscription,
  lockAccount,
} from '../../db/queries/account-deletion.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { discardMedia } from '../../lib/media.ts';
import { sendAccountDeletedMail } from '../auth/account-deleted-mail.ts';
import { verifyPassword } from '../auth/passwords.ts';

export interface DeletionDeps {
  ctx: AppContext;
  payments: PaymentsProvider;
}

/** The signed-in session asking for the deletion. */
export interface DeletingSession {
  user: UserRow;
  reauthenticatedAt: Date | null;
}

export function deletionStatus(ctx: AppContext, session: DeletingSession): AccountDeletionStatus {
  const until = freshUntil(session);
  return {
    confirmWith: session.user.passwordHash ? 'password' : 'google',
    googleConfirmedUntil:
      until && until.getTime() > ctx.clock.now().getTime() ? until.toISOString() : null,
  };
}

const freshUntil = (session: DeletingSession) =>
  session.reauthenticatedAt
    ? new Date(session.reauthenticatedAt.getTime() + REAUTHENTICATION_FRESH_MS)
    : null;

/**
 * Deletes the person's account: confirmed by their password (or, without one, a fresh Google
 * sign-in), their subscription ended at the provider first, then everything personal removed in
 * one transaction, and their image files after it.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  session: DeletingSession,
  input: z.output<typeof DeleteAccountRequestSchema>,
): Promise<void> {
  const { ctx } = deps;
  await confirmIdentity(ctx, session, input);
  const userId = session.user.id;
  const cancelled = await endSubscription(deps, userId);

  const erased = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return undefined;
    // A subscription bought while the cancellation was on its way would keep charging.
    const live = await findProviderSubscription(tx, userId);
    if (live && live.id !== cancelled && !ENDED_SUBSCRIPTION_STATUSES.has(live.status)) {
      throw conflict(ACCOUNT_DELETION_MESSAGES.paymentsUnreachable);
    }
    return { account, files: await eraseAccountIn(tx, userId) };
  });

  // Counters keyed by the id or email live outside the transaction (possibly in Redis). The
  // losing one of two racing deletions clears them too: it may have counted after the winner.
  await ctx.limits.forget(userId, session.user.email).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'rate-limit counters of a deleted account were not removed');
  });
  if (!erased) throw notFound(ACCOUNT_DELETION_MESSAGES.alreadyGone);

  const { account, files } = erased;
  // After the commit: a file removed for a deletion that then rolled back could not come back.
  // A file left by a failure here is an orphan the housekeeping sweep removes.
  await Promise.all([account.profileImage, ...files].map((path) => discardMedia(ctx, path)));
  ctx.log.info({ userId }, 'account deleted');
  // Sent once, by the deletion that erased the account (a losing racer stopped above), from the
  // name and address read before the rows went; not awaited, since a slow mail server must not
  // hold the answer, and it never throws.
  void sendAccountDeletedMail(ctx, { name: session.user.name, email: session.user.email });
}

async function confirmIdentity(
  ctx: AppContext,
  session: DeletingSession,
  input: z.output<typeof DeleteAccountRequestSchema>,
): Promise<void> {
  if (session.user.passwordHash) {
    if (!input.password) throw forbidden(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    if (!(await verifyPassword(session.user.passwordHash, input.password))) {
      throw forbidden(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    }
    return;
  }
  const until = freshUntil(session);
  if (!until || until.getTime() <= ctx.clock.now().getTime()) {
    throw forbidden(ACCOUNT_DELETION_MESSAGES.confirmWithGoogle);
  }
}

/**
 * Ends the subscription at the provider now, so nothing more is charged; returns its id. A
 * subscription the provider has already ended counts as done. If the provider cannot be
 * reached, nothing is deleted.
 */
async function endSubscription(deps: DeletionDeps, userId: string): Promise<string | undefined> {
  const subscription = await findProviderSubscription(deps.ctx.db, userId);
  if (!subscription || ENDED_SUBSCRIPTION_STATUSES.has(subscription.status))
    return subscription?.id;
  try {
    await deps.payments.cancelNow(subscription.id);
  } catch (error) {
    deps.ctx.log.error({ err: error, userId }, 'subscription of a deleting account not cancelled');
    throw new HttpError(502, ACCOUNT_DELETION_MESSAGES.paymentsUnreachable);
  }
  return subscription.id;
}
