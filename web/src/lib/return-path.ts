import { RETURN_PATH_PARAM, safeReturnPath } from '../../../contract/return-path.ts';

/**
 * After signing in, registering or Google sign-in a visitor goes back to the page they came
 * from: the sign-in links carry it as `?next=`, and only a path on this site is followed
 * (contract/return-path.ts), so a crafted link cannot send anyone elsewhere.
 */

/** '/auth' or '/auth/signup' remembering `from` (a path with its query), when it is worth it. */
export function authHref(base: '/auth' | '/auth/signup', from: string | null | undefined): string {
  const next = safeReturnPath(from);
  return next ? `${base}?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}` : base;
}

/** Where a sign-in reached with `search` (the /auth page's query string) goes once it succeeds. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM)) ?? '/';
}

/** The page being shown: its path and query, as a return path. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
