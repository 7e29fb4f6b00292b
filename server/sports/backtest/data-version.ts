import type { Db } from '../../db/client.ts';
import { backtestDataVersion, sportsDataChanges } from '../../db/queries/record.ts';

/**
 * How often the data version is checked again for the same clock day: the count of writes to
 * results and prices first (one row), the version itself only when that has moved.
 */
export const RECHECK_MS = 60_000;

/** The data version of results and prices known before a clock day's start. */
export type DataVersion = (cutoff: Date) => Promise<string>;

/**
 * The data version a stored computation is keyed by (stored-computation.ts), read for every
 * computation that shares it: the exact version counts every played match and closing price
 * (~0.2 s of PostgreSQL's CPU), so the value-bet ledger and the record's backtest read it once
 * between them, and not again until results or prices were written.
 */
export function createDataVersion(db: Db): DataVersion {
  let known: { cutoff: number; at: number; changes: string; version: string } | undefined;
  let reading: { cutoff: number; version: Promise<string> } | undefined;

  async function read(cutoff: Date): Promise<string> {
    const at = Date.now();
    // What was known for this very day, if anything: a read for another day meanwhile (a clock
    // that runs fast) never lends this one its version.
    const before = known?.cutoff === cutoff.getTime() ? known : undefined;
    if (before && at - before.at < RECHECK_MS) return before.version;
    // Read before the exact version: a write landing between the two moves it on again, so the
    // next check reads the version afresh.
    const changes = await sportsDataChanges(db);
    if (before && changes === before.changes) {
      // No result or price written since: the version stands, without counting every price.
      before.at = at;
      return before.version;
    }
    const version = await backtestDataVersion(db, cutoff);
    // Kept unless a read that began later has ended first.
    if (!known || known.at <= at) known = { cutoff: cutoff.getTime(), at, changes, version };
    return version;
  }

  return (cutoff) => {
    // Asked together (a page reading both computations): one read answers both.
    if (reading?.cutoff !== cutoff.getTime()) {
      const version = read(cutoff).finally(() => {
        if (reading?.version === version) reading = undefined;
      });
      reading = { cutoff: cutoff.getTime(), version };
    }
    return reading.version;
  };
}
