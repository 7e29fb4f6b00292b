import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BacktestLeague, BacktestRecordResponse } from '@contract';
import { type LeagueBacktest, scoreLeague } from '../../../engine/backtest/track-record.ts';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { VALUE_RULE } from '../../../engine/value/index.ts';
import { SERVED_LEAGUES, SOCCER_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import { loadLeagueNames } from '../../db/queries/sports-catalogue.ts';
import {
  type DatedForecast,
  soccerLeagueForecasts,
  usLeagueForecasts,
} from '../../sports/backtest/backtest-league.ts';
import type { DataVersion } from '../../sports/backtest/data-version.ts';
import { moneylineRecordForecasts } from '../../sports/backtest/moneyline-league.ts';
import type { OneAtATime } from '../../sports/backtest/one-at-a-time.ts';
import { createStoredComputation } from '../../sports/backtest/stored-computation.ts';

export { backtestCutoff } from '../../sports/backtest/stored-computation.ts';

const DAY = 86_400_000;
/** The backtest scores the year before the clock's day. */
export const BACKTEST_WINDOW_DAYS = 365;

type Ready = Extract<BacktestRecordResponse, { status: 'ready' }>;

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

/** One league's walk-forward forecasts over the window, by the league's model. */
function leagueForecasts(
  db: Db,
  id: string,
  windowFrom: Date,
  cutoff: Date,
  exchangeCommission: number,
  signal?: AbortSignal,
): Promise<DatedForecast[]> {
  if (SOCCER_LEAGUE_IDS.has(id)) {
    return soccerLeagueForecasts(db, id, windowFrom, cutoff, exchangeCommission, signal);
  }
  if (id === 'NBA' || id === 'NFL') return usLeagueForecasts(db, id, windowFrom, cutoff, signal);
  if (id === 'MLB' || id === 'NHL') {
    return moneylineRecordForecasts(db, id, windowFrom, cutoff, exchangeCommission, signal);
  }
  return Promise.resolve([]);
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
  for (const { id } of SERVED_LEAGUES) {
    const rows = await leagueForecasts(db, id, windowFrom, cutoff, exchangeCommission, signal);
    const scored = scoreLeague(rows, VALUE_RULE);
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

export type BacktestRunner = ReturnType<typeof createBacktestRunner>;

/**
 * The backtest as the record serves it, per clock day and data version (see
 * createStoredComputation): stored keys read `<day>|<data version>|<model version>`.
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
    /** The app's long computations' turns: the value-bet ledger's too. */
    turns?: OneAtATime;
    /** The data version, read once for every stored computation of the app. */
    dataVersion?: DataVersion;
  },
) {
  return createStoredComputation<Ready>(db, {
    keyPrefix: '',
    version: MODEL_VERSION,
    asOf: options.asOf,
    now: options.now,
    log: options.log,
    turns: options.turns,
    dataVersion: options.dataVersion,
    compute: (cutoff, computedAt, signal) =>
      computeBacktest(db, cutoff, computedAt, signal, options.exchangeCommission),
  });
}
