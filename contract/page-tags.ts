/**
 * Names of the meta tags the server writes into the page it serves and the web app reads. No zod
 * here: the web's entry script imports this module directly (the contract's index would bring
 * every schema with it).
 */

/** The server's public address (PUBLIC_URL): links people copy are built on it. */
export const PUBLIC_URL_META = 'strix:public-url';

/** Present when #root holds the build's first render of the page for a signed-out visitor. */
export const PRERENDERED_META = 'strix:prerendered';

/**
 * Present when #root holds a page's first screen made by the server from the build's template
 * (a match's or a league's title, a signed-in person's home): shown until the app's first render
 * replaces it, never hydrated.
 */
export const FIRST_SCREEN_META = 'strix:first-screen';

/**
 * Placeholders in the build's first screens (web/src/prerender.tsx), replaced by the server with
 * the page's words, HTML-escaped. Plain letters, so the render's own escaping keeps them.
 */
export const MATCH_SCREEN_TOKENS = {
  league: 'STRIXFIRSTSCREENLEAGUE',
  homeTeam: 'STRIXFIRSTSCREENHOME',
  awayTeam: 'STRIXFIRSTSCREENAWAY',
} as const;

export const LEAGUE_SCREEN_TOKENS = {
  season: 'STRIXFIRSTSCREENSEASON',
  league: 'STRIXFIRSTSCREENLEAGUE',
  stage: 'STRIXFIRSTSCREENSTAGE',
} as const;

/** The signed-in home page's first screen: the person's name in its greeting. */
export const HOME_SCREEN_TOKENS = {
  name: 'STRIXFIRSTSCREENNAME',
} as const;
