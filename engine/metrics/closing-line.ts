/**
 * Closing-line value: the expected return of a bet struck at `takenDecimal` if the de-vigged
 * closing price is the truth, i.e. taken × closing fair probability − 1. 0.04 means the price
 * taken was 4 % better than fair at the close. The closing line is the sharpest public estimate
 * there is, so beating it consistently is the usual evidence of a real edge even over samples
 * too small for profit to mean anything.
 */
export function closingLineValue(takenDecimal: number, closingFairProbability: number): number {
  if (!(takenDecimal > 1)) throw new RangeError(`Not a decimal price: ${takenDecimal}`);
  if (!(closingFairProbability >= 0 && closingFairProbability <= 1)) {
    throw new RangeError(`Not a probability: ${closingFairProbability}`);
  }
  return takenDecimal * closingFairProbability - 1;
}
