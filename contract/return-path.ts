/**
 * Where a visitor goes back to after signing in, registering or Google sign-in: a path on this
 * site only. Anything that could leave the site (an absolute URL, `//host`, a backslash browsers
 * read as a slash, control characters) or loop back to sign-in gives null, and the caller goes
 * home instead.
 */
export const RETURN_PATH_PARAM = 'next';

const MAX_RETURN_PATH = 500;

/** A backslash (browsers read it as '/') or a control character. */
const unsafeChar = (code: number) => code === 92 || code < 32 || code === 127;

export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_RETURN_PATH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // '/\evil.example' would leave the site as '//evil.example' does.
  for (let i = 0; i < raw.length; i++) if (unsafeChar(raw.charCodeAt(i))) return null;
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
