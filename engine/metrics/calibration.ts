export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  /** Mean forecast in the bin; null when the bin is empty (there is nothing to report). */
  meanPredicted: number | null;
  /** Share of the bin's forecasts whose event happened; null when the bin is empty. */
  observedRate: number | null;
}

/**
 * Reliability diagram data: equal-width bins over [0, 1]; each bin holds [from, to) except the
 * last, which includes 1. Empty bins are kept so charts have a fixed x axis.
 */
export function calibrationBins(
  preds: ReadonlyArray<{ p: number; hit: 0 | 1 }>,
  bins = 10,
): CalibrationBin[] {
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`Bad bin count: ${bins}`);
  const n = new Array<number>(bins).fill(0);
  const predicted = new Array<number>(bins).fill(0);
  const hits = new Array<number>(bins).fill(0);
  for (const { p, hit } of preds) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`Not a probability: ${p}`);
    const bin = Math.min(Math.floor(p * bins), bins - 1);
    n[bin]!++;
    predicted[bin]! += p;
    hits[bin]! += hit;
  }
  return n.map((count, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    n: count,
    meanPredicted: count ? predicted[i]! / count : null,
    observedRate: count ? hits[i]! / count : null,
  }));
}
