import type { ValueLedgerResponse } from '@contract';
import { describe, expect, it } from 'vitest';
import { betsLikeThisAt } from '../../sports/backtest/value-ledger.ts';

type Ready = Extract<ValueLedgerResponse, { status: 'ready' }>;

const figure = (n: number, roi: number, low: number, high: number) => ({
  n,
  roi,
  roiLow: low,
  roiHigh: high,
  claimedEv: 0.065,
  clvN: n,
  clv: 0.05,
  clvSe: 0.005,
  since: '2016/17',
});
const tables = {
  pooled: figure(1400, 0.03, 0.01, 0.05),
  byEvBand: [],
  byOddsBand: [],
  byLeague: [],
  bySeason: [],
  byBook: [],
  byCell: [
    { key: '5–10%|2–4', figure: figure(1240, 0.031, 0.007, 0.055) },
    { key: '3–5%|under 2', figure: figure(300, -0.12, -0.2, -0.04) },
    { key: '10–20%|4–10', figure: figure(12, 0.4, -0.5, 1.3) },
  ],
};
const ledger: Ready = {
  status: 'ready',
  asOf: '2025-02-02T00:00:00.000Z',
  computedAt: '2026-11-29T00:00:00.000Z',
  rule: {
    thresholdPct: 3,
    probabilityMarginPoints: 1,
    maxPrice: 6,
    exchanges: false,
    devig: 'multiplicative',
  },
  walkForward: tables,
  live: { ...tables, byCell: [] },
};

describe('bets like this', () => {
  it('reads the figure of the bet’s EV band and odds band, with half its 95% interval', () => {
    expect(betsLikeThisAt(ledger, 7.2, 2.5)).toMatchObject({
      evBand: '5–10%',
      oddsBand: '2–4',
      n: 1240,
      earned: true,
      text: 'Bets like this (EV 5–10%, odds 2–4): +3.1% ± 2.4% over 1,240 since 2016.',
    });
  });

  it('says where bets like it lost money, and too few to say under 20', () => {
    expect(betsLikeThisAt(ledger, 4, 1.8)).toMatchObject({
      earned: false,
      text: 'Bets like this (EV 3–5%, odds under 2): −12.0% ± 8.0% over 300 since 2016.',
    });
    expect(betsLikeThisAt(ledger, 12, 5)).toMatchObject({
      earned: true,
      text: 'Bets like this (EV 10–20%, odds 4–10): only 12 on record since 2016, too few to say how they do.',
    });
  });

  it('says a band holds no bet yet, and has nothing to say of an EV below the rule', () => {
    // Null on a card reads "being worked out": a band with no bet must say so instead.
    expect(betsLikeThisAt(ledger, 25, 3)).toMatchObject({
      n: 0,
      roi: null,
      earned: true,
      text: 'Bets like this (EV 20%+, odds 2–4): none on record yet.',
    });
    expect(betsLikeThisAt(ledger, 2, 3)).toBeNull();
  });
});
