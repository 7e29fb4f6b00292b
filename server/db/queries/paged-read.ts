import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import { matches } from '../schema.ts';

/** Rows per page of a long read of matches: about a season of MLB. */
const PAGE_ROWS = 4_000;

export interface KeyedByKickoff {
  kickoff: Date;
  id: number;
}

/** Where a read ordered by `matches.kickoff, matches.id` goes on after `last`. */
export const afterKickoff = (last: KeyedByKickoff): SQL =>
  sql`(${matches.kickoff}, ${matches.id}) > (${last.kickoff.toISOString()}::timestamptz, ${last.id}::int)`;

/**
 * A long read a page at a time, with a turn of the event loop between pages. PGlite runs each
 * query, and turns its whole result into rows, in this thread: a league's history in one read
 * held every request for up to half a second while the models warmed (docs/performance.md,
 * "Third reading (2026-11-30): what held the starts"). `page` reads the rows after `after` (a
 * condition for its where clause; undefined on the first page) in the order `next` follows, at
 * most `limit` of them; `next` says where the page after `last` starts (`afterKickoff`).
 */
export async function readInPages<T>(
  page: (after: SQL | undefined, limit: number) => Promise<T[]>,
  next: (last: T) => SQL,
  limit = PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let after: SQL | undefined; ; ) {
    const read = await page(after, limit);
    for (const row of read) rows.push(row);
    const last = read.at(-1);
    if (read.length < limit || last === undefined) return rows;
    after = next(last);
    await nextTurn();
  }
}

/** Matches whose prices one read takes, in `readInSlices`: about a season of a soccer league. */
const SLICE_IDS = 400;

/**
 * A read of many matches' rows (their prices), `SLICE_IDS` matches at a time with a turn of the
 * event loop after each, for the same reason as `readInPages`: a league's prices at once were
 * one read of up to a second on PGlite. Each match's rows come whole from one slice.
 */
export async function readInSlices<T>(
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<T[]>,
  slice = SLICE_IDS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += slice) {
    for (const row of await read(ids.slice(at, at + slice))) rows.push(row);
    await nextTurn();
  }
  return rows;
}
