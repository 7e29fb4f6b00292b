import { describe, expect, it } from 'vitest';
import { kellyFraction, suggestedStake } from './kelly.ts';
import { valueTier } from './tier.ts';
import { findValueBets, valueBet } from './value-bet.ts';

describe('valueBet', () => {
  it('works out a hand-checked edge', () => {
    // 2.50 on a 45 % shot: EV = 0.45·2.5 − 1 = 12.5 %; Kelly = 0.125/1.5 = 8.33 %;
    // a quarter of that is 2.08 %, so the 2 % cap applies.
    const bet = valueBet({ price: 2.5, modelProbability: 0.45 });
    expect(bet.impliedProbability).toBeCloseTo(0.4, 12);
    expect(bet.modelProbability).toBe(0.45);
    expect(bet.expectedValuePct).toBeCloseTo(12.5, 10);
    expect(bet.fairOdds).toBeCloseTo(2.222222, 6);
    expect(bet.kellyFraction).toBeCloseTo(0.083333, 6);
    expect(bet.stake).toBe(0.02);
  });

  it('stakes a quarter Kelly below the cap', () => {
    // 2.00 on 52 %: EV 4 %, Kelly 0.04, quarter Kelly 0.01.
    const bet = valueBet({ price: 2, modelProbability: 0.52 });
    expect(bet.expectedValuePct).toBeCloseTo(4, 10);
    expect(bet.kellyFraction).toBeCloseTo(0.04, 12);
    expect(bet.stake).toBeCloseTo(0.01, 12);
  });

  it('never stakes on a negative edge', () => {
    const bet = valueBet({ price: 1.8, modelProbability: 0.5 });
    expect(bet.expectedValuePct).toBeCloseTo(-10, 10);
    expect(bet.kellyFraction).toBe(0);
    expect(bet.stake).toBe(0);
  });

  it('takes other staking settings', () => {
    expect(
      valueBet({ price: 2, modelProbability: 0.6 }, { kellyMultiplier: 1, maxStake: 1 }).stake,
    ).toBeCloseTo(0.2, 12);
    expect(suggestedStake(2, 0.6, 0.5, 0.05)).toBe(0.05);
    expect(kellyFraction(3, 0.2)).toBe(0);
  });

  it('rejects inputs that are not a price or a probability', () => {
    expect(() => valueBet({ price: 1, modelProbability: 0.5 })).toThrow(RangeError);
    expect(() => valueBet({ price: 2, modelProbability: 0 })).toThrow(RangeError);
    expect(() => valueBet({ price: 2, modelProbability: 1.1 })).toThrow(RangeError);
  });
});

describe('valueTier', () => {
  it('follows the spec cut-offs, strictly above each', () => {
    expect(valueTier(12)).toBe('strong');
    expect(valueTier(10)).toBe('medium');
    expect(valueTier(5.01)).toBe('medium');
    expect(valueTier(5)).toBe('neutral');
    expect(valueTier(-3)).toBe('neutral');
  });
});

describe('findValueBets', () => {
  const rows = [
    { book: 'A', outcome: 'home', price: 2.3, modelProbability: 0.5 },
    { book: 'B', outcome: 'home', price: 2.12, modelProbability: 0.5 },
    { book: 'A', outcome: 'away', price: 1.7, modelProbability: 0.5 },
    { book: 'C', outcome: 'home', price: 2.02, modelProbability: 0.5 },
    { book: 'D', outcome: 'home', price: Number.NaN, modelProbability: 0.5 },
  ];

  it('keeps rows above the threshold, best first, with their labels and tier', () => {
    const found = findValueBets(rows, 0);
    expect(found.map((f) => f.book)).toEqual(['A', 'B', 'C']);
    expect(found[0]).toMatchObject({ book: 'A', outcome: 'home', tier: 'strong' });
    expect(found[0]?.expectedValuePct).toBeCloseTo(15, 10);
    expect(found[1]).toMatchObject({ book: 'B', tier: 'medium' });
    expect(found[2]).toMatchObject({ book: 'C', tier: 'neutral' });
  });

  it('applies the threshold strictly', () => {
    expect(findValueBets(rows, 5).map((f) => f.book)).toEqual(['A', 'B']);
    expect(findValueBets(rows, 6.5).map((f) => f.book)).toEqual(['A']);
    expect(findValueBets(rows, 15)).toEqual([]);
  });

  it('does not let rounding lift an edge of exactly the cut-off over it', () => {
    const exact = [{ price: 2.1, modelProbability: 0.5 }];
    expect(findValueBets(exact, 5)).toEqual([]);
    expect(findValueBets(exact, 0)[0]?.tier).toBe('neutral');
  });
});
