import { describe, expect, it } from 'vitest';
import { accuracy, brier, logLoss, multiBrier, rps } from './scores.ts';

describe('rps', () => {
  it('scores a perfect forecast 0 and the worst one 1', () => {
    expect(rps([1, 0, 0], 0)).toBe(0);
    expect(rps([0, 0, 1], 0)).toBe(1);
  });

  it('matches values worked by hand', () => {
    // Cumulative forecast (0.5, 0.8) against observed (1, 1): (0.25 + 0.04) / 2.
    expect(rps([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.145, 12);
    // Against a draw, observed (0, 1): (0.25 + 0.04) / 2 again.
    expect(rps([0.5, 0.3, 0.2], 1)).toBeCloseTo(0.145, 12);
    // Against an away win, observed (0, 0): (0.25 + 0.64) / 2.
    expect(rps([0.5, 0.3, 0.2], 2)).toBeCloseTo(0.445, 12);
    // Cumulative sums worked the same way: e.g. (0.8, 0.9) vs (1, 1) → (0.04 + 0.01) / 2.
    expect(rps([0.9, 0.1, 0], 0)).toBeCloseTo(0.005, 12);
    expect(rps([0.8, 0.1, 0.1], 0)).toBeCloseTo(0.025, 12);
    expect(rps([0.5, 0.25, 0.25], 0)).toBeCloseTo(0.15625, 12);
    expect(rps([0.6, 0.3, 0.1], 1)).toBeCloseTo(0.185, 12);
  });

  it('rewards mass near the outcome where Brier cannot tell', () => {
    // Same Brier (0.56 each), but the first keeps its miss next to the home win.
    expect(multiBrier([0.4, 0.4, 0.2], 0)).toBeCloseTo(multiBrier([0.4, 0.2, 0.4], 0), 12);
    expect(rps([0.4, 0.4, 0.2], 0)).toBeCloseTo(0.2, 12);
    expect(rps([0.4, 0.2, 0.4], 0)).toBeCloseTo(0.26, 12);
  });

  it('equals the binary Brier score for two outcomes', () => {
    expect(rps([0.7, 0.3], 0)).toBeCloseTo(brier(0.7, 1), 12);
    expect(rps([0.7, 0.3], 1)).toBeCloseTo(brier(0.7, 0), 12);
  });

  it('rejects an outcome outside the forecast', () => {
    expect(() => rps([0.5, 0.5], 2)).toThrow(RangeError);
    expect(() => rps([1], 0)).toThrow(RangeError);
  });
});

describe('logLoss', () => {
  it('is the natural log of the probability given to what happened', () => {
    expect(logLoss([0.5, 0.3, 0.2], 1)).toBeCloseTo(-Math.log(0.3), 12);
    expect(logLoss([0.5, 0.5], 0)).toBeCloseTo(Math.LN2, 12);
  });

  it('clips certainty so a confident miss stays finite', () => {
    expect(logLoss([1, 0], 1)).toBeCloseTo(-Math.log(1e-15), 9);
    expect(logLoss([1, 0], 0)).toBeGreaterThan(0);
  });
});

describe('brier and multiBrier', () => {
  it('matches hand-worked values', () => {
    expect(brier(0.7, 1)).toBeCloseTo(0.09, 12);
    expect(brier(0.7, 0)).toBeCloseTo(0.49, 12);
    expect(brier(0.7, 0.5)).toBeCloseTo(0.04, 12);
    expect(multiBrier([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.38, 12);
    expect(multiBrier([0.7, 0.3], 0)).toBeCloseTo(2 * brier(0.7, 1), 12);
  });
});

describe('accuracy', () => {
  it('credits the favourite and splits ties', () => {
    expect(accuracy([0.5, 0.3, 0.2], 0)).toBe(1);
    expect(accuracy([0.5, 0.3, 0.2], 1)).toBe(0);
    expect(accuracy([0.4, 0.4, 0.2], 1)).toBe(0.5);
    expect(accuracy([0.4, 0.4, 0.2], 2)).toBe(0);
  });
});
