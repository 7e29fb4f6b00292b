import type { OutlookBacktestResponse, OutlookBacktestRow } from '@contract';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { BASELINE_FLOOR } from '../../../engine/season/backtest-score.ts';
import { LEAGUES } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import {
  backtestDataVersion,
  loadBacktestRecord,
  saveBacktestRecord,
} from '../../db/queries/record.ts';
import { loadLeagueMatches, loadTeams } from '../../db/queries/sports-catalogue.ts';
import { backtestCutoff } from '../record/backtest-service.ts';
import {
  BACKTEST_SIMULATIONS,
  backtestLeague,
  OUTLOOK_BACKTEST_VERSION,
  summariseLeague,
} from './outlook-backtest.ts';
import { isOutlookLeague } from './outlook-service.ts';

type Ready = Extract<OutlookBacktestResponse, { status: 'ready' }>;

/** Every league's past seasons simulated and scored with data known before `cutoff`. */
export async function computeOutlookBacktest(
  db: Db,
  cutoff: Date,
  computedAt: Date,
  signal?: AbortSignal,
): Promise<Ready> {
  const teamNames = new Map((await loadTeams(db)).map((t) => [t.id, t.name]));
  const names = (id: number) => teamNames.get(id) ?? `Team ${id}`;
  const rows: OutlookBacktestRow[] = [];
  for (const league of LEAGUES) {
    if (!isOutlookLeague(league.id)) continue;
    const matches = await loadLeagueMatches(db, league.id, new Date(0));
    const points = await backtestLeague(league.id, matches, cutoff, names, signal);
    rows.push(...summariseLeague(league.id, league.name, points));
  }
  return {
    status: 'ready',
    asOf: cutoff.toISOString(),
    computedAt: computedAt.toISOString(),
    modelVersion: MODEL_VERSION,
    simulations: BACKTEST_SIMULATIONS,
    baselineFloor: BASELINE_FLOOR,
    rows,
  };
}

/**
 * The outlook backtest as /record serves it: stored per clock day, data version and model
 * version in backtest_records (under its own key prefix), computed once in the background while
 * requests get 'computing' — the record backtest's pattern.
 */
export function createOutlookBacktestRunner(
  db: Db,
  options: { asOf: () => Promise<Date>; now: () => Date; log?: (error: unknown) => void },
) {
  const done = new Map<string, Ready>();
  const running = new Map<string, Promise<void>>();
  const stop = new AbortController();

  function start(key: string, cutoff: Date) {
    const started = performance.now();
    const job = computeOutlookBacktest(db, cutoff, options.now(), stop.signal)
      .then(async (body) => {
        await saveBacktestRecord(db, {
          key,
          body,
          seconds: (performance.now() - started) / 1000,
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
    async current(): Promise<OutlookBacktestResponse> {
      const cutoff = backtestCutoff(await options.asOf());
      const key = `outlooks|${cutoff.toISOString().slice(0, 10)}|${await backtestDataVersion(db, cutoff)}|${MODEL_VERSION}|${OUTLOOK_BACKTEST_VERSION}`;
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
    async settled() {
      await Promise.all(running.values());
    },
    async close() {
      stop.abort();
      await Promise.all(running.values());
    },
  };
}
