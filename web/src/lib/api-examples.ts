/**
 * The copyable examples on /developers, written against the API's real address (the OpenAPI
 * document's server). Pure strings, so a test can check they are what a person would paste.
 */

/** The environment variable every example reads the key from; a key never goes in code. */
export const KEY_VARIABLE = 'STRIX_API_KEY';

export const FIXTURES_PATH = '/api/v1/fixtures?league=E0';
export const MATCH_PATH = '/api/v1/matches/{id}';

const AUTH_HEADER = `-H "Authorization: Bearer $${KEY_VARIABLE}"`;
const FETCH_HEADERS = `{ headers: { Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\` } }`;

export function curlFixtures(base: string): string {
  return `curl ${AUTH_HEADER} \\\n  "${base}${FIXTURES_PATH}"`;
}

export function curlMatch(base: string): string {
  return [
    '# MATCH_ID: an id from the fixtures list',
    `curl ${AUTH_HEADER} \\`,
    `  "${base}/api/v1/matches/$MATCH_ID"`,
  ].join('\n');
}

export function fetchFixtures(base: string): string {
  return [
    'const response = await fetch(',
    `  '${base}${FIXTURES_PATH}',`,
    `  ${FETCH_HEADERS},`,
    ');',
    "// Every error is { error: '<sentence>' } with its HTTP status.",
    'if (!response.ok) throw new Error((await response.json()).error);',
    'const { asOf, data: fixtures, nextCursor } = await response.json();',
  ].join('\n');
}

export function fetchMatch(base: string): string {
  return [
    'const matchId = fixtures[0].id; // from the fixtures list',
    'const response = await fetch(',
    `  \`${base}/api/v1/matches/\${matchId}\`,`,
    `  ${FETCH_HEADERS},`,
    ');',
    'if (!response.ok) throw new Error((await response.json()).error);',
    'const { asOf, data: match } = await response.json();',
  ].join('\n');
}

export function curlBothHeaders(base: string): string {
  return [
    `curl ${AUTH_HEADER} \\`,
    `  "${base}/api/v1/leagues"`,
    '# or',
    `curl -H "X-API-Key: $${KEY_VARIABLE}" \\`,
    `  "${base}/api/v1/leagues"`,
  ].join('\n');
}

/** Walks every page of a list by passing `nextCursor` back as `cursor`. */
export function fetchAllPages(base: string): string {
  return [
    'const fixtures = [];',
    'let cursor = null;',
    'do {',
    `  const url = new URL('${base}${FIXTURES_PATH}');`,
    "  url.searchParams.set('limit', '100');",
    "  if (cursor) url.searchParams.set('cursor', cursor);",
    `  const response = await fetch(url, ${FETCH_HEADERS});`,
    '  if (!response.ok) throw new Error((await response.json()).error);',
    '  const page = await response.json();',
    '  fixtures.push(...page.data);',
    '  cursor = page.nextCursor; // null on the last page',
    '} while (cursor);',
  ].join('\n');
}

export function curlRevalidate(base: string): string {
  return [
    `curl -i ${AUTH_HEADER} \\`,
    `  "${base}/api/v1/leagues"`,
    '# HTTP/1.1 200 OK',
    '# etag: "<tag>"',
    '',
    `curl -i ${AUTH_HEADER} \\`,
    `  -H 'If-None-Match: "<tag>"' \\`,
    `  "${base}/api/v1/leagues"`,
    '# HTTP/1.1 304 Not Modified (no body: keep using your copy)',
  ].join('\n');
}

/** The headers every keyed answer carries; the numbers are the key's own, so they are named. */
export const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy: <per minute>;w=60, <per day>;w=86400',
  'RateLimit-Limit: <the limit that is closer>',
  'RateLimit-Remaining: <requests left under it>',
  'RateLimit-Reset: <seconds until it starts again>',
].join('\n');

export const TOO_MANY_REQUESTS = [
  'HTTP/1.1 429 Too Many Requests',
  'Retry-After: <seconds>',
  '',
  '{ "error": "This API key has made too many requests this minute. Wait for the Retry-After seconds and try again." }',
].join('\n');

export const ERROR_BODY = '{ "error": "limit must be a whole number from 1 to 100." }';

/**
 * What the API is, in the words the document's introduction opens with. It stands in the page's
 * header so it is painted from the build's first render, before the document has loaded (it is
 * the page's largest text: Lighthouse's LCP waited for the document until it was here).
 */
export const API_LEAD =
  "Read-only JSON access to Strix's predictions, odds, value bets, team and player stats and graded record. Included in the Premium plan.";
