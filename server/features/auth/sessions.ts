import type { AuthCache } from '../../db/auth-cache.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteSession,
  extendSession,
  findSession,
  insertSession,
  type SessionRecord,
} from '../../db/queries/sessions.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { hashToken, newSecretToken } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into a write each. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  user: UserRow;
  token: string;
  tokenHash: string;
  /** True when this request pushed the expiry forward (the cookie should be re-sent). */
  extended: boolean;
  /** When this session last confirmed with a fresh Google sign-in, if ever. */
  reauthenticatedAt: Date | null;
  /** The person's break from betting as stored (in force while `until` is ahead of the clock). */
  storedBreak: Pick<SessionRecord, 'breakKind' | 'breakStartedAt' | 'breakUntil'>;
}

export async function startSession(
  db: Db,
  userId: string,
  meta: { now: Date; userAgent: string | null; ip: string | null },
): Promise<string> {
  const token = newSecretToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    now: meta.now,
    expiresAt: new Date(meta.now.getTime() + SESSION_TTL_MS),
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  return token;
}

/**
 * Every signed-in request reads its session, with its user and break, from this instance's cache
 * (auth-cache.ts), or from the database when the cache has not got it: a logout, a password
 * change, a deletion or a plan bought through any instance clears the cached copy on every
 * instance at commit, so it counts from the next request everywhere.
 */
export async function resolveSession(
  db: Db,
  cache: AuthCache,
  token: string,
  now: Date,
): Promise<ResolvedSession | undefined> {
  // Our tokens are 43 characters; anything far off is not worth a query.
  if (token.length < 20 || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const found = await cache.session(tokenHash, () => findSession(db, tokenHash));
  if (!found || found.expiresAt.getTime() <= now.getTime()) return undefined;
  const fresh = new Date(now.getTime() + SESSION_TTL_MS);
  const extended = fresh.getTime() - found.expiresAt.getTime() > SLIDE_AFTER_MS;
  if (extended) await extendSession(db, tokenHash, fresh);
  return {
    user: found.user,
    token,
    tokenHash,
    extended,
    reauthenticatedAt: found.reauthenticatedAt,
    storedBreak: {
      breakKind: found.breakKind,
      breakStartedAt: found.breakStartedAt,
      breakUntil: found.breakUntil,
    },
  };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}
