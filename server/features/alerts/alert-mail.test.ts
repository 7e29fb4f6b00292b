import { describe, expect, it } from 'vitest';
import { mailPrice } from './alert-mail.ts';

describe("an alert mail's prices", () => {
  it('are decimal until the person chooses a format', () => {
    expect(mailPrice(5.59, null)).toBe('5.59');
    expect(mailPrice(5.59, 'decimal')).toBe('5.59');
  });

  it('follow the chosen format, a fraction that only approximates with the exact decimal', () => {
    expect(mailPrice(1.4, 'american')).toBe('-250');
    expect(mailPrice(5.5, 'fractional')).toBe('9/2');
    expect(mailPrice(5.59, 'fractional')).toBe('9/2 (decimal 5.59)');
  });
});
