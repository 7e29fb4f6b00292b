import { describe, expect, it } from 'vitest';
import { VALUE_RULE, type ValueRule } from '../value/rule.ts';
import {
  type RecordForecast,
  scoreLeague,
  valueBetsOf,
  walkForwardBaseRates,
} from './track-record.ts';

describe('walkForwardBaseRates', () => {
  it('uses only earlier outcomes, starting uniform', () => {
    expect(walkForwardBaseRates([0, 0, 1], 3)).toEqual([
      [1 / 3, 1 / 3, 1 / 3],
      [2 / 4, 1 / 4, 1 / 4],
      [3 / 5, 1 / 5, 1 / 5],
    ]);
  });
});

const row = (outcome: number, strix: number[], extra: Partial<RecordForecast> = {}) => ({
  outcome,
  strix,
  model: strix,
  closing: [0.5, 0.3, 0.2],
  base: [0.45, 0.25, 0.3],
  ...extra,
});

/** The served rule at a 5% threshold and without its price cap, as the hand-worked cases assume. */
const rule = (thresholdPct: number): ValueRule => ({ ...VALUE_RULE, thresholdPct, maxPrice: null });

describe('scoreLeague', () => {
  it('scores each forecaster with RPS, Brier and log loss against the same games', () => {
    const r = scoreLeague([row(0, [0.6, 0.2, 0.2]), row(2, [0.6, 0.2, 0.2])], rule(5))!;
    expect(r.n).toBe(2);
    // RPS of [0.6,0.2,0.2]: home win ((0.4)²+(0.2)²)/2 = 0.1, away win (0.36+0.64)/2 = 0.5.
    expect(r.strix.rps).toBeCloseTo(0.3, 12);
    // Brier: home (0.16+0.04+0.04) = 0.24, away (0.36+0.04+0.64) = 1.04.
    expect(r.strix.brier).toBeCloseTo(0.64, 12);
    expect(r.strix.logLoss).toBeCloseTo((-Math.log(0.6) - Math.log(0.2)) / 2, 12);
    // Closing [0.5,0.3,0.2]: RPS home (0.25+0.04)/2 = 0.145, away (0.25+0.64)/2 = 0.445.
    expect(r.closing.rps).toBeCloseTo(0.295, 12);
    expect(r.strix.deltaVsClosing).toBeCloseTo(0.005, 12);
    expect(r.closing.deltaVsClosing).toBe(0);
  });

  it('uses the binary Brier on the home side for two-way markets', () => {
    const two = (outcome: number, p: number) => ({
      outcome,
      strix: [p, 1 - p],
      model: [p, 1 - p],
      closing: [0.5, 0.5],
      base: [0.55, 0.45],
    });
    const r = scoreLeague([two(0, 0.7), two(1, 0.7)], rule(5))!;
    expect(r.strix.rps).toBeNull();
    expect(r.strix.brier).toBeCloseTo((0.09 + 0.49) / 2, 12);
    expect(r.closing.brier).toBeCloseTo(0.25, 12);
  });

  it('bins every outcome probability with a Wilson band and counts value bets at the best price', () => {
    const r = scoreLeague(
      [
        row(0, [0.6, 0.2, 0.2], { best: [1.9, 5.5, 4] }),
        row(1, [0.6, 0.2, 0.2], { best: [1.7, 5.0, 6] }),
      ],
      rule(5),
    )!;
    const top = r.calibration.find((b) => b.from === 0.6)!;
    expect(top).toMatchObject({ n: 2, observedRate: 0.5 });
    expect(top.low).toBeCloseTo(0.0945, 3);
    expect(top.high).toBeCloseTo(0.9055, 3);
    expect(r.calibration.reduce((n, b) => n + b.n, 0)).toBe(6);
    // EV above 5%: 0.6·1.9 = 1.14 (home, won), 0.2·5.5 = 1.10 (draw, lost), 0.2·6 = 1.2 (away, lost).
    expect(r.valueBets).toMatchObject({ thresholdPct: 5, n: 3, clvN: 3 });
    expect(r.valueBets.roi).toBeCloseTo((0.9 - 1 - 1) / 3, 12);
  });

  it('has nothing to say about a league with no scored forecast', () => {
    expect(scoreLeague([], rule(5))).toBeNull();
  });
});

describe('valueBetsOf', () => {
  it('lists only what the app would: a long shot needs its EV to survive the probability margin', () => {
    // Draw at 3.20 with p 0.33: EV +5.6%, and still +2.4% a point lower: listed.
    // Away at 11.0 with p 0.097: EV +6.7%, but −4.3% a point lower: the app does not list it.
    const bets = valueBetsOf([row(1, [0.573, 0.33, 0.097], { best: [1.7, 3.2, 11] })], rule(3));
    expect(bets).toEqual([{ price: 3.2, won: true, closingProbability: 0.3 }]);
  });

  it("keeps to the served rule's price cap", () => {
    // Away at 7.0 on 0.2: EV +40%, but above the 6.00 cap the app lists up to.
    const priced = [row(2, [0.5, 0.3, 0.2], { best: [1.8, 3.0, 7] })];
    expect(valueBetsOf(priced, VALUE_RULE)).toEqual([]);
    expect(valueBetsOf(priced, rule(3))).toHaveLength(1);
  });
});
