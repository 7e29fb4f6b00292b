/**
 * Where a visitor goes back to after signing in, registering or Google sign-in: a path on this
 * site only. Anything that could leave the site (an absolute URL, `//host`, a backslash browsers
 * read as a slash, control characters) or loop back to sign-in gives null, and the caller goes
 * home instead.
 */
export const RETURN_PATH_PARAM = 'next';

const MAX_RETURN_PATH = 500;

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_RETURN_PATH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat '\' as '/', so '/\evil.example' would leave the site; no control characters.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://strix.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://strix.invalid') return null;
  // Back to the sign-in screen or the API would loop or leave the app.
  if (/^\/(auth|api)(\/|$)/.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}
