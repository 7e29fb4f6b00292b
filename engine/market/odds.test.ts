import { describe, expect, it } from 'vitest';
import { americanFromDecimal, decimalFromAmerican, impliedProbabilities } from './odds.ts';

describe('American ↔ decimal', () => {
  it('converts the textbook prices', () => {
    expect(decimalFromAmerican(-150)).toBeCloseTo(1.666667, 6);
    expect(decimalFromAmerican(200)).toBe(3);
    expect(decimalFromAmerican(-110)).toBeCloseTo(1.909091, 6);
    expect(decimalFromAmerican(100)).toBe(2);
    expect(decimalFromAmerican(-100)).toBe(2);
    expect(americanFromDecimal(3)).toBeCloseTo(200, 10);
    expect(americanFromDecimal(1.5)).toBeCloseTo(-200, 10);
    expect(americanFromDecimal(2)).toBe(100);
  });

  it('round-trips both ways', () => {
    for (const american of [-1000, -250, -150, -110, -101, 100, 101, 120, 250, 1500]) {
      expect(americanFromDecimal(decimalFromAmerican(american))).toBeCloseTo(american, 9);
    }
    for (const decimal of [1.01, 1.25, 1.909, 2, 2.05, 3.4, 11]) {
      expect(decimalFromAmerican(americanFromDecimal(decimal))).toBeCloseTo(decimal, 12);
    }
  });

  it('rejects values that are not prices', () => {
    expect(() => decimalFromAmerican(50)).toThrow(RangeError);
    expect(() => decimalFromAmerican(Number.NaN)).toThrow(RangeError);
    expect(() => americanFromDecimal(1)).toThrow(RangeError);
    expect(() => americanFromDecimal(0.5)).toThrow(RangeError);
  });
});

describe('impliedProbabilities', () => {
  it('is 1/price with the overround as the excess over 1', () => {
    const { probabilities, overround } = impliedProbabilities([1.909091, 1.909091]);
    expect(probabilities[0]).toBeCloseTo(0.52381, 5);
    expect(overround).toBeCloseTo(0.047619, 5);
    const three = impliedProbabilities([2, 4, 4]);
    expect(three.probabilities).toEqual([0.5, 0.25, 0.25]);
    expect(three.overround).toBe(0);
  });

  it('rejects a one-outcome or invalid book', () => {
    expect(() => impliedProbabilities([2])).toThrow(RangeError);
    expect(() => impliedProbabilities([2, Number.NaN])).toThrow(RangeError);
  });
});
