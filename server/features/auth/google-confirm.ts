import { ACCOUNT_DELETION_MESSAGES } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { markReauthenticated } from '../../db/queries/sessions.ts';
import { findUserByOauthIdentity } from '../../db/queries/users.ts';
import { GoogleSignInError, type PendingGoogleSignIn, redeemGoogleCode } from './google.ts';

/**
 * How old Google's auth_time may be when the callback arrives: long enough for the redirects,
 * far too short for a sign-in Google remembered from earlier.
 */
const AUTH_TIME_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * A signed-in person proved again, at Google, who they are: the ID token must name the Google
 * account linked to this person (another Google account proves nothing about them) and a sign-in
 * made just now. Marks the session as freshly confirmed.
 */
export async function confirmWithGoogle(
  ctx: AppContext,
  query: string,
  pending: PendingGoogleSignIn | undefined,
  session: { userId: string; tokenHash: string },
): Promise<void> {
  const identity = await redeemGoogleCode(ctx, query, pending);
  const linked = await findUserByOauthIdentity(ctx.db, identity.issuer, identity.subject);
  if (linked?.id !== session.userId) {
    throw new GoogleSignInError(403, ACCOUNT_DELETION_MESSAGES.googleMismatch);
  }
  const now = ctx.clock.now();
  const at = identity.authenticatedAt?.getTime();
  if (at === undefined || now.getTime() - at > AUTH_TIME_TOLERANCE_MS) {
    throw new GoogleSignInError(403, ACCOUNT_DELETION_MESSAGES.googleNotFresh);
  }
  await markReauthenticated(ctx.db, session.tokenHash, now);
}
