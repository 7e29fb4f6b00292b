export interface Summary {
  mean: number;
  /** Standard error of the mean, s/√n with the n − 1 sample deviation; NaN below two values. */
  se: number;
  n: number;
}

/** Mean and its standard error; an empty list has no mean, so both are NaN. */
export function summarise(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { mean: Number.NaN, se: Number.NaN, n: 0 };
  let total = 0;
  for (const v of values) total += v;
  const mean = total / n;
  if (n < 2) return { mean, se: Number.NaN, n };
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return { mean, se: Math.sqrt(squares / (n - 1) / n), n };
}

/**
 * Mean and standard error of a − b taken game by game. Two models scored on the same games are
 * strongly correlated, so the paired difference has a far smaller error than the two
 * standard errors combined; this is how "ΔBrier = +0.005 ± 0.002" is computed.
 */
export function pairedDelta(a: readonly number[], b: readonly number[]): Summary {
  if (a.length !== b.length) {
    throw new RangeError(`Paired samples differ in length: ${a.length} vs ${b.length}`);
  }
  return summarise(a.map((x, i) => x - b[i]!));
}
