import { describe, expect, it } from 'vitest';
import {
  devig,
  devigMultiplicative,
  devigPower,
  devigShin,
  powerExponent,
  shinInsiderShare,
} from './devig.ts';

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Independent solver for the tests: scan a grid for the smallest |g(x)|, then zoom in around
 * it. No bracketing, no sign logic, nothing shared with the implementation.
 */
function gridSolve(g: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let best = lo;
  for (let round = 0; round < 12; round++) {
    const step = (b - a) / 1000;
    let bestErr = Number.POSITIVE_INFINITY;
    for (let i = 0; i <= 1000; i++) {
      const x = a + i * step;
      const err = Math.abs(g(x));
      if (err < bestErr) {
        bestErr = err;
        best = x;
      }
    }
    a = Math.max(lo, best - step);
    b = Math.min(hi, best + step);
  }
  return best;
}

// Favourite–longshot 2-way book: π = 0.8 + 0.25 = 1.05.
const TWO_WAY = [1.25, 4.0];
// Football 1X2 with a heavy favourite: π ≈ 0.769 + 0.182 + 0.100 = 1.051.
const THREE_WAY = [1.3, 5.5, 10.0];

describe('devigMultiplicative', () => {
  it('scales implied probabilities by the book sum', () => {
    const p = devigMultiplicative(TWO_WAY);
    expect(p[0]).toBeCloseTo(0.8 / 1.05, 12);
    expect(p[1]).toBeCloseTo(0.25 / 1.05, 12);
  });

  it('gives 50/50 for a -110/-110 line', () => {
    expect(devigMultiplicative([1.909091, 1.909091])).toEqual([0.5, 0.5]);
  });
});

describe('devigShin', () => {
  it('takes the same margin off each side of a two-way book (a known property of Shin)', () => {
    // For n = 2, Σ p = 1 forces p1 − p2 = π1 − π2, so each side loses half the overround:
    // 0.8 − 0.025 = 0.775 and 0.25 − 0.025 = 0.225.
    const p = devigShin(TWO_WAY);
    expect(p[0]).toBeCloseTo(0.775, 10);
    expect(p[1]).toBeCloseTo(0.225, 10);
  });

  it('matches a brute-force solution of the Jullien–Salanié equation on a 3-way book', () => {
    const implied = THREE_WAY.map((x) => 1 / x);
    const booksum = sumOf(implied);
    const fair = (z: number) =>
      implied.map(
        (pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / booksum) - z) / (2 * (1 - z)),
      );
    const z = gridSolve((x) => sumOf(fair(x)) - 1, 0, 0.5);
    expect(shinInsiderShare(THREE_WAY)).toBeCloseTo(z, 9);
    const p = devigShin(THREE_WAY);
    const expected = fair(z);
    for (let i = 0; i < 3; i++) expect(p[i]).toBeCloseTo(expected[i]!, 9);
    expect(sumOf(p)).toBeCloseTo(1, 12);
  });

  it("recovers the true probabilities and z from prices built by Shin's own model", () => {
    // Shin's bookmaker quotes π_i = sqrt(z p_i + (1 − z) p_i²) · Σ_j sqrt(z p_j + (1 − z) p_j²).
    const truth = [0.55, 0.27, 0.18];
    const z = 0.025;
    const root = truth.map((p) => Math.sqrt(z * p + (1 - z) * p * p));
    const prices = root.map((r) => 1 / (r * sumOf(root)));
    expect(shinInsiderShare(prices)).toBeCloseTo(z, 10);
    const p = devigShin(prices);
    for (let i = 0; i < 3; i++) expect(p[i]).toBeCloseTo(truth[i]!, 10);
  });

  it('has no insiders in a fair book and falls back to normalising an underround one', () => {
    expect(shinInsiderShare([2, 2])).toBe(0);
    expect(devigShin([2.1, 2.1])).toEqual([0.5, 0.5]);
  });
});

describe('devigPower', () => {
  it('matches a brute-force solution of Σ π^k = 1', () => {
    for (const book of [TWO_WAY, THREE_WAY]) {
      const implied = book.map((x) => 1 / x);
      const k = gridSolve((x) => sumOf(implied.map((pi) => pi ** x)) - 1, 0.5, 3);
      expect(powerExponent(book)).toBeCloseTo(k, 9);
      const p = devigPower(book);
      expect(sumOf(p)).toBeCloseTo(1, 12);
      for (let i = 0; i < book.length; i++) expect(p[i]).toBeCloseTo(implied[i]! ** k, 9);
    }
  });

  it('recovers probabilities from a book built as p^(1/k)', () => {
    const truth = [0.6, 0.25, 0.15];
    const prices = truth.map((p) => 1 / p ** (1 / 1.07));
    expect(powerExponent(prices)).toBeCloseTo(1.07, 10);
    const p = devigPower(prices);
    for (let i = 0; i < 3; i++) expect(p[i]).toBeCloseTo(truth[i]!, 10);
  });

  it('uses k < 1 for an underround book and k = 1 for a fair one', () => {
    expect(powerExponent([2.1, 2.1])).toBeLessThan(1);
    expect(powerExponent([2, 4, 4])).toBe(1);
  });
});

describe('favourite–longshot bias', () => {
  it('Shin and power take more margin off longshots than multiplicative does', () => {
    for (const book of [TWO_WAY, THREE_WAY]) {
      const mult = devigMultiplicative(book);
      const shin = devigShin(book);
      const power = devigPower(book);
      const longshot = book.length - 1;
      expect(shin[longshot]!).toBeLessThan(mult[longshot]!);
      expect(power[longshot]!).toBeLessThan(mult[longshot]!);
      expect(shin[0]!).toBeGreaterThan(mult[0]!);
      expect(power[0]!).toBeGreaterThan(mult[0]!);
      for (const p of [mult, shin, power]) expect(sumOf(p)).toBeCloseTo(1, 12);
    }
  });

  it('leaves the ranking of outcomes alone', () => {
    for (const method of ['multiplicative', 'power', 'shin'] as const) {
      const p = devig([2.4, 3.3, 3.1], method);
      expect(p[0]!).toBeGreaterThan(p[2]!);
      expect(p[2]!).toBeGreaterThan(p[1]!);
    }
  });
});
