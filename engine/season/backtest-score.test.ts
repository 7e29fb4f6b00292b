import { describe, expect, it } from 'vitest';
import { brierScore, logLoss, tableOrderChance } from './backtest-score.ts';

describe('outlook backtest scores', () => {
  // Three teams' title chances 0.7, 0.2, 0.1; the second won.
  const title = [
    { p: 0.7, outcome: 0 as const },
    { p: 0.2, outcome: 1 as const },
    { p: 0.1, outcome: 0 as const },
  ];

  it('Brier: mean squared distance to what happened', () => {
    // (0.49 + 0.64 + 0.01) / 3 = 0.38
    expect(brierScore(title)).toBeCloseTo(0.38, 12);
  });

  it('log loss: mean −ln of the chance given to what happened', () => {
    // −(ln 0.3 + ln 0.2 + ln 0.9) / 3 = (1.2040 + 1.6094 + 0.1054) / 3 = 0.97293
    expect(logLoss(title)).toBeCloseTo((-Math.log(0.3) - Math.log(0.2) - Math.log(0.9)) / 3, 12);
    expect(logLoss(title)).toBeCloseTo(0.97293, 4);
  });

  it('keeps a chance of exactly 0 finite, and the softened table baseline too', () => {
    expect(logLoss([{ p: 0, outcome: 1 }], 1e-4)).toBeCloseTo(-Math.log(1e-4), 10);
    // Leader now (0.95) who did not win, and a chaser (0.05) who did: −ln 0.05 each.
    const baseline = [
      { p: tableOrderChance(true), outcome: 0 as const },
      { p: tableOrderChance(false), outcome: 1 as const },
    ];
    expect(logLoss(baseline)).toBeCloseTo(-Math.log(0.05), 12);
    expect(brierScore(baseline)).toBeCloseTo(0.95 ** 2, 12);
  });
});
