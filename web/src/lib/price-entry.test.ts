import { describe, expect, it } from 'vitest';
import { priceEntryOf, priceLabel, priceText } from './price-entry.ts';

describe('a typed price', () => {
  it('goes as typed with its format, for the server to read', () => {
    expect(priceEntryOf(' +145 ', 'american')).toEqual({ price: '+145', priceFormat: 'american' });
    expect(priceEntryOf('+145', 'decimal')).toEqual({ price: '+145', priceFormat: 'decimal' });
    expect(priceEntryOf('9/2', 'fractional')).toEqual({ price: '9/2', priceFormat: 'fractional' });
  });

  it('asks for one in the person’s format when empty', () => {
    expect(priceEntryOf('  ', 'american')).toEqual({ problem: 'Enter the price, like +145.' });
    expect(priceEntryOf('', 'fractional')).toEqual({ problem: 'Enter the price, like 9/2.' });
  });

  it('is labelled, and a recorded one shown, in the person’s format', () => {
    expect(priceLabel('american')).toBe('American price');
    expect(priceLabel('decimal')).toBe('Decimal price');
    expect(priceText(2.45, 'american')).toBe('+145');
    expect(priceText(1.4, 'american')).toBe('-250');
    expect(priceText(5.5, 'fractional')).toBe('9/2');
    expect(priceText(2.058, 'decimal')).toBe('2.06');
  });
});
