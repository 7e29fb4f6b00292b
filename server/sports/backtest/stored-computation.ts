import type { Db } from '../../db/client.ts';
import { loadBacktestRecord, saveBacktestRecord } from '../../db/queries/record.ts';
import { createDataVersion, type DataVersion } from './data-version.ts';
import type { OneAtATime } from './one-at-a-time.ts';

const DAY = 86_400_000;

/** The start of the clock's UTC day: a backtest is one figure per day, not per minute. */
export const backtestCutoff = (now: Date) => new Date(Math.floor(now.getTime() / DAY) * DAY);

export interface StoredComputationOptions<Ready extends { computedAt: string }> {
  /** Told apart from other computations kept in the same table; part of every stored key. */
  keyPrefix: string;
  /** The model's (and computation's) version: a new one computes afresh. */
  version: string;
  /** The app's clock for sports data (replay date offline, wall clock live). */
  asOf: () => Promise<Date>;
  /** Wall time, stamped on what is computed. */
  now: () => Date;
  compute: (cutoff: Date, computedAt: Date, signal: AbortSignal) => Promise<Ready>;
  log?: (error: unknown) => void;
  /** Shared with the app's other long computations, so that they run one after another. */
  turns?: OneAtATime;
  /** The data version, shared with the app's other stored computations (data-version.ts). */
  dataVersion?: DataVersion;
}

/**
 * A long computation (tens of seconds) served per clock day and data version: from memory, else
 * from backtest_records when this or an earlier run stored it, else computed once in the
 * background while requests get 'computing'. Never awaited by start-up or by a request.
 */
export function createStoredComputation<Ready extends { computedAt: string }>(
  db: Db,
  options: StoredComputationOptions<Ready>,
) {
  const done = new Map<string, Ready>();
  const running = new Map<string, Promise<void>>();
  const stop = new AbortController();
  const dataVersion = options.dataVersion ?? createDataVersion(db);
  /**
   * The key asked for last (the clock's day, its latest data version): a job whose turn comes
   * after a newer one was asked for is skipped. Asks are numbered as they come, so two reads
   * that end in the other order leave the later ask's key.
   */
  let latest: { ask: number; key: string } | undefined;
  let asks = 0;

  async function keyFor(cutoff: Date) {
    const ask = ++asks;
    const data = await dataVersion(cutoff);
    const key = `${options.keyPrefix}${cutoff.toISOString().slice(0, 10)}|${data}|${options.version}`;
    if (!latest || latest.ask < ask) latest = { ask, key };
    return key;
  }

  async function compute(key: string, cutoff: Date) {
    // Its turn came after a newer day or data version was asked for (a clock that runs fast, a
    // late file): that one is computed instead, and this one never is.
    if (latest?.key !== key) return undefined;
    const started = performance.now();
    const body = await options.compute(cutoff, options.now(), stop.signal);
    return { body, seconds: (performance.now() - started) / 1000 };
  }

  function start(key: string, cutoff: Date) {
    const turns: OneAtATime = options.turns ?? ((work) => work());
    // A closing server stops it at its next pause, or before it starts if it is still waiting.
    const job = turns(() => compute(key, cutoff), stop.signal)
      .then(async (result) => {
        if (!result) return;
        const { body, seconds } = result;
        await saveBacktestRecord(db, {
          key,
          body,
          seconds,
          computedAt: new Date(body.computedAt),
        });
        done.clear();
        done.set(key, body);
      })
      .catch((error) => {
        if (!stop.signal.aborted) options.log?.(error);
      })
      .finally(() => running.delete(key));
    running.set(key, job);
  }

  return {
    /** The computation at the clock's day, or 'computing' (and starts it when nothing runs). */
    async current(): Promise<Ready | { status: 'computing'; asOf: string }> {
      const cutoff = backtestCutoff(await options.asOf());
      const key = await keyFor(cutoff);
      const cached = done.get(key);
      if (cached) return cached;
      const stored = (await loadBacktestRecord(db, key)) as Ready | undefined;
      if (stored) {
        done.clear();
        done.set(key, stored);
        return stored;
      }
      if (!running.has(key) && !stop.signal.aborted) start(key, cutoff);
      return { status: 'computing', asOf: cutoff.toISOString() };
    },
    /**
     * Resolves when its computation (if any) has finished, with whatever ran ahead of it in the
     * turns: for tests and benches.
     */
    async settled() {
      await Promise.all(running.values());
    },
    /**
     * Stops a computation under way at its next pause, and one still waiting for its turn at
     * once (the server is closing).
     */
    async close() {
      stop.abort();
      await Promise.all(running.values());
    },
  };
}
