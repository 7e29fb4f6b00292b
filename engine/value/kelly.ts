/**
 * Kelly staking. Full Kelly maximises long-run growth only if the model probability is exact;
 * it is not, and over-betting an edge hurts far more than under-betting it, so we suggest a
 * quarter of Kelly and never more than 2 % of bankroll on one outcome.
 */
export const KELLY_MULTIPLIER = 0.25;
export const MAX_STAKE = 0.02;

/** Full-Kelly fraction of bankroll (p·price − 1)/(price − 1); 0 when there is no edge. */
export function kellyFraction(price: number, probability: number): number {
  return Math.max(0, (probability * price - 1) / (price - 1));
}

export function suggestedStake(
  price: number,
  probability: number,
  multiplier = KELLY_MULTIPLIER,
  cap = MAX_STAKE,
): number {
  return Math.min(cap, multiplier * kellyFraction(price, probability));
}
