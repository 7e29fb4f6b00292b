/**
 * Wilson score interval for a binomial proportion: `hits` of `n` at `z` standard errors (1.96 for
 * 95%). Unlike p ± z·√(p(1−p)/n) it stays inside [0, 1] and is not zero-width at 0 or n hits,
 * which matters for the sparse end bins of a calibration chart.
 */
export function wilsonInterval(hits: number, n: number, z = 1.96): { low: number; high: number } {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Need at least one trial: ${n}`);
  if (!(hits >= 0 && hits <= n)) throw new RangeError(`Hits outside 0…${n}: ${hits}`);
  const p = hits / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
