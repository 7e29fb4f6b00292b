import { describe, expect, it } from 'vitest';
import { insightTarget } from './insight.ts';

describe('insightTarget', () => {
  it('turns teams into a prefilled home search', () => {
    expect(insightTarget('home=Arsenal&away=Chelsea')).toBe('/?q=Arsenal%20vs%20Chelsea');
    expect(insightTarget('?home=Man%20City&away=Liverpool')).toBe(
      '/?q=Man%20City%20vs%20Liverpool',
    );
  });
  it('goes plainly home when a team is missing', () => {
    expect(insightTarget('home=Arsenal')).toBe('/');
    expect(insightTarget('')).toBe('/');
  });
});
