import { buildRequestInit } from './request-init.ts';
import { readStoredToken } from './token-storage.ts';

/**
 * Reads a page opened from its address needs first, asked by the entry script (main.tsx) as soon
 * as it runs, not once the app's code has arrived and rendered: on a phone network that code is
 * most of a second of download and evaluation, and the session check, the status line and the
 * page's data would each start only after it (docs/performance.md, "Lighthouse").
 *
 * Each answer is used once, by the first getJson of the same path (client.ts), and only while the
 * same token is stored and it is fresh; anything else reads as no early answer, and getJson asks
 * as it always does. A request that failed (network down) reads as none too.
 */

/** How long an early answer may wait to be used: it belongs to the page's start, not later. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

interface EarlyRead {
  token: string | null;
  startedAt: number;
  response: Promise<Response | null>;
}

const reads = new Map<string, EarlyRead>();

/**
 * The reads the app makes first on `path` (the address's path, not decoded, as wouter matches
 * it): who is signed in and the status line on every page, plus a match page's match (public:
 * the answer follows the token it was asked with, and is used only while that token is stored)
 * or a league page's outlook.
 * Each path is the one the app's own reader asks for (api/auth.ts, status.ts, match.ts,
 * outlook.ts).
 */
/**
 * The pages whose data is read at entry: a match page's id and a league page's code from the
 * path. route-prefetch.ts reads the same two, so an early read and the page's own query agree.
 */
export const MATCH_PAGE = /^\/match\/([^/]+)\/?$/;
export const LEAGUE_PAGE = /^\/league\/([^/]+)\/?$/;

export function firstReads(path: string): string[] {
  const paths = ['/api/auth/check', '/api/status'];
  const match = MATCH_PAGE.exec(path);
  if (match?.[1]) paths.push(`/api/match/${encodeURIComponent(match[1])}`);
  const league = LEAGUE_PAGE.exec(path);
  if (league?.[1]) paths.push(`/api/league/${encodeURIComponent(league[1])}/outlook`);
  return paths;
}

/** Starts a GET of each path now, as client.ts would ask it. */
export function startEarlyReads(paths: string[]) {
  const token = readStoredToken();
  for (const path of paths) {
    if (reads.has(path)) continue;
    const response = fetch(path, buildRequestInit({ method: 'GET' })).catch(() => null);
    reads.set(path, { token, startedAt: Date.now(), response });
  }
}

/**
 * The early answer to a GET of `path`, at most once; null when there is none, it was asked
 * with another token than the one stored now (signed out, or in as someone else since), or it
 * is older than EARLY_READ_MAX_AGE_MS. The promise resolves to null if the request failed.
 */
export function takeEarlyRead(path: string): Promise<Response | null> | null {
  const read = reads.get(path);
  if (!read) return null;
  reads.delete(path);
  if (read.token !== readStoredToken()) return null;
  if (Date.now() - read.startedAt > EARLY_READ_MAX_AGE_MS) return null;
  return read.response;
}

/** Forgets every early read (tests). */
export function clearEarlyReads() {
  reads.clear();
}
