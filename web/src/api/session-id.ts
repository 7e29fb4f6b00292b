/**
 * The anonymous voter id (product spec: Session in 'Entities and their fields', the storage key
 * 'betting-session-id' in 'Business constants and limits'). The server issues the real one as an
 * HttpOnly cookie and decides who voted; this copy in browser storage only mirrors it, so the
 * spec's `?session=` and `userSession` carry something meaningful.
 */
export const SESSION_ID_KEY = 'betting-session-id';

/** 'session-' plus a timestamp plus a random string (product spec, 'Entities and their fields'). */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random) {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `session-${now}-${suffix}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored id, creating (and storing) one the first time. */
export function readSessionId(): string {
  try {
    const stored = storage()?.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const created = createSessionId();
    storage()?.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    return createSessionId();
  }
}

/** Keeps the mirror in step with the id the server answered with. */
export function mirrorSessionId(serverSession: string | undefined | null): void {
  if (!serverSession) return;
  try {
    if (storage()?.getItem(SESSION_ID_KEY) !== serverSession) {
      storage()?.setItem(SESSION_ID_KEY, serverSession);
    }
  } catch {
    // The cookie still identifies the voter.
  }
}
