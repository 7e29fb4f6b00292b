import { describe, expect, it } from 'vitest';
import { formatMoney, readAmount, stakeText } from './money.ts';

describe('money', () => {
  it('writes an amount with its symbol and two decimals', () => {
    expect(formatMoney(3, '£')).toBe('£3.00');
    expect(formatMoney(1250.5, '$')).toBe('$1,250.50');
    expect(formatMoney(250, 'kr')).toBe('kr 250.00');
  });

  it('reads typed amounts, or says what to fix', () => {
    expect(readAmount('1,250', 'bankroll')).toEqual({ amount: 1250 });
    expect(readAmount(' £20.5 ', 'bankroll')).toEqual({ amount: 20.5 });
    expect(readAmount('', 'unit size')).toEqual({ amount: null });
    expect(readAmount('0', 'bankroll')).toHaveProperty('problem');
    expect(readAmount('10.005', 'bankroll')).toHaveProperty('problem');
    expect(readAmount('lots', 'unit size')).toEqual({
      problem:
        'Enter the unit size as an amount above 0 and at most 1,000,000, with at most two decimals, or leave it empty.',
    });
    expect(readAmount('20000000', 'bankroll')).toHaveProperty('problem');
  });
});

describe('a Kelly stake as the person reads it', () => {
  const none = { bankroll: null, unitSize: null, currency: '£' };

  it('is a share of bankroll until a bankroll is set', () => {
    expect(stakeText(0.3, none)).toBe('0.3% of bankroll');
    // A unit size alone is a share of an unknown amount: still the share.
    expect(stakeText(0.3, { ...none, unitSize: 10 })).toBe('0.3% of bankroll');
  });

  it('is money from the bankroll, and units when a unit size is set', () => {
    expect(stakeText(0.3, { ...none, bankroll: 1000 })).toBe('£3.00 (0.3% of bankroll)');
    expect(stakeText(1.3, { bankroll: 1000, unitSize: 5, currency: '€' })).toBe(
      '€13.00 (2.6 units, 1.3% of bankroll)',
    );
    expect(stakeText(2, { bankroll: 500, unitSize: 10, currency: '$' })).toBe(
      '$10.00 (1 unit, 2.0% of bankroll)',
    );
  });
});
