import { describe, expect, it } from 'vitest';
import { consensus } from './consensus.ts';
import { devigMultiplicative, devigShin } from './devig.ts';

describe('consensus', () => {
  it('averages each book de-vigged on its own', () => {
    const a = [2.0, 3.5, 4.0];
    const b = [2.1, 3.3, 3.8];
    const result = consensus([a, b], 'multiplicative');
    const pa = devigMultiplicative(a);
    const pb = devigMultiplicative(b);
    expect(result?.books).toBe(2);
    for (let i = 0; i < 3; i++) {
      expect(result?.probabilities[i]).toBeCloseTo((pa[i]! + pb[i]!) / 2, 12);
    }
  });

  it('skips books with missing, invalid or extra prices', () => {
    const good = [1.8, 2.1];
    const result = consensus(
      [good, [1.9, null], [Number.NaN, 2], [0.9, 3], [1.9], [1.8, 2.1, 5], [2.0, undefined]],
      'shin',
      2,
    );
    expect(result?.books).toBe(1);
    expect(result?.probabilities).toEqual(devigShin(good));
  });

  it('returns null when no book is complete', () => {
    expect(consensus([], 'power')).toBeNull();
    expect(consensus([[2, null, 3]], 'power')).toBeNull();
  });

  it('sums to 1', () => {
    const result = consensus(
      [
        [1.5, 4.2, 6.5],
        [1.55, 4.0, 6.0],
        [1.45, 4.5, 7.5],
      ],
      'power',
    );
    expect(result?.probabilities.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 14);
  });
});
