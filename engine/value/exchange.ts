/**
 * A betting exchange quotes the price one backer matches with another and takes its commission
 * out of the winnings only, so a quoted 3.00 at 2 % pays 1 + 2 × 0.98 = 2.96. Compared before
 * commission, exchange prices look better than every bookmaker's on nearly every outcome.
 */
export function netPrice(price: number, commission: number): number {
  if (!(Number.isFinite(price) && price > 1)) throw new RangeError(`Not a decimal price: ${price}`);
  if (!(commission >= 0 && commission < 1)) {
    throw new RangeError(`Commission must be a fraction in [0, 1): ${commission}`);
  }
  return 1 + (price - 1) * (1 - commission);
}
