import { describe, expect, it } from 'vitest';
import { clvVerdict, meanEstimate, roiEstimate, signedPercent } from './stats.ts';
import { type BetFacts, betStatistics } from './summary.ts';

describe('roiEstimate', () => {
  it('is profit over stake with the ratio estimator’s standard error (worked by hand)', () => {
    // Four 10.00 bets: +9, −10, −10, +12 → ROI = 1/40 = 0.025.
    // Residuals p − 0.025·s (units): 8.75, −10.25, −10.25, 11.75; squares sum to 424.75;
    // √(424.75 / (4·3)) = 5.94944 units; over the mean stake of 10 units: SE = 0.594944.
    const bets = [900, -1000, -1000, 1200].map((p) => ({ stakeCents: 1000, profitCents: p }));
    const roi = roiEstimate(bets);
    expect(roi.value).toBeCloseTo(0.025, 12);
    expect(roi.standardError).toBeCloseTo(0.594944, 5);
    expect(roi.low).toBeCloseTo(0.025 - 1.96 * 0.594944, 5);
    expect(roi.high).toBeCloseTo(0.025 + 1.96 * 0.594944, 5);
    expect(roi.n).toBe(4);
  });

  it('weights by stake: a big losing stake outweighs small winners', () => {
    // 1.00 won at 3.0 (+2.00) twice, 10.00 lost: (200 + 200 − 1000) / 1200 = −0.5.
    const roi = roiEstimate([
      { stakeCents: 100, profitCents: 200 },
      { stakeCents: 100, profitCents: 200 },
      { stakeCents: 1000, profitCents: -1000 },
    ]);
    expect(roi.value).toBeCloseTo(-0.5, 12);
  });

  it('gives no interval for one bet and nothing for none', () => {
    expect(roiEstimate([{ stakeCents: 500, profitCents: 450 }])).toMatchObject({
      value: 0.9,
      standardError: null,
      n: 1,
    });
    expect(roiEstimate([])).toMatchObject({ value: null, n: 0 });
  });
});

describe('meanEstimate', () => {
  it('is the mean with the sample standard error', () => {
    // 0.02, 0.04, −0.01, 0.03: mean 0.02; deviations 0, 0.02, −0.03, 0.01; Σ² = 0.0014;
    // variance 0.0014/3; SE = √(0.0014/12) = 0.0108012.
    const e = meanEstimate([0.02, 0.04, -0.01, 0.03]);
    expect(e.value).toBeCloseTo(0.02, 12);
    expect(e.standardError).toBeCloseTo(0.0108012, 6);
    expect(e.n).toBe(4);
  });
});

describe('clvVerdict', () => {
  const estimate = (value: number, standardError: number, n: number) => ({
    value,
    standardError,
    low: null,
    high: null,
    n,
  });

  it('says an edge is likely when the mean is more than two standard errors above zero', () => {
    expect(clvVerdict(estimate(0.021, 0.0065, 86))).toEqual({
      kind: 'edge-likely',
      sentence: 'Your CLV is +2.1% ± 1.3% over 86 bets: a real edge is likely.',
    });
  });

  it('says not yet shown inside two standard errors, and worse than the close below', () => {
    expect(clvVerdict(estimate(0.008, 0.0095, 40))).toMatchObject({
      kind: 'not-yet-shown',
      sentence: 'Your CLV is +0.8% ± 1.9% over 40 bets: a real edge is not yet shown.',
    });
    expect(clvVerdict(estimate(-0.024, 0.0055, 60))).toMatchObject({
      kind: 'below-close',
      sentence:
        'Your CLV is −2.4% ± 1.1% over 60 bets: your prices have been worse than the closing line.',
    });
  });

  it('will not judge under ten bets', () => {
    expect(clvVerdict(estimate(0.05, 0.01, 9)).kind).toBe('too-few');
    expect(
      clvVerdict({ value: null, standardError: null, low: null, high: null, n: 0 }),
    ).toMatchObject({
      kind: 'too-few',
      sentence:
        'No settled bet has a closing price yet, so there is no closing-line value to judge.',
    });
  });

  it('prints signed percentages with one decimal and a true minus sign', () => {
    expect(signedPercent(0.0214)).toBe('+2.1%');
    expect(signedPercent(-0.0049)).toBe('−0.5%');
    expect(signedPercent(0.0004)).toBe('0.0%');
  });
});

describe('betStatistics', () => {
  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));
  const bet = (id: string, over: Partial<BetFacts>): BetFacts => ({
    id,
    status: 'open',
    stakeCents: 1000,
    profitCents: null,
    clv: null,
    settledAt: null,
    takenAt: at(1),
    leagueKey: 'E0',
    marketKey: '1x2',
    bookmakerKey: 'Bet365',
    ...over,
  });
  const bets = [
    bet('a', { status: 'won', profitCents: 1100, clv: 0.05, settledAt: at(3) }),
    bet('b', {
      status: 'lost',
      profitCents: -1000,
      clv: -0.01,
      settledAt: at(2),
      leagueKey: 'NBA',
      marketKey: 'moneyline',
    }),
    bet('c', { status: 'void', profitCents: 0, clv: 0.02, settledAt: at(4) }),
    bet('d', {
      status: 'won',
      stakeCents: 500,
      profitCents: 450,
      settledAt: at(5),
      bookmakerKey: 'Pinnacle',
    }),
    bet('e', { stakeCents: 2000 }),
  ];

  it('counts, stakes and profit leave void bets out of the risk', () => {
    const s = betStatistics(bets);
    expect(s.counts).toEqual({ open: 1, settled: 4, won: 2, lost: 1, void: 1 });
    expect(s.stakedCents).toBe(2500);
    expect(s.atRiskCents).toBe(2000);
    expect(s.profitCents).toBe(550);
    expect(s.roi.value).toBeCloseTo(550 / 2500, 12);
    // CLV over the three settled bets with a closing price: (0.05 − 0.01 + 0.02) / 3 = 0.02.
    expect(s.clv.value).toBeCloseTo(0.02, 12);
    expect(s.clv.n).toBe(3);
    expect(s.withoutClosing).toBe(1);
  });

  it('draws the bankroll in the order results were known', () => {
    const s = betStatistics(bets);
    expect(s.bankroll.map((p) => [p.betId, p.profitCents])).toEqual([
      ['b', -1000],
      ['a', 100],
      ['c', 100],
      ['d', 550],
    ]);
  });

  it('breaks results down by league, market and bookmaker', () => {
    const s = betStatistics(bets);
    expect(s.byLeague).toEqual([
      {
        key: 'E0',
        settled: 2,
        stakedCents: 1500,
        profitCents: 1550,
        roi: 1550 / 1500,
        clv: 0.035,
        clvN: 2,
      },
      {
        key: 'NBA',
        settled: 1,
        stakedCents: 1000,
        profitCents: -1000,
        roi: -1,
        clv: -0.01,
        clvN: 1,
      },
    ]);
    expect(s.byBookmaker.map((r) => [r.key, r.profitCents])).toEqual([
      ['Bet365', 100],
      ['Pinnacle', 450],
    ]);
    expect(s.byMarket.map((r) => r.key)).toEqual(['1x2', 'moneyline']);
  });
});
