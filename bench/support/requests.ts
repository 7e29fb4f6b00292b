import type autocannon from 'autocannon';

/** Questions as POST /api/search requests, with these headers. */
export const searchRequests = (
  questions: readonly string[],
  headers: Record<string, string>,
): autocannon.Request[] =>
  questions.map((query) => ({
    method: 'POST',
    path: '/api/search',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  }));

/** Asks every question once (every league fitted, every answer worked out) before timing. */
export async function askEveryQuestion(
  base: string,
  questions: readonly string[],
  headers: Record<string, string>,
) {
  for (const query of questions) {
    const r = await fetch(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    if (!r.ok) throw new Error(`${query}: ${r.status} ${await r.text()}`);
  }
}

const address = () => `10.${Math.floor(Math.random() * 80)}.${Math.floor(Math.random() * 250)}.1`;

/**
 * GET requests for `paths`, each from one of 20,000 addresses (X-Forwarded-For through one
 * trusted hop: the server runs with TRUST_PROXY=1), as a crowd would come to a route limited per
 * address; every request still pays for its rate-limit count.
 */
export const crowdRequests = (
  paths: string[],
  headers: Record<string, string>,
): autocannon.Request[] =>
  paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, ...headers, 'x-forwarded-for': address() },
    }),
  }));
