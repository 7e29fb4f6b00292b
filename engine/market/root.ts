/**
 * Bracketed root finding for the de-vig equations. Bisection is slow next to Newton, but these
 * equations are monotone on a known interval, so a bracket can never diverge or leave the
 * domain (a power k ≤ 0, a Shin z ≥ 1), and 100 halvings reach machine precision on any
 * interval that matters here.
 */
export function bisect(
  f: (x: number) => number,
  lo: number,
  hi: number,
  tolerance = 1e-15,
  maxIterations = 200,
): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  const fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) {
    throw new RangeError(`Root not bracketed on [${lo}, ${hi}]`);
  }
  for (let i = 0; i < maxIterations && b - a > tolerance; i++) {
    const mid = a + (b - a) / 2;
    if (mid === a || mid === b) break;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = mid;
      fa = fm;
    } else {
      b = mid;
    }
  }
  return a + (b - a) / 2;
}
