import { describe, expect, it } from 'vitest';
import { offerAllowed, selectValueBets, type ValueRule } from './rule.ts';

const rule: ValueRule = {
  thresholdPct: 3,
  probabilityMargin: 0.01,
  maxPrice: 6,
  exchanges: false,
  devig: 'multiplicative',
};
const offer = (outcome: number, price: number, modelProbability: number, exchange = false) => ({
  outcome,
  price,
  modelProbability,
  exchange,
});

describe('the value rule, on hand-worked cases', () => {
  it('lists a price whose edge clears the threshold and survives the margin', () => {
    // 2.20 on 48%: EV = 0.48·2.2 − 1 = 5.6% > 3%, and (0.47·2.2 − 1) = +3.4% > 0.
    expect(selectValueBets([offer(0, 2.2, 0.48)], rule)).toHaveLength(1);
    // 2.10 on 49%: EV 2.9%, below the 3% threshold.
    expect(selectValueBets([offer(0, 2.1, 0.49)], rule)).toHaveLength(0);
  });

  it('asks a long price for more than the threshold: EV above 1 point × the price', () => {
    // 5.8 on 18.5%: EV 7.3% but the bar is max(3, 5.8) = 5.8% → listed; 5.8 on 18%: 4.4% → not.
    expect(selectValueBets([offer(2, 5.8, 0.185)], rule)).toHaveLength(1);
    expect(selectValueBets([offer(2, 5.8, 0.18)], rule)).toHaveLength(0);
  });

  it('never lists a price above the cap, nor an exchange', () => {
    // 8.0 on 15%: EV +20%, but above 6.
    expect(offerAllowed(offer(2, 8, 0.15), rule)).toBe(false);
    expect(selectValueBets([offer(2, 8, 0.15)], rule)).toHaveLength(0);
    expect(selectValueBets([offer(2, 8, 0.15)], { ...rule, maxPrice: null })).toHaveLength(1);
    expect(selectValueBets([offer(0, 2.2, 0.48, true)], rule)).toHaveLength(0);
    expect(selectValueBets([offer(0, 2.2, 0.48, true)], { ...rule, exchanges: true })).toHaveLength(
      1,
    );
  });

  it('keeps the best price per outcome, strongest first', () => {
    const found = selectValueBets(
      [offer(0, 2.2, 0.48), offer(0, 2.3, 0.48), offer(2, 4.0, 0.3)],
      rule,
    );
    expect(found.map((b) => [b.outcome, b.price])).toEqual([
      [2, 4],
      [0, 2.3],
    ]);
  });
});
