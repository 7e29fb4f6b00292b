import { poissonPmf } from '../soccer/poisson.ts';

/**
 * A fixture's score distribution for sampling: P(home i, away j) over 0..maxGoals, row-major.
 * Built from the model's expected goals as two Poissons, then each outcome's cells (home win,
 * draw, away win) scaled so the grid's 1X2 equals the probabilities Strix publishes for the match
 * (model pooled with the market). The scaling keeps the shape of scores within an outcome (goal
 * difference, goals scored) from the model and makes the results agree with the match page;
 * it also restores the draw mass the Dixon–Coles correction adds to low scores.
 */
export function scoreGrid(
  expectedHome: number,
  expectedAway: number,
  published: readonly number[] | null,
  maxGoals: number,
): Float64Array {
  const size = maxGoals + 1;
  const ph = poissonPmf(expectedHome, maxGoals);
  const pa = poissonPmf(expectedAway, maxGoals);
  const grid = new Float64Array(size * size);
  const mass = [0, 0, 0];
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const p = ph[i]! * pa[j]!;
      grid[i * size + j] = p;
      mass[i > j ? 0 : i === j ? 1 : 2]! += p;
    }
  }
  const total = mass[0]! + mass[1]! + mass[2]!;
  const target = published ?? mass.map((m) => m / total);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const o = i > j ? 0 : i === j ? 1 : 2;
      grid[i * size + j] = mass[o]! > 0 ? (grid[i * size + j]! * target[o]!) / mass[o]! : 0;
    }
  }
  return grid;
}

/** Poisson draw by inversion (rates here are a few goals at most). */
export function samplePoisson(rate: number, random: () => number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}
