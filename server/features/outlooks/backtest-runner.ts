import type { OutlookBacktestResponse, OutlookBacktestRow } from '@contract';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { BASELINE_FLOOR } from '../../../engine/season/backtest-score.ts';
import { SERVED_LEAGUES } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import { loadLeagueMatches, loadTeams } from '../../db/queries/sports-catalogue.ts';
import { createStoredComputation } from '../../sports/backtest/stored-computation.ts';
import {
  BACKTEST_SIMULATIONS,
  backtestLeague,
  OUTLOOK_BACKTEST_VERSION,
  summariseLeague,
} from './outlook-backtest.ts';
import { isOutlookLeague, nhlEndings } from './outlook-service.ts';

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
  for (const league of SERVED_LEAGUES) {
    if (!isOutlookLeague(league.id)) continue;
    const matches = await loadLeagueMatches(db, league.id, new Date(0));
    const endings = league.id === 'NHL' ? await nhlEndings(db, new Date(0)) : new Map();
    const points = await backtestLeague(league.id, matches, cutoff, names, signal, endings);
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
 * version in backtest_records under its own key prefix, computed once in the background while
 * requests get 'computing' (createStoredComputation, as the record's backtest).
 */
export function createOutlookBacktestRunner(
  db: Db,
  options: { asOf: () => Promise<Date>; now: () => Date; log?: (error: unknown) => void },
) {
  return createStoredComputation<Ready>(db, {
    keyPrefix: 'outlooks|',
    version: `${MODEL_VERSION}|${OUTLOOK_BACKTEST_VERSION}`,
    ...options,
    compute: (cutoff, computedAt, signal) => computeOutlookBacktest(db, cutoff, computedAt, signal),
  });
}
