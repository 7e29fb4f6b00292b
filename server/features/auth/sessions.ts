import type { Db } from '../../db/client.ts';
import {
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
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
 * Every signed-in request resolves its session; a checked session is reused in this process for
 * a moment so a burst of requests costs one read. Logout and password changes evict it here at
 * once; another instance may honour an ended session for at most this long.
 */
const REUSE_MS = 2_000;
const MAX_REUSED = 10_000;
const reused = new Map<
  string,
  { found: { user: UserRow; expiresAt: Date }; until: number; db: Db }
>();

function rememberSession(db: Db, tokenHash: string, found: { user: UserRow; expiresAt: Date }) {
  if (reused.size >= MAX_REUSED) reused.clear();
  reused.set(tokenHash, { found, until: Date.now() + REUSE_MS, db });
}

/**
 * Drops the reused sessions of a user: after their sessions end (password changed or reset) or
 * their user row changes, the next request reads the database again.
 */
export function forgetUserSessions(userId: string) {
  for (const [hash, entry] of reused) {
    if (entry.found.user.id === userId) reused.delete(hash);
  }
}

export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<ResolvedSession | undefined> {
  // Our tokens are 43 characters; anything far off is not worth a query.
  if (token.length < 20 || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const hit = reused.get(tokenHash);
  if (hit && hit.db === db && hit.until > Date.now() && hit.found.expiresAt > now) {
    return { user: hit.found.user, token, tokenHash, extended: false };
  }
  const found = await findLiveSession(db, tokenHash, now);
  if (!found) {
    reused.delete(tokenHash);
    return undefined;
  }
  rememberSession(db, tokenHash, found);
  const fresh = new Date(now.getTime() + SESSION_TTL_MS);
  const extended = fresh.getTime() - found.expiresAt.getTime() > SLIDE_AFTER_MS;
  if (extended) await extendSession(db, tokenHash, fresh);
  return { user: found.user, token, tokenHash, extended };
}

export async function endSession(db: Db, token: string): Promise<void> {
  reused.delete(hashToken(token));
  await deleteSession(db, hashToken(token));
}
