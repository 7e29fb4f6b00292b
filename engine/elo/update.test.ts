import { describe, expect, it } from 'vitest';
import { NBA_ELO, NFL_ELO } from './defaults.ts';
import { eloShift, homeResult, isBackToBack, movMultiplier, regressRating } from './update.ts';

describe('movMultiplier', () => {
  it("matches 538's NFL formula ln(|MOV| + 1) · 2.2 / (0.001 · winnerDiff + 2.2)", () => {
    expect(movMultiplier('log', 7, 0)).toBeCloseTo(2.0794415, 6); // ln 8
    // A 100-point favourite winning by 7 moves less…
    expect(movMultiplier('log', 7, 100)).toBeCloseTo(1.989031, 6); // ln 8 · 2.2/2.3
    // …and a 100-point underdog winning by 7 moves more.
    expect(movMultiplier('log', -7, 100)).toBeCloseTo(2.1784626, 6); // ln 8 · 2.2/2.1
    // A tie counts as a one-point game.
    expect(movMultiplier('log', 0, 100)).toBeCloseTo(Math.LN2, 12);
  });

  it("matches 538's NBA formula (|MOV| + 3)^0.8 / (7.5 + 0.006 · winnerDiff)", () => {
    expect(movMultiplier('power', 10, 0)).toBeCloseTo(1.0377516, 6); // 13^0.8 / 7.5
    expect(movMultiplier('power', -10, 100)).toBeCloseTo(1.1279909, 6); // 13^0.8 / 6.9
  });

  it('is 1 when margins are off or enter the update directly', () => {
    expect(movMultiplier('none', 30, 200)).toBe(1);
    expect(movMultiplier('margin', 30, 200)).toBe(1);
  });
});

describe('eloShift', () => {
  const plain = { k: 20, movMultiplier: 'none', eloPerPoint: 25 } as const;

  it('moves two even teams by K/2 when the home side wins', () => {
    expect(eloShift(plain, 0, 0.5, 24, 17)).toBe(10);
    expect(eloShift(plain, 0, 0.5, 17, 24)).toBe(-10);
    expect(eloShift(plain, 0, 0.5, 20, 20)).toBe(0);
  });

  it('scales by the margin multiplier', () => {
    // 20 · ln 8 · (1 − 0.5)
    expect(eloShift({ ...plain, movMultiplier: 'log' }, 0, 0.5, 24, 17)).toBeCloseTo(20.794415, 5);
  });

  it('in margin mode moves by the points over expectation', () => {
    const margin = { ...plain, movMultiplier: 'margin' } as const;
    // Even teams, home wins by 10: 20 · 10/10.
    expect(eloShift(margin, 0, 0.5, 110, 100)).toBe(20);
    // A 50-point favourite is expected to win by 2, so a 10-point win is 8 over: 20 · 8/10.
    expect(eloShift(margin, 50, 0.57, 110, 100)).toBeCloseTo(16, 12);
    // Winning by exactly the expected margin moves nothing.
    expect(eloShift(margin, 50, 0.57, 102, 100)).toBeCloseTo(0, 12);
  });
});

describe('regressRating', () => {
  it('removes the given share of the distance to the mean', () => {
    // 538 NFL: a third of the way back to 1505.
    expect(regressRating(1600, NFL_ELO)).toBeCloseTo(1505 + (2 / 3) * 95, 10);
    // 538 NBA: a quarter of the way back.
    expect(regressRating(1405, NBA_ELO)).toBeCloseTo(1505 - 0.75 * 100, 10);
  });
});

describe('helpers', () => {
  it('scores results from the home side and spots back-to-backs', () => {
    expect([homeResult(3, 1), homeResult(1, 3), homeResult(2, 2)]).toEqual([1, 0, 0.5]);
    expect(isBackToBack('2024-01-31', '2024-02-01')).toBe(true);
    expect(isBackToBack('2024-01-30T19:00:00-05:00', '2024-01-31T22:30:00-08:00')).toBe(true);
    expect(isBackToBack('2024-01-30', '2024-02-01')).toBe(false);
    expect(isBackToBack('2024-02-01', '2024-02-01')).toBe(false);
  });
});
