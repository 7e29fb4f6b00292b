import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './whole-number-text.ts';

describe('wholeNumberText', () => {
  it('groups thousands as en-GB does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 10_000_000, 123_456_789, -4_500]) {
      expect(wholeNumberText(n)).toBe(n.toLocaleString('en-GB'));
    }
  });
  it('drops a fraction rather than rounding it', () => {
    expect(wholeNumberText(1999.99)).toBe('1,999');
  });
});
