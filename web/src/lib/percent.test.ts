import { describe, expect, it } from 'vitest';
import { formatPercent, formatShare, formatSignedPercent } from './percent.ts';

describe('one rule for percentages', () => {
  it('prints one decimal, always written, so 71% and 71.0% never meet on a screen', () => {
    expect(formatPercent(71)).toBe('71.0%');
    expect(formatPercent(14)).toBe('14.0%');
    expect(formatPercent(54.26)).toBe('54.3%');
    expect(formatPercent(38.95)).toBe('39.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(-0.01)).toBe('0.0%');
  });

  it('reads fractions the same way', () => {
    expect(formatShare(0.71)).toBe('71.0%');
    expect(formatShare(0.143)).toBe('14.3%');
    expect(formatShare(0.02)).toBe('2.0%');
  });

  it('writes the sign of a change or an edge', () => {
    expect(formatSignedPercent(6.24)).toBe('+6.2%');
    expect(formatSignedPercent(-1.5)).toBe('−1.5%');
    expect(formatSignedPercent(0.04)).toBe('0.0%');
  });
});
