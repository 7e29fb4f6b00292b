import { describe, expect, it } from 'vitest';
import { formatJoined, formatPasswordUpdated, formatUsd, initialOf } from './format.ts';

describe('format', () => {
  it("reads 'Never' when the password was never set", () => {
    expect(formatPasswordUpdated(null)).toBe('Never');
    expect(formatPasswordUpdated('not a date')).toBe('Never');
  });
  it('shows month and year of joining', () => {
    expect(formatJoined('2025-03-15T12:00:00.000Z')).toBe('Joined March 2025');
  });
  it('takes the initial of a name', () => {
    expect(initialOf('ada lovelace')).toBe('A');
    expect(initialOf('  ')).toBe('?');
  });
  it('formats prices', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(999)).toBe('$9.99');
    expect(formatUsd(50)).toBe('$0.50');
  });
});
