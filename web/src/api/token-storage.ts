/** Browser storage key of the session token (product spec, 'Business constants and limits'). */
export const AUTH_TOKEN_KEY = 'auth_token';

// Storage can be missing (tests, SSR) or throw (privacy modes); the app must keep working
// with cookie auth alone in those cases.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Cookie auth still works without the stored copy.
  }
}

export function clearStoredToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
