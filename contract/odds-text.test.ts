import { describe, expect, it } from 'vitest';
import {
  americanFromDecimal,
  decimalFromAmerican,
  formatAmerican,
  formatDecimal,
  formatLine,
  formatOdds,
  fractionalFromDecimal,
  fractionalIsExact,
  isOddsFormat,
  oddsNote,
} from './odds-text.ts';

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

describe('fractional odds, as bookmakers print them', () => {
  it.each([
    // Prices between two steps of the ladder read as the nearer step, never as hundredths.
    [5.59, '9/2'],
    [8.06, '7/1'],
    // 1.38 pays 0.38 per unit: 4/11 (0.364) is nearer than 2/5 (0.4).
    [1.38, '4/11'],
    [1.4, '2/5'],
    [2.5, '6/4'],
    [1.67, '4/6'],
    [1.91, '10/11'],
    [3, '2/1'],
    [2, 'Evens'],
    [1.5, '1/2'],
    [1.2, '1/5'],
    [1.73, '8/11'],
    [2.1, '11/10'],
    [34, '33/1'],
    [13.5, '12/1'],
    [1.01, '1/100'],
    [2.375, '11/8'],
    [1.95, '10/11'],
    [4.33, '10/3'],
    [151, '150/1'],
    [1500, '1000/1'],
  ])('%s reads %s', (decimal, fraction) => {
    expect(fractionalFromDecimal(decimal)).toBe(fraction);
  });

  it('takes the shorter step when a price is halfway between two', () => {
    // 1.15 is as far from 11/10 as from 6/5: a bookmaker never prints more than it pays.
    expect(fractionalFromDecimal(2.15)).toBe('11/10');
  });

  it('reads N/A without a price', () => {
    expect(fractionalFromDecimal(null)).toBe('N/A');
    expect(fractionalFromDecimal(1)).toBe('N/A');
  });

  it('says when the fraction is an approximation of the exact decimal', () => {
    expect(fractionalIsExact(5.5)).toBe(true);
    expect(fractionalIsExact(1.36)).toBe(true);
    expect(fractionalIsExact(5.59)).toBe(false);
    expect(oddsNote({ american: null, decimal: 5.59 }, 'fractional')).toBe(
      'Decimal 5.59: 9/2 is the nearest bookmaker fraction',
    );
    expect(oddsNote({ american: null, decimal: 5.5 }, 'fractional')).toBeNull();
    expect(oddsNote({ american: null, decimal: 5.59 }, 'decimal')).toBeNull();
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
