import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal.ts';
import { SPREAD_SIGMA, spreadToWinProbability, winProbabilityToSpread } from './spread.ts';

/** Φ(x) by Simpson's rule on the density, as an independent reference. */
function integratedCdf(x: number): number {
  const lo = -12;
  const n = 20000;
  const h = (x - lo) / n;
  const f = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let s = f(lo) + f(x);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(lo + i * h);
  return (s * h) / 3;
}

describe('normal distribution', () => {
  it('matches tabulated values and a numerical integral', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 13);
    expect(normalCdf(1.96)).toBeCloseTo(0.97500210485178, 13);
    expect(normalCdf(-2)).toBeCloseTo(0.0227501319481792, 13);
    for (const x of [-4, -2.5, -1, -0.3, 0.2, 0.9, 1.7, 3.1]) {
      expect(normalCdf(x)).toBeCloseTo(integratedCdf(x), 12);
    }
  });

  it('inverts the CDF', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    for (const p of [1e-9, 0.001, 0.02, 0.3, 0.5, 0.77, 0.98, 0.999999]) {
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 14);
    }
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1.1)).toBeNaN();
  });
});

describe('spread ↔ win probability', () => {
  it('gives a pick-em 50 % and favours the side the spread favours', () => {
    expect(spreadToWinProbability(0, SPREAD_SIGMA.nfl)).toBe(0.5);
    expect(spreadToWinProbability(3, SPREAD_SIGMA.nfl)).toBeGreaterThan(0.5);
    expect(spreadToWinProbability(-3, SPREAD_SIGMA.nfl)).toBeCloseTo(
      1 - spreadToWinProbability(3, SPREAD_SIGMA.nfl),
      14,
    );
  });

  it('matches Φ(spread/σ) worked by hand', () => {
    // A 13.5-point NFL favourite is one σ ahead: Φ(1) = 0.8413.
    expect(spreadToWinProbability(13.5, 13.5)).toBeCloseTo(0.841345, 6);
    // A 6-point NBA home favourite with σ = 12: Φ(0.5) = 0.6915.
    expect(spreadToWinProbability(6, SPREAD_SIGMA.nba)).toBeCloseTo(0.691462, 6);
  });

  it('round-trips', () => {
    for (const spread of [-17, -6.5, -1, 0.5, 3, 7, 14]) {
      for (const sigma of [SPREAD_SIGMA.nfl, SPREAD_SIGMA.nba]) {
        const p = spreadToWinProbability(spread, sigma);
        expect(winProbabilityToSpread(p, sigma)).toBeCloseTo(spread, 10);
      }
    }
  });

  it('rejects a certain result and a bad sigma', () => {
    expect(() => winProbabilityToSpread(1, 12)).toThrow(RangeError);
    expect(() => spreadToWinProbability(3, 0)).toThrow(RangeError);
  });
});
