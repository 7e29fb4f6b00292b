/**
 * Margin removal: turn a book's margin-inclusive implied probabilities π_i = 1/price_i into
 * fair probabilities that sum to 1.
 *
 * - multiplicative: scale every π_i by the same factor. Simple, but it leaves the
 *   favourite–longshot bias in place: books load more margin onto longshots than favourites.
 * - power: p_i = π_i^k with k chosen so Σ p_i = 1. With a margin k > 1, which shrinks small
 *   π_i proportionally more than large ones, so longshots lose more margin.
 * - shin: Shin (1993) models the margin as the book's defence against a share z of insiders;
 *   fair probabilities follow in closed form for a given z (Jullien & Salanié 2000), and z is
 *   the value that makes them sum to 1. For two outcomes it coincides with taking the same
 *   amount of margin off each side.
 */
import { assertBook, sum } from './odds.ts';
import { bisect } from './root.ts';

export type DevigMethod = 'multiplicative' | 'power' | 'shin';

export const DEVIG_METHODS: readonly DevigMethod[] = ['multiplicative', 'power', 'shin'];

export function devig(prices: readonly number[], method: DevigMethod): number[] {
  switch (method) {
    case 'multiplicative':
      return devigMultiplicative(prices);
    case 'power':
      return devigPower(prices);
    case 'shin':
      return devigShin(prices);
  }
}

export function devigMultiplicative(prices: readonly number[]): number[] {
  assertBook(prices);
  const implied = prices.map((price) => 1 / price);
  const total = sum(implied);
  return implied.map((p) => p / total);
}

export function devigPower(prices: readonly number[]): number[] {
  const k = powerExponent(prices);
  return prices.map((price) => (1 / price) ** k);
}

/** The k with Σ (1/price_i)^k = 1: above 1 for a book with a margin, below 1 for an underround one. */
export function powerExponent(prices: readonly number[]): number {
  assertBook(prices);
  const implied = prices.map((price) => 1 / price);
  // Σ π_i^k falls as k grows (every π_i < 1), so one root exists; widen the bracket around
  // k = 1 until it changes sign.
  const excess = (k: number) => {
    let total = 0;
    for (const p of implied) total += p ** k;
    return total - 1;
  };
  const atOne = excess(1);
  if (atOne === 0) return 1;
  let lo = 1;
  let hi = 1;
  if (atOne > 0) {
    while (excess(hi) > 0) hi *= 2;
  } else {
    while (excess(lo) < 0) lo /= 2;
  }
  return bisect(excess, lo, hi);
}

export function devigShin(prices: readonly number[]): number[] {
  const z = shinInsiderShare(prices);
  const implied = prices.map((price) => 1 / price);
  if (z === 0) {
    const total = sum(implied);
    return implied.map((p) => p / total);
  }
  return shinProbabilities(implied, sum(implied), z);
}

/**
 * Shin's z, the share of money the book treats as coming from insiders. Only a book with a
 * margin has one: for an underround book (Σπ ≤ 1) the model has no solution with z ≥ 0, so
 * this returns 0 and devigShin falls back to plain normalisation.
 */
export function shinInsiderShare(prices: readonly number[]): number {
  assertBook(prices);
  const implied = prices.map((price) => 1 / price);
  const booksum = sum(implied);
  if (booksum <= 1) return 0;
  // Σ p_i(z) is sqrt(Σπ) > 1 at z = 0 and tends to Σπ²/Σπ < 1 as z → 1, falling in between.
  const excess = (z: number) => sum(shinProbabilities(implied, booksum, z)) - 1;
  return bisect(excess, 0, 1 - 1e-9);
}

function shinProbabilities(implied: readonly number[], booksum: number, z: number): number[] {
  return implied.map(
    (p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / booksum) - z) / (2 * (1 - z)),
  );
}
