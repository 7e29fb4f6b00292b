/**
 * Probabilities as percentages with one decimal that add up to exactly 100 (largest remainder).
 * Server and web both print with this, so one probability reads the same wherever it appears,
 * and a draw derived as 100 − home − away matches the one quoted beside it.
 */
export function percentages(probs: readonly number[]): number[] {
  const total = probs.reduce((a, b) => a + b, 0);
  const tenths = probs.map((p) => (p / total) * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths.map((t, i) => ({ i, rest: t - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing--;
  }
  return floors.map((f) => f / 10);
}
