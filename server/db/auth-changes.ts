/**
 * Changes to who may do what: a user row (plan, credits, password, deletion), a session (logout,
 * sign-out everywhere, sliding expiry), an API key (revoked, renamed, used) or a break from
 * betting. Instances cache those reads (db/auth-cache.ts); the database announces
 * every change on this channel at commit (migration 0019_auth_changes.sql), whichever process
 * made it, and this process also announces its own writes here at once, so its next request
 * never sees the old row while the notification is on its way.
 */
export const AUTH_CHANGES_CHANNEL = 'strix_auth_changes';

export type AuthChange =
  | { kind: 'user'; userId: string }
  | { kind: 'session'; tokenHash: string }
  | { kind: 'key'; keyHash: string };

/** A notification's payload ('user:<id>', 'session:<hash>', 'key:<hash>'), or undefined. */
export function parseAuthChange(payload: string): AuthChange | undefined {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  if (colon < 0 || !id) return undefined;
  if (kind === 'user') return { kind, userId: id };
  if (kind === 'session') return { kind, tokenHash: id };
  if (kind === 'key') return { kind, keyHash: id };
  return undefined;
}

type Hearer = (change: AuthChange) => void;
const hearers = new Set<Hearer>();

/** Hears this process's own announcements; returns the function that stops. */
export function onLocalAuthChange(hearer: Hearer): () => void {
  hearers.add(hearer);
  return () => hearers.delete(hearer);
}

/** Called by the queries below after a write to one of the announced tables. */
export function announceAuthChange(change: AuthChange): void {
  for (const hearer of hearers) hearer(change);
}
