import { describe, expect, it } from 'vitest';
import { bettingSummary } from './betting.ts';

describe('bettingSummary', () => {
  it('settles flat stakes and gives the standard error of the return', () => {
    // Profits +1.5, −1, +1.0, −1: mean 0.125; sample sd √(((1.375²+1.125²+0.875²+1.125²)/3)).
    const s = bettingSummary([
      { price: 2.5, won: true, closingProbability: 0.42 },
      { price: 2.1, won: false, closingProbability: 0.5 },
      { price: 2.0, won: true },
      { price: 3.0, won: false, closingProbability: 0.3 },
    ]);
    expect(s.n).toBe(4);
    expect(s.roi).toBeCloseTo(0.125, 12);
    const sd = Math.sqrt((1.375 ** 2 + 1.125 ** 2 + 0.875 ** 2 + 1.125 ** 2) / 3);
    expect(s.roiSe).toBeCloseTo(sd / 2, 12);
    // CLV only where a closing price exists: 2.5·0.42−1 = 0.05, 2.1·0.5−1 = 0.05, 3·0.3−1 = −0.1.
    expect(s.clvN).toBe(3);
    expect(s.clv).toBeCloseTo(0, 12);
    expect(s.clvSe).toBeCloseTo(Math.sqrt((0.05 ** 2 * 2 + 0.1 ** 2) / 2) / Math.sqrt(3), 12);
  });

  it('claims nothing without bets, and no error from a single one', () => {
    expect(bettingSummary([])).toEqual({
      n: 0,
      roi: null,
      roiSe: null,
      clvN: 0,
      clv: null,
      clvSe: null,
    });
    expect(bettingSummary([{ price: 2, won: true }])).toMatchObject({ n: 1, roi: 1, roiSe: null });
  });
});
