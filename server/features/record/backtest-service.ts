import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BacktestLeague, BacktestRecordResponse } from '@contract';
import { type LeagueBacktest, scoreLeague } from '../../../engine/backtest/track-record.ts';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { LEAGUES, SOCCER_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import {
  backtestDataVersion,
  loadBacktestRecord,
  saveBacktestRecord,
} from '../../db/queries/record.ts';
import { loadLeagueNames } from '../../db/queries/sports-catalogue.ts';
import { VALUE_THRESHOLD_PCT } from '../odds/odds-table.ts';
import { type DatedForecast, soccerLeagueForecasts, usLeagueForecasts } from './backtest-league.ts';

const DAY = 86_400_000;
/** The backtest scores the year before the clock's day. */
export const BACKTEST_WINDOW_DAYS = 365;

type Ready = Extract<BacktestRecordResponse, { status: 'ready' }>;

/** The start of the clock's UTC day: the backtest is one figure per day, not per minute. */
export const backtestCutoff = (now: Date) => new Date(Math.floor(now.getTime() / DAY) * DAY);

const round = (x: number | null, digits = 4) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;

function scores(s: LeagueBacktest['strix']) {
  return {
    rps: round(s.rps),
    brier: round(s.brier)!,
    logLoss: round(s.logLoss)!,
    deltaVsClosing: round(s.deltaVsClosing, 5),
    deltaVsClosingSe: round(s.deltaVsClosingSe, 5),
  };
}

function toLeague(
  leagueId: string,
  league: string,
  rows: readonly DatedForecast[],
  scored: LeagueBacktest,
): BacktestLeague {
  const kickoffs = rows.map((r) => r.kickoff.getTime());
  return {
    leagueId,
    league,
    n: scored.n,
    from: new Date(Math.min(...kickoffs)).toISOString(),
    to: new Date(Math.max(...kickoffs)).toISOString(),
    strix: scores(scored.strix),
    model: scores(scored.model),
    closing: scores(scored.closing),
    base: scores(scored.base),
    calibration: scored.calibration.map((b) => ({
      from: b.from,
      to: b.to,
      count: b.n,
      meanPredicted: round(b.meanPredicted)!,
      observedRate: round(b.observedRate)!,
      low: round(b.low)!,
      high: round(b.high)!,
    })),
    valueBets: {
      thresholdPct: scored.valueBets.thresholdPct,
      n: scored.valueBets.n,
      roi: round(scored.valueBets.roi),
      roiSe: round(scored.valueBets.roiSe),
      clvN: scored.valueBets.clvN,
      clv: round(scored.valueBets.clv),
      clvSe: round(scored.valueBets.clvSe),
    },
  };
}

/**
 * The walk-forward backtest of every league over the year before `cutoff`: only matches whose
 * result was known before it, each forecast from data before it. Yields to the event loop
 * between leagues (and US game days) so the server keeps answering while it runs.
 */
export async function computeBacktest(
  db: Db,
  cutoff: Date,
  computedAt: Date,
  signal?: AbortSignal,
  exchangeCommission = 0,
): Promise<Ready> {
  const windowFrom = new Date(cutoff.getTime() - BACKTEST_WINDOW_DAYS * DAY);
  const names = new Map((await loadLeagueNames(db)).map((l) => [l.id, l.name]));
  const leagues: BacktestLeague[] = [];
  for (const { id } of LEAGUES) {
    const rows = SOCCER_LEAGUE_IDS.has(id)
      ? await soccerLeagueForecasts(db, id, windowFrom, cutoff, exchangeCommission, signal)
      : id === 'NBA' || id === 'NFL'
        ? await usLeagueForecasts(db, id, windowFrom, cutoff, signal)
        : [];
    const scored = scoreLeague(rows, VALUE_THRESHOLD_PCT);
    if (scored) leagues.push(toLeague(id, names.get(id) ?? id, rows, scored));
    await nextTurn();
    signal?.throwIfAborted();
  }
  return {
    status: 'ready',
    asOf: cutoff.toISOString(),
    windowFrom: windowFrom.toISOString(),
    modelVersion: MODEL_VERSION,
    computedAt: computedAt.toISOString(),
    leagues,
  };
}

/** How often the data version is read again for the same clock day. */
const RECHECK_MS = 60_000;

/**
 * The backtest as the record serves it: from the database when this clock day and data version
 * were computed before (by this or an earlier run), else computed once in the background while
 * requests get 'computing'. Never awaited by start-up or by a request.
 */
export function createBacktestRunner(
  db: Db,
  options: {
    /** The app's clock for sports data (replay date offline, wall clock live). */
    asOf: () => Promise<Date>;
    /** Wall time, stamped on what is computed. */
    now: () => Date;
    /** An exchange's commission on winnings: its prices are bet net of it. */
    exchangeCommission?: number;
    log?: (error: unknown) => void;
  },
) {
  const done = new Map<string, Ready>();
  const running = new Map<string, Promise<void>>();
  const stop = new AbortController();
  let version: { cutoff: number; at: number; key: string } | undefined;

  async function keyFor(cutoff: Date) {
    const at = Date.now();
    if (version && version.cutoff === cutoff.getTime() && at - version.at < RECHECK_MS) {
      return version.key;
    }
    const key = `${cutoff.toISOString().slice(0, 10)}|${await backtestDataVersion(db, cutoff)}|${MODEL_VERSION}`;
    version = { cutoff: cutoff.getTime(), at, key };
    return key;
  }

  function start(key: string, cutoff: Date) {
    const started = performance.now();
    const job = computeBacktest(db, cutoff, options.now(), stop.signal, options.exchangeCommission)
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
    return job;
  }

  return {
    /** The backtest at the clock's day, or 'computing' (and starts it when nothing runs). */
    async current(): Promise<BacktestRecordResponse> {
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
    /** Resolves when the computation under way (if any) has finished: for tests and benches. */
    async settled() {
      await Promise.all(running.values());
    },
    /** Stops a computation under way at its next pause (the server is closing). */
    async close() {
      stop.abort();
      await Promise.all(running.values());
    },
  };
}
