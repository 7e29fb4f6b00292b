import { describe, expect, it } from 'vitest';
import { blend, fitBlendWeight } from '../predict/blend.ts';

describe('published blend', () => {
  it('pools by weight: all model at 1, all market at 0, the logit average between', () => {
    expect(blend([0.6, 0.4], [0.5, 0.5], 1)).toEqual([0.6, 0.4]);
    expect(blend([0.6, 0.4], [0.5, 0.5], 0)).toEqual([0.5, 0.5]);
    const half = blend([0.8, 0.2], [0.5, 0.5], 0.5)[0]!;
    // logit(half) = 0.5·logit(0.8) + 0.5·logit(0.5) = 0.5·ln 4 → half = 2/3.
    expect(half).toBeCloseTo(2 / 3, 12);
    const three = blend([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 0.3);
    expect(three.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('fits weight 0 when the model adds nothing and a high weight when the market is noise', () => {
    // Outcomes follow the market exactly; the model is noise around it.
    const samples = [];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 4000; i++) {
      const truth = 0.2 + 0.6 * rand();
      const noisy = Math.min(0.95, Math.max(0.05, truth + (rand() - 0.5) * 0.4));
      const outcome = rand() < truth ? 0 : 1;
      samples.push({ model: [noisy, 1 - noisy], market: [truth, 1 - truth], outcome });
    }
    expect(fitBlendWeight(samples)).toBeLessThan(0.1);
    const flipped = samples.map((s) => ({ model: s.market, market: s.model, outcome: s.outcome }));
    expect(fitBlendWeight(flipped)).toBeGreaterThan(0.9);
    expect(fitBlendWeight([])).toBe(0);
  });
});
