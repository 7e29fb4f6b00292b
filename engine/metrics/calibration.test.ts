import { describe, expect, it } from 'vitest';
import { calibrationBins } from './calibration.ts';

describe('calibrationBins', () => {
  it('groups forecasts into equal-width bins with their hit rate', () => {
    const bins = calibrationBins([
      { p: 0.05, hit: 0 },
      { p: 0.12, hit: 0 },
      { p: 0.15, hit: 1 },
      { p: 0.1, hit: 1 },
      { p: 0.95, hit: 1 },
      { p: 1, hit: 1 },
    ]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 0.1, n: 1, meanPredicted: 0.05, observedRate: 0 });
    expect(bins[1]?.n).toBe(3);
    expect(bins[1]?.meanPredicted).toBeCloseTo((0.12 + 0.15 + 0.1) / 3, 12);
    expect(bins[1]?.observedRate).toBeCloseTo(2 / 3, 12);
    expect(bins[9]).toMatchObject({ n: 2, observedRate: 1 });
    expect(bins[9]?.meanPredicted).toBeCloseTo(0.975, 12);
  });

  it('keeps empty bins with no invented rates', () => {
    const bins = calibrationBins([], 4);
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [0, 0.25],
      [0.25, 0.5],
      [0.5, 0.75],
      [0.75, 1],
    ]);
    expect(
      bins.every((b) => b.n === 0 && b.meanPredicted === null && b.observedRate === null),
    ).toBe(true);
  });

  it('rejects a value that is not a probability', () => {
    expect(() => calibrationBins([{ p: 1.2, hit: 1 }])).toThrow(RangeError);
    expect(() => calibrationBins([{ p: Number.NaN, hit: 1 }])).toThrow(RangeError);
  });
});
