import { describe, expect, it } from 'vitest';
import {
  americanFromDecimal,
  decimalFromAmerican,
  formatAmerican,
  formatDecimal,
  formatLine,
  formatOdds,
  fractionalFromDecimal,
  isOddsFormat,
} from './odds-format.ts';

describe("American odds (product spec, 'Validation rules')", () => {
  it('puts a plus sign on positive numbers and reads N/A when missing', () => {
    expect(formatAmerican(150)).toBe('+150');
    expect(formatAmerican(-110)).toBe('-110');
    expect(formatAmerican(null)).toBe('N/A');
    expect(formatAmerican(undefined)).toBe('N/A');
    expect(formatAmerican(Number.NaN)).toBe('N/A');
  });

  it('converts from decimal', () => {
    expect(americanFromDecimal(2.5)).toBe(150);
    expect(americanFromDecimal(2)).toBe(100);
    expect(americanFromDecimal(1.91)).toBe(-110);
    expect(americanFromDecimal(1.5)).toBe(-200);
    expect(americanFromDecimal(1)).toBeNull();
    expect(americanFromDecimal(null)).toBeNull();
  });

  it('converts to decimal', () => {
    expect(decimalFromAmerican(150)).toBe(2.5);
    expect(decimalFromAmerican(-200)).toBe(1.5);
    expect(decimalFromAmerican(-110)).toBeCloseTo(1.909, 3);
    expect(decimalFromAmerican(0)).toBeNull();
  });
});

describe('fractional odds', () => {
  it.each([
    [2.5, '3/2'],
    [1.91, '10/11'],
    [3, '2/1'],
    [2, '1/1'],
    [1.5, '1/2'],
    [1.2, '1/5'],
    [1.73, '8/11'],
    [2.1, '11/10'],
    [34, '33/1'],
    [13.5, '25/2'],
    [1.01, '1/100'],
    [2.375, '11/8'],
    [2.15, '23/20'],
    [1.95, '19/20'],
    [3.35, '47/20'],
    [1.98, '49/50'],
    [1.952, '19/20'],
  ])('%s reads %s', (decimal, fraction) => {
    expect(fractionalFromDecimal(decimal)).toBe(fraction);
  });

  it('reads N/A without a price', () => {
    expect(fractionalFromDecimal(null)).toBe('N/A');
    expect(fractionalFromDecimal(1)).toBe('N/A');
  });
});

describe('formatOdds', () => {
  const price = { american: -110, decimal: 1.91 };
  it('uses the chosen format', () => {
    expect(formatOdds(price, 'american')).toBe('-110');
    expect(formatOdds(price, 'decimal')).toBe('1.91');
    expect(formatOdds(price, 'fractional')).toBe('10/11');
  });
  it('derives a missing form from the other', () => {
    expect(formatOdds({ american: null, decimal: 2.5 }, 'american')).toBe('+150');
    expect(formatOdds({ american: 150, decimal: null }, 'decimal')).toBe('2.50');
    expect(formatOdds({ american: null, decimal: null }, 'fractional')).toBe('N/A');
  });
  it('formats decimals with two places', () => {
    expect(formatDecimal(2)).toBe('2.00');
    expect(formatDecimal(null)).toBe('N/A');
  });
});

describe('lines', () => {
  it('signs handicaps and keeps quarter lines', () => {
    expect(formatLine(-1.5)).toBe('-1.5');
    expect(formatLine(3)).toBe('+3');
    expect(formatLine(-0.25)).toBe('-0.25');
    expect(formatLine(0)).toBe('0');
    expect(formatLine(null)).toBe('N/A');
    expect(formatLine(2.5, false)).toBe('2.5');
  });
});

it('recognises stored formats', () => {
  expect(isOddsFormat('fractional')).toBe(true);
  expect(isOddsFormat('moneyline')).toBe(false);
  expect(isOddsFormat(null)).toBe(false);
});
