/**
 * Names of the meta tags the server writes into the page it serves and the web app reads. No zod
 * here: the web's entry script imports this module directly (the contract's index would bring
 * every schema with it).
 */

/** The server's public address (PUBLIC_URL): links people copy are built on it. */
export const PUBLIC_URL_META = 'strix:public-url';

/** Present when #root holds the build's first render of the page for a signed-out visitor. */
export const PRERENDERED_META = 'strix:prerendered';
