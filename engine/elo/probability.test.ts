import { describe, expect, it } from 'vitest';
import { eloDiffFromProbability, fairSpread, winProbability } from './probability.ts';

describe('winProbability', () => {
  it('follows the logistic Elo curve', () => {
    expect(winProbability(0)).toBe(0.5);
    // A 400-point edge is 10 to 1.
    expect(winProbability(400)).toBeCloseTo(10 / 11, 14);
    expect(winProbability(-400)).toBeCloseTo(1 / 11, 14);
    // 538's NBA home court alone: 1/(1 + 10^-0.25) = 0.640.
    expect(winProbability(100)).toBeCloseTo(0.640065, 6);
  });

  it('round-trips through the Elo difference', () => {
    for (const diff of [-350, -100, -12.5, 0, 48, 100, 275]) {
      expect(eloDiffFromProbability(winProbability(diff))).toBeCloseTo(diff, 9);
    }
    expect(() => eloDiffFromProbability(1)).toThrow(RangeError);
  });
});

describe('fairSpread', () => {
  it('converts Elo points to points with the home favourite positive', () => {
    expect(fairSpread(100, 25)).toBe(4);
    expect(fairSpread(-56, 28)).toBe(-2);
    expect(() => fairSpread(100, 0)).toThrow(RangeError);
  });
});
