import { describe, expect, it } from 'vitest';
import {
  DEFAULT_XI,
  daysBetween,
  halfLifeFromXi,
  parseIsoDate,
  resolveXi,
  timeDecayWeight,
  xiFromHalfLife,
} from './time-decay.ts';

describe('time decay', () => {
  it('halves the weight at the half-life', () => {
    const xi = xiFromHalfLife(200);
    expect(timeDecayWeight(200, xi)).toBeCloseTo(0.5, 14);
    expect(timeDecayWeight(400, xi)).toBeCloseTo(0.25, 14);
    expect(timeDecayWeight(0, xi)).toBe(1);
    expect(halfLifeFromXi(xi)).toBeCloseTo(200, 10);
  });

  it('defaults to ξ = 0.0019/day, a half-life of about a year', () => {
    expect(resolveXi({})).toBe(DEFAULT_XI);
    expect(halfLifeFromXi(DEFAULT_XI)).toBeGreaterThan(360);
    expect(halfLifeFromXi(DEFAULT_XI)).toBeLessThan(370);
    expect(resolveXi({ halfLifeDays: 100 })).toBeCloseTo(Math.LN2 / 100, 15);
    expect(() => resolveXi({ xi: 0.001, halfLifeDays: 100 })).toThrow();
  });

  it('counts days between ISO dates and rejects invalid ones', () => {
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('2024-03-01T12:00:00Z', '2024-03-02T00:00:00Z')).toBe(0.5);
    expect(() => daysBetween('01/02/2024', '2024-01-01')).toThrow(/Invalid ISO date/);
    expect(() => daysBetween('2024-13-01', '2024-01-01')).toThrow(/Invalid ISO date/);
  });

  it('reads date-times without a zone as UTC, whatever the machine zone', () => {
    expect(parseIsoDate('2024-08-16T19:00')).toBe(Date.UTC(2024, 7, 16, 19));
    expect(parseIsoDate('2024-08-16T19:00:00+01:00')).toBe(Date.UTC(2024, 7, 16, 18));
    expect(parseIsoDate('2024-08-16')).toBe(Date.UTC(2024, 7, 16));
  });
});
