import { describe, expect, it } from 'vitest';
import { dixonColesTau, dixonColesTauDerivatives } from './tau.ts';

const poisson = (k: number, rate: number) => {
  let f = 1;
  for (let i = 2; i <= k; i++) f *= i;
  return (Math.exp(-rate) * rate ** k) / f;
};

describe('Dixon–Coles τ', () => {
  // λ = 1.2 (home), μ = 0.8 (away), ρ = −0.1, worked out by hand:
  //   τ(0,0) = 1 − λμρ = 1 + 0.096 = 1.096   τ(0,1) = 1 + λρ = 0.88
  //   τ(1,0) = 1 + μρ = 0.92                  τ(1,1) = 1 − ρ = 1.1
  it('matches hand-computed values on the four low-score cells and is 1 elsewhere', () => {
    expect(dixonColesTau(0, 0, 1.2, 0.8, -0.1)).toBeCloseTo(1.096, 12);
    expect(dixonColesTau(0, 1, 1.2, 0.8, -0.1)).toBeCloseTo(0.88, 12);
    expect(dixonColesTau(1, 0, 1.2, 0.8, -0.1)).toBeCloseTo(0.92, 12);
    expect(dixonColesTau(1, 1, 1.2, 0.8, -0.1)).toBeCloseTo(1.1, 12);
    for (const [x, y] of [
      [2, 0],
      [0, 2],
      [2, 1],
      [1, 2],
      [3, 3],
    ] as const) {
      expect(dixonColesTau(x, y, 1.2, 0.8, -0.1)).toBe(1);
    }
  });

  it('is identically 1 when ρ = 0', () => {
    for (let x = 0; x < 3; x++)
      for (let y = 0; y < 3; y++) {
        expect(dixonColesTau(x, y, 1.7, 0.6, 0)).toBe(1);
      }
  });

  it('leaves both marginal distributions Poisson', () => {
    const lambda = 1.45;
    const mu = 1.1;
    const rho = -0.13;
    for (const x of [0, 1]) {
      let marginal = 0;
      for (let y = 0; y < 40; y++) {
        marginal += dixonColesTau(x, y, lambda, mu, rho) * poisson(x, lambda) * poisson(y, mu);
      }
      expect(marginal).toBeCloseTo(poisson(x, lambda), 14);
    }
  });

  it('has derivatives that agree with central finite differences', () => {
    const h = 1e-6;
    for (const [x, y] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 3],
    ] as const) {
      const [l, m, r] = [1.3, 0.9, -0.07];
      const d = dixonColesTauDerivatives(x, y, l, m, r);
      expect(d.tau).toBeCloseTo(dixonColesTau(x, y, l, m, r), 14);
      const fd = (f: (e: number) => number) => (f(h) - f(-h)) / (2 * h);
      expect(d.dLambda).toBeCloseTo(
        fd((e) => dixonColesTau(x, y, l + e, m, r)),
        8,
      );
      expect(d.dMu).toBeCloseTo(
        fd((e) => dixonColesTau(x, y, l, m + e, r)),
        8,
      );
      expect(d.dRho).toBeCloseTo(
        fd((e) => dixonColesTau(x, y, l, m, r + e)),
        8,
      );
    }
  });
});
