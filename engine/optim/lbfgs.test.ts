import { describe, expect, it } from 'vitest';
import { minimize } from './lbfgs.ts';
import type { Evaluation } from './line-search.ts';

/** Extended Rosenbrock: Σ 100(x_{i+1} − x_i²)² + (1 − x_i)², minimum 0 at (1, …, 1). */
function rosenbrock(x: Float64Array): Evaluation {
  const n = x.length;
  const gradient = new Float64Array(n);
  let value = 0;
  for (let i = 0; i < n - 1; i++) {
    const xi = x[i]!;
    const next = x[i + 1]!;
    const a = next - xi * xi;
    const b = 1 - xi;
    value += 100 * a * a + b * b;
    gradient[i]! += -400 * xi * a - 2 * b;
    gradient[i + 1]! += 200 * a;
  }
  return { value, gradient };
}

describe('minimize (L-BFGS)', () => {
  it('solves the 2-D Rosenbrock function from the classic start (−1.2, 1)', () => {
    const r = minimize(rosenbrock, [-1.2, 1], { maxIterations: 200, gradientTolerance: 1e-9 });
    expect(r.converged).toBe(true);
    expect(r.x[0]).toBeCloseTo(1, 6);
    expect(r.x[1]).toBeCloseTo(1, 6);
    expect(r.value).toBeLessThan(1e-12);
    expect(r.iterations).toBeLessThan(100);
  });

  it('solves the 10-D Rosenbrock function', () => {
    const x0 = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? -1.2 : 1));
    const r = minimize(rosenbrock, x0, { maxIterations: 500, gradientTolerance: 1e-8 });
    expect(r.converged).toBe(true);
    for (const xi of r.x) expect(xi).toBeCloseTo(1, 5);
    expect(r.value).toBeLessThan(1e-10);
  });

  it('finds the known minimum of an ill-conditioned convex quadratic', () => {
    // f(x) = ½ (x − c)ᵀ A (x − c) with A = diag(1 … 1000) plus a coupling term, so the
    // minimiser is exactly c and the minimum exactly 0 (no constant offset: near 0 the
    // floating-point grid is fine enough to resolve the last digits of the descent).
    const n = 20;
    const c = Float64Array.from({ length: n }, (_, i) => Math.sin(i + 1) * 5);
    const diag = Float64Array.from({ length: n }, (_, i) => 10 ** ((3 * i) / (n - 1)));
    const f = (x: Float64Array): Evaluation => {
      const gradient = new Float64Array(n);
      let value = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) sum += x[i]! - c[i]!;
      for (let i = 0; i < n; i++) {
        const e = x[i]! - c[i]!;
        value += 0.5 * diag[i]! * e * e;
        gradient[i] = diag[i]! * e + sum; // coupling ½(Σe)² keeps A dense and positive definite
      }
      value += 0.5 * sum * sum;
      return { value, gradient };
    };
    const r = minimize(f, new Float64Array(n), {
      gradientTolerance: 1e-10,
      functionTolerance: 0,
      maxIterations: 1000,
    });
    expect(r.reason).toBe('gradient');
    expect(r.value).toBeLessThan(1e-18);
    for (let i = 0; i < n; i++) expect(r.x[i]).toBeCloseTo(c[i]!, 9);
  });

  it('uses a diagonal preconditioner: exact inverse curvature solves a separable quadratic at once', () => {
    const n = 30;
    const diag = Float64Array.from({ length: n }, (_, i) => 10 ** ((4 * i) / (n - 1)));
    const f = (x: Float64Array): Evaluation => {
      const gradient = new Float64Array(n);
      let value = 0;
      for (let i = 0; i < n; i++) {
        const e = x[i]! - 1;
        value += 0.5 * diag[i]! * e * e;
        gradient[i] = diag[i]! * e;
      }
      return { value, gradient };
    };
    const plain = minimize(f, new Float64Array(n), { gradientTolerance: 1e-9 });
    const preconditioned = minimize(f, new Float64Array(n), {
      gradientTolerance: 1e-9,
      preconditioner: diag.map((d) => 1 / d),
    });
    expect(preconditioned.iterations).toBe(1);
    expect(plain.iterations).toBeGreaterThan(10);
    for (const xi of preconditioned.x) expect(xi).toBeCloseTo(1, 12);
  });

  it('returns at once when started at the minimum', () => {
    const r = minimize(rosenbrock, [1, 1, 1]);
    expect(r.iterations).toBe(0);
    expect(r.converged).toBe(true);
    expect(r.reason).toBe('gradient');
  });

  it('steps back from a non-finite region instead of failing', () => {
    // −log(x) + x has its minimum at x = 1 and is undefined for x ≤ 0.
    const f = (x: Float64Array): Evaluation => {
      const v = x[0]!;
      return {
        value: v > 0 ? -Math.log(v) + v : Number.POSITIVE_INFINITY,
        gradient: Float64Array.of(v > 0 ? -1 / v + 1 : Number.NaN),
      };
    };
    const r = minimize(f, [0.01], { gradientTolerance: 1e-10 });
    expect(r.converged).toBe(true);
    expect(r.x[0]).toBeCloseTo(1, 8);
  });

  it('reports non-convergence when the iteration budget is too small', () => {
    const r = minimize(rosenbrock, [-1.2, 1], { maxIterations: 3 });
    expect(r.converged).toBe(false);
    expect(r.reason).toBe('maxIterations');
    expect(r.iterations).toBe(3);
  });

  it('does not modify x0', () => {
    const x0 = Float64Array.of(-1.2, 1);
    minimize(rosenbrock, x0);
    expect(Array.from(x0)).toEqual([-1.2, 1]);
  });
});
