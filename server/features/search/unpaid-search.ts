import { AUTH_MESSAGES, USAGE_MESSAGES } from '@contract';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../../db/queries/users.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';

/**
 * Nothing paid for a question, so nothing was stored: either the allowance and credits are used
 * up, or the account was deleted while the answer was being worked out (then the person is
 * signed out, which is what they are told).
 */
export async function refuseUnpaidSearch(db: Db, userId: string): Promise<never> {
  if (!(await findUserById(db, userId))) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  throw new HttpError(402, USAGE_MESSAGES.limitReached);
}
