import { calibrationBins } from '../metrics/calibration.ts';
import { pairedDelta, summarise } from '../metrics/summary.ts';

/** Mean scores of one forecaster over a set of games. */
export interface Scores {
  n: number;
  rps?: number;
  logLoss: number;
  brier: number;
}

export const mean = (values: readonly number[]) => summarise(values).mean;

/** Mean difference a − b with its standard error (paired over the same games). */
export function delta(a: readonly number[], b: readonly number[]) {
  const result = pairedDelta(a, b);
  return { mean: result.mean, se: result.se };
}

export function calibrationTable(predictions: { p: number; hit: 0 | 1 }[]) {
  return calibrationBins(predictions, 10).filter((bin) => bin.n > 0);
}
