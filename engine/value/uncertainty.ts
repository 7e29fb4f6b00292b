/**
 * How far a published probability may be off, in probability (0.01 = one percentage point).
 *
 * Strix's probability leans on the betting market, so it cannot be known more precisely than
 * well-run bookmakers agree with each other. Across the 33,529 matches in the football-data files
 * of the offline mirror (2005/06–2024/25, four or more bookmakers quoting), their fair
 * (margin-free) probabilities for the same outcome sit about 0.7 points apart for long shots, 0.9
 * between 10 % and 40 %, 1.1 near evens and 1.5 for heavy favourites (one standard deviation).
 * One point is the round middle of that range.
 *
 * A fixed error in points weighs far more on a small probability (1 point is 2 % of a 45 % chance
 * but 25 % of a 4 % one), and the price multiplies it: at 25.0 a point is worth 25 % of EV.
 */
export const PROBABILITY_MARGIN = 0.01;

/** EV in percent if the probability were `margin` lower than stated. */
export function cautiousExpectedValuePct(
  price: number,
  probability: number,
  margin = PROBABILITY_MARGIN,
): number {
  return ((probability - margin) * price - 1) * 100;
}

/**
 * The EV (percent) a price must beat to be listed: the product's threshold, and enough that the
 * edge survives Strix being `margin` too high, i.e. (p − margin)·price > 1, which is
 * EV > 100·margin·price. The second part is what scales with the price: 2.3 % at 2.30 (the
 * threshold rules), 25 % at 25.0. Asking for the threshold itself at the lower probability would
 * raise a 45 % favourite's bar from 3 % to 5.3 % while a long shot needs a price change anyway;
 * the sign of the edge is what the error puts in doubt, the threshold already sets its size.
 */
export function requiredExpectedValuePct(
  price: number,
  thresholdPct: number,
  margin = PROBABILITY_MARGIN,
): number {
  return Math.max(thresholdPct, 100 * margin * price);
}
