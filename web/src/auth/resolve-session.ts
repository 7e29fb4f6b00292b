import type { User } from '@contract';
import { checkAuth, fetchMe } from '../api/auth.ts';
import { queryKeys } from '../api/query-keys.ts';
import { clearStoredToken, readStoredToken, saveToken } from '../api/token-storage.ts';

export interface Session {
  user: User;
  /** The bearer token, or COOKIE_AUTH_MARKER when only the session cookie proves who we are. */
  token: string;
  /** Set when this session began with sign-up: the home page welcomes rather than welcomes back. */
  newAccount?: boolean;
}

export const COOKIE_AUTH_MARKER = 'cookie-auth';

/** The session a sign-in or sign-up starts; only a sign-up marks the account as new. */
export function startedSession(user: User, token: string, how: 'login' | 'signup'): Session {
  return how === 'signup' ? { user, token, newAccount: true } : { user, token };
}

export interface SessionDeps {
  checkAuth: typeof checkAuth;
  fetchMe: typeof fetchMe;
  readStoredToken: typeof readStoredToken;
  saveToken: typeof saveToken;
  clearStoredToken: typeof clearStoredToken;
  warn: (message: string, error: unknown) => void;
}

const defaultDeps: SessionDeps = {
  checkAuth,
  fetchMe,
  readStoredToken,
  saveToken,
  clearStoredToken,
  warn: (message, error) => console.warn(message, error),
};

/**
 * Start-up (product spec, 'States and transitions': Auth): the cookie session first; failing that,
 * a saved token against /me. Never throws: any failure means signed out, with the stored token
 * cleared.
 */
export async function resolveSession(deps: SessionDeps = defaultDeps): Promise<Session | null> {
  try {
    const check = await deps.checkAuth();
    if (check.authenticated && check.user) {
      if (check.token) deps.saveToken(check.token);
      return { user: check.user, token: check.token ?? COOKIE_AUTH_MARKER };
    }
    const saved = deps.readStoredToken();
    if (!saved) return null;
    try {
      const { user } = await deps.fetchMe();
      return { user, token: saved };
    } catch {
      deps.clearStoredToken();
      return null;
    }
  } catch (error) {
    deps.warn('Auth check failed', error);
    deps.clearStoredToken();
    return null;
  }
}

/**
 * The start-up check as a query (the key AuthProvider reads): boot.tsx starts it before the
 * first render, so a signed-in page can render at once instead of 'Loading...' first.
 */
export const sessionQuery = () => ({
  queryKey: queryKeys.session,
  queryFn: () => resolveSession(),
});
