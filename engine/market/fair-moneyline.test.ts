import { describe, expect, it } from 'vitest';
import { fairMoneylineFromHandicap } from './fair-moneyline.ts';
import { americanFromDecimal } from './odds.ts';
import { SPREAD_SIGMA } from './spread.ts';

describe('fair moneyline from a point spread', () => {
  it('makes an NBA 7-point home favourite about 72% (Φ(7/12)), fair −257 / +257', () => {
    const fair = fairMoneylineFromHandicap(-7, SPREAD_SIGMA.nba)!;
    expect(fair.homeProbability).toBeCloseTo(0.72017, 4);
    // Cross-check on the NBA file's own 912 games closing at 7 with moneylines (2008–Jan 2023):
    // the de-vigged closing moneyline averaged 72.45% for the favourite.
    expect(Math.abs(fair.homeProbability - 0.7245)).toBeLessThan(0.01);
    expect(fair.home).toBeCloseTo(1.3886, 3);
    expect(fair.away).toBeCloseTo(3.5735, 3);
    expect(Math.round(americanFromDecimal(fair.home))).toBe(-257);
    expect(Math.round(americanFromDecimal(fair.away))).toBe(257);
  });

  it('reads the handicap from the home side: +3.5 makes the away team the favourite', () => {
    const fair = fairMoneylineFromHandicap(3.5, SPREAD_SIGMA.nba)!;
    // Φ(3.5/12) = 0.6147: the away side's share.
    expect(fair.awayProbability).toBeCloseTo(0.6147, 4);
    expect(fair.homeProbability + fair.awayProbability).toBeCloseTo(1, 12);
  });

  it("uses the sport's spread: an NFL 3-point favourite is Φ(3/13.5) ≈ 58.8%", () => {
    expect(fairMoneylineFromHandicap(-3, SPREAD_SIGMA.nfl)!.homeProbability).toBeCloseTo(0.5879, 4);
  });

  it("is even money on a pick'em, with no margin in either price", () => {
    const fair = fairMoneylineFromHandicap(0, SPREAD_SIGMA.nba)!;
    expect(fair.home).toBe(2);
    expect(fair.away).toBe(2);
    expect(1 / fair.home + 1 / fair.away).toBe(1);
  });

  it('has no finite price for a line no game is ever set at', () => {
    expect(fairMoneylineFromHandicap(-1000, SPREAD_SIGMA.nba)).toBeNull();
    expect(() => fairMoneylineFromHandicap(Number.NaN, SPREAD_SIGMA.nba)).toThrow(RangeError);
  });
});
