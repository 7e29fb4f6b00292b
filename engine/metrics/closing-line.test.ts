import { describe, expect, it } from 'vitest';
import { closingLineValue } from './closing-line.ts';

describe('closingLineValue', () => {
  it('is taken price × closing fair probability − 1', () => {
    // Took 2.10 on a side that closed at a fair 50 %: 5 % better than the close.
    expect(closingLineValue(2.1, 0.5)).toBeCloseTo(0.05, 12);
    expect(closingLineValue(1.9, 0.5)).toBeCloseTo(-0.05, 12);
    expect(closingLineValue(4, 0.25)).toBeCloseTo(0, 12);
  });

  it('rejects impossible inputs', () => {
    expect(() => closingLineValue(1, 0.5)).toThrow(RangeError);
    expect(() => closingLineValue(2, 1.5)).toThrow(RangeError);
  });
});
