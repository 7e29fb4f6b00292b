import { describe, expect, it } from 'vitest';
import { decimalFromFractional, farFromMarket, readOdds } from './odds-entry.ts';

const decimal = (entry: string | number, format: Parameters<typeof readOdds>[1]) => {
  const reading = readOdds(entry, format);
  if (!('decimal' in reading)) throw new Error(`no price: ${reading.problem}`);
  return reading.decimal;
};

describe('reading a typed price in its declared format', () => {
  it('converts the known values', () => {
    expect(decimal('+145', 'american')).toBeCloseTo(2.45, 12);
    expect(decimal('-250', 'american')).toBeCloseTo(1.4, 12);
    expect(decimal('9/2', 'fractional')).toBe(5.5);
    expect(decimal('2/5', 'fractional')).toBeCloseTo(1.4, 12);
    expect(decimal('2.45', 'decimal')).toBe(2.45);
  });

  it('takes the ways people write them', () => {
    expect(decimal('145', 'american')).toBeCloseTo(2.45, 12);
    expect(decimal(' \u2212110 ', 'american')).toBeCloseTo(1.909091, 6);
    expect(decimal(-250, 'american')).toBeCloseTo(1.4, 12);
    expect(decimal('2,45', 'decimal')).toBe(2.45);
    expect(decimal(2.45, 'decimal')).toBe(2.45);
    expect(decimal('11 / 10', 'fractional')).toBeCloseTo(2.1, 12);
    expect(decimal('Evens', 'fractional')).toBe(2);
  });

  it('refuses text that belongs to another format instead of guessing', () => {
    expect(readOdds('+145', 'decimal')).toEqual({ problem: 'signed' });
    expect(readOdds('-250', 'decimal')).toEqual({ problem: 'signed' });
    expect(readOdds('9/2', 'decimal')).toEqual({ problem: 'slash' });
    expect(readOdds('9/2', 'american')).toEqual({ problem: 'slash' });
    expect(readOdds('2.45', 'american')).toEqual({ problem: 'not-american' });
    expect(readOdds(99, 'american')).toEqual({ problem: 'not-american' });
    expect(readOdds('+145', 'fractional')).toEqual({ problem: 'signed' });
    expect(readOdds('5.5', 'fractional')).toEqual({ problem: 'not-fraction' });
    expect(readOdds(5.5, 'fractional')).toEqual({ problem: 'not-fraction' });
    expect(readOdds('0/2', 'fractional')).toEqual({ problem: 'not-fraction' });
    expect(readOdds('9/0', 'fractional')).toEqual({ problem: 'not-fraction' });
  });

  it('refuses what is no number at all', () => {
    for (const format of ['american', 'decimal'] as const) {
      expect(readOdds('', format)).toEqual({ problem: 'not-number' });
      expect(readOdds('2.4.5', format)).toEqual({ problem: 'not-number' });
      expect(readOdds('abc', format)).toEqual({ problem: 'not-number' });
      expect(readOdds(Number.NaN, format)).toEqual({ problem: 'not-number' });
    }
    expect(readOdds('1e3', 'decimal')).toEqual({ problem: 'not-number' });
  });
});

describe('decimalFromFractional', () => {
  it('is winnings per unit plus the stake', () => {
    expect(decimalFromFractional(1, 1)).toBe(2);
    expect(decimalFromFractional(100, 30)).toBeCloseTo(4.333333, 6);
    expect(() => decimalFromFractional(1, 0)).toThrow(RangeError);
    expect(() => decimalFromFractional(-1, 2)).toThrow(RangeError);
  });
});

describe('farFromMarket', () => {
  it('flags a price more than the tolerance away either way', () => {
    expect(farFromMarket(145, 2.45, 0.5)).toBe(true);
    expect(farFromMarket(1.2, 2.45, 0.5)).toBe(true);
    expect(farFromMarket(3.6, 2.45, 0.5)).toBe(false);
    expect(farFromMarket(1.25, 2.5, 0.5)).toBe(false);
  });
});
