/**
 * Price conversions. Decimal odds are the engine's working format: a decimal price is the
 * total return per unit staked, so its reciprocal is the book's (margin-inclusive) implied
 * probability.
 */

/** -150 → 1.6667, +200 → 3.0. American prices are ±100 or beyond; anything in between is not a price. */
export function decimalFromAmerican(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new RangeError(`Not an American price: ${american}`);
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/**
 * 3.0 → +200, 1.6667 → -150. Even money (2.0) is written +100 by convention, the sign books
 * use for a price that returns at least the stake in profit.
 */
export function americanFromDecimal(decimal: number): number {
  if (!isValidPrice(decimal)) throw new RangeError(`Not a decimal price: ${decimal}`);
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}

/** A decimal price must pay back more than the stake to mean anything. */
export function isValidPrice(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

export interface ImpliedProbabilities {
  /** 1/price for each outcome, in the order given; they sum to 1 + overround. */
  probabilities: number[];
  /** Σ 1/price − 1: the book's margin (0.05 = a 5 % overround). */
  overround: number;
}

export function impliedProbabilities(prices: readonly number[]): ImpliedProbabilities {
  assertBook(prices);
  const probabilities = prices.map((price) => 1 / price);
  return { probabilities, overround: sum(probabilities) - 1 };
}

export function assertBook(prices: readonly number[]): void {
  if (prices.length < 2) throw new RangeError('A book needs at least two outcomes');
  for (const price of prices) {
    if (!isValidPrice(price)) throw new RangeError(`Not a decimal price: ${price}`);
  }
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
