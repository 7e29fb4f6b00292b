/**
 * The logistic function from a table with linear interpolation: the NBA simulation evaluates it
 * for every game of every simulation (12 million times for 10,000 seasons), where Math.exp is
 * most of the cost. Steps of 32/16384 keep the error under 1e-6, far below Monte Carlo error.
 */
const LIMIT = 16;
const STEPS = 16_384;
const SCALE = STEPS / (2 * LIMIT);
const TABLE = Float64Array.from(
  { length: STEPS + 1 },
  (_, i) => 1 / (1 + Math.exp(-(i / SCALE - LIMIT))),
);

export function logistic(x: number): number {
  if (x <= -LIMIT) return TABLE[0]!;
  if (x >= LIMIT) return TABLE[STEPS]!;
  const f = (x + LIMIT) * SCALE;
  const i = f | 0;
  const lo = TABLE[i]!;
  return lo + (TABLE[i + 1]! - lo) * (f - i);
}
