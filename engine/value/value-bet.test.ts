import { describe, expect, it } from 'vitest';
import { netPrice } from './exchange.ts';
import { kellyFraction, suggestedStake } from './kelly.ts';
import { valueTier } from './tier.ts';
import { cautiousExpectedValuePct, requiredExpectedValuePct } from './uncertainty.ts';
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
    const found = findValueBets(rows, 0, { probabilityMargin: 0 });
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

describe('netPrice', () => {
  it('takes the commission out of the winnings only', () => {
    // 3.00 at 2 %: winnings 2 × 0.98 = 1.96, so 2.96 back per unit.
    expect(netPrice(3, 0.02)).toBeCloseTo(2.96, 12);
    // 2.02 at 2 % pays 1.9996: below a bookmaker's 2.01, above its 1.99.
    expect(netPrice(2.02, 0.02)).toBeCloseTo(1.9996, 12);
    // +2400 (25.0) at 2 %: 1 + 24 × 0.98 = 24.52.
    expect(netPrice(25, 0.02)).toBeCloseTo(24.52, 12);
    expect(netPrice(3, 0)).toBe(3);
  });

  it('rejects a price or commission that cannot be one', () => {
    expect(() => netPrice(1, 0.02)).toThrow(RangeError);
    expect(() => netPrice(2, 1)).toThrow(RangeError);
    expect(() => netPrice(2, -0.01)).toThrow(RangeError);
  });
});

describe('the allowance for error in the probability', () => {
  it('works out the EV a point lower', () => {
    // 2.50 on 45 %: EV +12.5 %; at 44 %, 0.44 × 2.5 − 1 = +10 %.
    expect(cautiousExpectedValuePct(2.5, 0.45)).toBeCloseTo(10, 10);
    expect(valueBet({ price: 2.5, modelProbability: 0.45 }).cautiousExpectedValuePct).toBeCloseTo(
      10,
      10,
    );
    expect(cautiousExpectedValuePct(2.5, 0.45, 0)).toBeCloseTo(12.5, 10);
  });

  it('asks for the threshold or one point times the price, whichever is higher', () => {
    expect(requiredExpectedValuePct(2.3, 3)).toBe(3);
    expect(requiredExpectedValuePct(5, 3)).toBeCloseTo(5, 12);
    expect(requiredExpectedValuePct(25, 3)).toBeCloseTo(25, 12);
    expect(requiredExpectedValuePct(25, 3, 0)).toBe(3);
  });

  it('lists a 45 % favourite at +5.3 % but not a 4.3 % long shot at +5.4 %', () => {
    // 2.34 on 45 %: EV 0.45 × 2.34 − 1 = +5.3 %, bar max(3, 2.34) = 3 %, a point lower +2.96 %.
    const favourite = { book: 'Bet365', price: 2.34, modelProbability: 0.45 };
    // +2400 on an exchange, 24.52 after 2 %, on 4.3 %: EV 0.043 × 24.52 − 1 = +5.4 %, but the
    // bar is 24.52 % and a point lower, 0.033 × 24.52 − 1, it loses 19.1 %.
    const longShot = {
      book: 'Betfair Exchange',
      price: netPrice(25, 0.02),
      modelProbability: 0.043,
    };
    const found = findValueBets([favourite, longShot], 3);
    expect(found.map((f) => f.book)).toEqual(['Bet365']);
    expect(found[0]!.expectedValuePct).toBeCloseTo(5.3, 10);
    expect(found[0]!.cautiousExpectedValuePct).toBeCloseTo(2.96, 10);
    const rejected = valueBet(longShot);
    expect(rejected.expectedValuePct).toBeCloseTo(5.436, 10);
    expect(rejected.cautiousExpectedValuePct).toBeCloseTo(-19.084, 10);
    // Without the allowance the long shot would be listed, and first.
    expect(
      findValueBets([favourite, longShot], 3, { probabilityMargin: 0 }).map((f) => f.book),
    ).toEqual(['Betfair Exchange', 'Bet365']);
  });

  it('raises the bar for a middling price only as far as the price asks', () => {
    // 20 % at 5.20: EV +4 % clears 3 % but not 5.2 %; at 5.30, +6 % clears 5.3 %.
    expect(findValueBets([{ price: 5.2, modelProbability: 0.2 }], 3)).toEqual([]);
    const [bet] = findValueBets([{ price: 5.3, modelProbability: 0.2 }], 3);
    expect(bet?.expectedValuePct).toBeCloseTo(6, 10);
    expect(bet?.cautiousExpectedValuePct).toBeCloseTo(0.7, 10);
  });
});
