import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './interval.ts';

describe('wilsonInterval', () => {
  it('matches the textbook 95% interval for 8 of 10', () => {
    const { low, high } = wilsonInterval(8, 10);
    expect(low).toBeCloseTo(0.4902, 4);
    expect(high).toBeCloseTo(0.9433, 4);
  });

  it('is not zero-width when every trial hit or none did', () => {
    expect(wilsonInterval(0, 5).low).toBe(0);
    expect(wilsonInterval(0, 5).high).toBeCloseTo(0.4345, 4);
    expect(wilsonInterval(5, 5).high).toBe(1);
    expect(wilsonInterval(5, 5).low).toBeCloseTo(0.5655, 4);
  });

  it('narrows as the sample grows', () => {
    const small = wilsonInterval(50, 100);
    const large = wilsonInterval(500, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(small.low).toBeCloseTo(0.4038, 4);
  });

  it('refuses an empty bin or impossible counts', () => {
    expect(() => wilsonInterval(0, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
  });
});
