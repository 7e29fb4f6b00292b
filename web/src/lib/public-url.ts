// The tag the server's spa-shell.ts writes the public address (PUBLIC_URL) in. Its own module:
// the home route's entry chunk needs it without the rest of the share helpers.
import { PUBLIC_URL_META } from '../../../contract/page-tags.ts';

export { PUBLIC_URL_META };

/**
 * Where links people copy point: the server's public address, whatever name this browser used
 * to reach it (127.0.0.1 for localhost, say). Only a page the server did not serve (the
 * development server) falls back to its own origin.
 */
export function publicOrigin(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
  fallback: string = globalThis.location?.origin ?? '',
): string {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_URL_META}"]`)?.content;
  if (content) {
    try {
      return new URL(content).origin;
    } catch {
      // A malformed tag is ignored like a missing one.
    }
  }
  return fallback;
}
