import { describe, expect, it } from 'vitest';
import {
  betMarketName,
  CURVE_BOX,
  curveGeometry,
  formatAmount,
  formatProfit,
  formatSignedPercent,
  parseStake,
} from './bets.ts';

describe('money and percentages', () => {
  it('writes amounts with two decimals and signed profits', () => {
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatProfit(11)).toBe('+11.00');
    expect(formatProfit(-10)).toBe('−10.00');
    expect(formatProfit(0.001)).toBe('0.00');
  });

  it('writes CLV as a signed percentage with one decimal', () => {
    expect(formatSignedPercent(0.021)).toBe('+2.1%');
    expect(formatSignedPercent(-0.0349)).toBe('−3.5%');
    expect(formatSignedPercent(0.0004)).toBe('0.0%');
  });
});

describe('betMarketName', () => {
  it('names the spread as each league does, and the other markets plainly', () => {
    expect(betMarketName('spread', 'MLB')).toBe('Run line');
    expect(betMarketName('spread', 'NHL')).toBe('Puck line');
    expect(betMarketName('spread', 'NFL')).toBe('Spread');
    expect(betMarketName('spread', null)).toBe('Spread');
    expect(betMarketName('1x2', 'E0')).toBe('Match result');
  });
});

describe('parseStake', () => {
  it('reads a stake with a point or a comma', () => {
    expect(parseStake('10')).toEqual({ stake: 10, problem: null });
    expect(parseStake(' 12,50 ')).toEqual({ stake: 12.5, problem: null });
  });

  it('refuses nothing, zero, three decimals and words with a sentence', () => {
    expect(parseStake('').problem).toBe('Enter your stake.');
    expect(parseStake('0').problem).toBe('The stake must be more than 0.');
    expect(parseStake('1.005').problem).toMatch(/like 10 or 12.50/);
    expect(parseStake('ten').problem).toMatch(/like 10 or 12.50/);
    expect(parseStake('2000000').problem).toMatch(/at most 1,000,000/);
  });
});

describe('curveGeometry', () => {
  it('starts at break-even and scales so the highest and lowest profits touch the box', () => {
    // Profits after three bets: +10, −5, +5. Range −5..+10 over the 146 px between top and bottom.
    const points = [
      { betId: 'a', at: '2025-01-18T17:00:00Z', profit: 10 },
      { betId: 'b', at: '2025-01-19T17:00:00Z', profit: -5 },
      { betId: 'c', at: '2025-01-20T17:00:00Z', profit: 5 },
    ];
    const { coords, zeroY, low, high } = curveGeometry(points);
    expect([low, high]).toEqual([-5, 10]);
    const inner = CURVE_BOX.height - CURVE_BOX.top - CURVE_BOX.bottom;
    expect(coords[0]).toMatchObject({ x: CURVE_BOX.left, profit: 0 });
    expect(coords[1]?.y).toBeCloseTo(CURVE_BOX.top);
    expect(coords[2]?.y).toBeCloseTo(CURVE_BOX.top + inner);
    // 0 is two thirds of the way down from +10 to −5.
    expect(zeroY).toBeCloseTo(CURVE_BOX.top + (10 / 15) * inner);
    expect(coords[3]?.x).toBeCloseTo(CURVE_BOX.width - CURVE_BOX.right);
  });
});
