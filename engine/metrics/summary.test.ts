import { describe, expect, it } from 'vitest';
import { pairedDelta, summarise } from './summary.ts';

describe('summarise', () => {
  it('gives the mean and its standard error', () => {
    // Sample variance of 1..4 is 5/3, so se = sqrt(5/3 / 4).
    const s = summarise([1, 2, 3, 4]);
    expect(s.mean).toBe(2.5);
    expect(s.se).toBeCloseTo(Math.sqrt(5 / 3 / 4), 12);
    expect(s.n).toBe(4);
  });

  it('has no error estimate for fewer than two values', () => {
    expect(summarise([3])).toEqual({ mean: 3, se: Number.NaN, n: 1 });
    expect(summarise([])).toEqual({ mean: Number.NaN, se: Number.NaN, n: 0 });
  });
});

describe('pairedDelta', () => {
  it('summarises the game-by-game difference', () => {
    // Differences 0.1, −0.05, 0.05: mean 1/30, sample variance 0.0116667 / 2.
    const d = pairedDelta([0.2, 0.3, 0.25], [0.1, 0.35, 0.2]);
    expect(d.mean).toBeCloseTo(1 / 30, 12);
    expect(d.se).toBeCloseTo(0.0440959, 6);
    expect(d.n).toBe(3);
  });

  it('is tighter than unpaired errors when the two series move together', () => {
    const a = [0.1, 0.5, 0.3, 0.9, 0.2, 0.7];
    const b = a.map((x, i) => x - 0.01 + (i % 2 ? 0.002 : -0.002));
    const paired = pairedDelta(a, b).se;
    const unpaired = Math.hypot(summarise(a).se, summarise(b).se);
    expect(paired).toBeLessThan(unpaired / 10);
  });

  it('refuses samples of different lengths', () => {
    expect(() => pairedDelta([1, 2], [1])).toThrow(RangeError);
  });
});
