/**
 * Limited-memory BFGS for smooth unconstrained problems with analytic gradients.
 *
 * Chosen for the model fits in this engine (tens of parameters, cheap exact gradients, many
 * warm-started refits): it needs no Hessian, converges superlinearly in practice, and a warm
 * start near the optimum finishes in a handful of iterations.
 */

import { type Objective, wolfeLineSearch } from './line-search.ts';

export interface MinimizeOptions {
  /** Stop after this many iterations (line searches). Default 500. */
  maxIterations?: number;
  /** Converged when the largest |∂f/∂x_i| is at most this. Default 1e-6. */
  gradientTolerance?: number;
  /**
   * Also converged when an iteration lowers f by less than this, relative to max(1, |f|):
   * at that point round-off, not the optimiser, limits progress. Default 1e-14.
   */
  functionTolerance?: number;
  /** Number of (s, y) correction pairs kept. Default 10. */
  memory?: number;
  /**
   * Diagonal estimate of the inverse Hessian (e.g. 1 / expected Fisher information), used as
   * the initial matrix of every two-loop recursion instead of the scalar s·y / y·y. A good one
   * makes the first step near-Newton, which is what a warm start close to the optimum needs.
   */
  preconditioner?: Float64Array;
}

export type StopReason = 'gradient' | 'function' | 'maxIterations' | 'lineSearch';

export interface MinimizeResult {
  x: Float64Array;
  value: number;
  gradient: Float64Array;
  iterations: number;
  /** Objective evaluations, line-search trials included. */
  evaluations: number;
  converged: boolean;
  reason: StopReason;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function maxAbs(a: Float64Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]!));
  return m;
}

/**
 * Minimises f from x0. f returns the value and gradient at x; it may return a non-finite value
 * outside its domain (the line search then shortens the step). x0 is not modified.
 */
export function minimize(
  f: Objective,
  x0: Float64Array | readonly number[],
  options: MinimizeOptions = {},
): MinimizeResult {
  const maxIterations = options.maxIterations ?? 500;
  const gradientTolerance = options.gradientTolerance ?? 1e-6;
  const functionTolerance = options.functionTolerance ?? 1e-14;
  const memory = Math.max(1, options.memory ?? 10);

  let x: Float64Array = Float64Array.from(x0);
  const first = f(x);
  let value = first.value;
  let gradient: Float64Array = Float64Array.from(first.gradient);
  let evaluations = 1;
  if (!Number.isFinite(value)) throw new Error('minimize: objective is not finite at x0');

  const s: Float64Array[] = [];
  const y: Float64Array[] = [];
  const rho: number[] = [];
  const alpha = new Float64Array(memory);
  const n = x.length;

  const finish = (iterations: number, reason: StopReason): MinimizeResult => ({
    x,
    value,
    gradient,
    iterations,
    evaluations,
    converged: reason === 'gradient' || reason === 'function',
    reason,
  });

  if (maxAbs(gradient) <= gradientTolerance) return finish(0, 'gradient');

  for (let iter = 1; iter <= maxIterations; iter++) {
    // Two-loop recursion: direction = −H·g with H the L-BFGS inverse-Hessian estimate.
    const q = Float64Array.from(gradient);
    const k = s.length;
    for (let i = k - 1; i >= 0; i--) {
      const a = rho[i]! * dot(s[i]!, q);
      alpha[i] = a;
      const yi = y[i]!;
      for (let j = 0; j < n; j++) q[j]! -= a * yi[j]!;
    }
    const diag = options.preconditioner;
    if (diag) {
      for (let j = 0; j < n; j++) q[j]! *= diag[j]!;
    } else if (k > 0) {
      // Scale the initial Hessian by s·y / y·y so a unit step is usually accepted.
      const yk = y[k - 1]!;
      const scale = 1 / (rho[k - 1]! * dot(yk, yk));
      for (let j = 0; j < n; j++) q[j]! *= scale;
    }
    for (let i = 0; i < k; i++) {
      const b = rho[i]! * dot(y[i]!, q);
      const si = s[i]!;
      const c = alpha[i]! - b;
      for (let j = 0; j < n; j++) q[j]! += c * si[j]!;
    }
    let direction = q;
    for (let j = 0; j < n; j++) direction[j] = -direction[j]!;
    let slope = dot(direction, gradient);
    if (!(slope < 0)) {
      // Lost descent (round-off in the memory): restart from steepest descent.
      s.length = 0;
      y.length = 0;
      rho.length = 0;
      const diag = options.preconditioner;
      direction = Float64Array.from(gradient, (g, j) => -g * (diag ? diag[j]! : 1));
      slope = dot(direction, gradient);
    }
    // Without curvature information the unit step has no scale: start at |step| = 1/|g|∞.
    const initialStep =
      s.length === 0 && !options.preconditioner ? Math.min(1, 1 / maxAbs(gradient)) : 1;

    const ls = wolfeLineSearch(f, x, value, gradient, direction, initialStep);
    evaluations += ls.evaluations;
    if (!ls.ok) {
      if (s.length > 0) {
        // A stale memory can give a poor direction; retry once as steepest descent.
        s.length = 0;
        y.length = 0;
        rho.length = 0;
        iter--;
        continue;
      }
      return finish(iter - 1, 'lineSearch');
    }

    const sNew = new Float64Array(n);
    const yNew = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      sNew[j] = ls.x[j]! - x[j]!;
      yNew[j] = ls.gradient[j]! - gradient[j]!;
    }
    const previousValue = value;
    x = ls.x;
    value = ls.value;
    gradient = ls.gradient;

    if (maxAbs(gradient) <= gradientTolerance) return finish(iter, 'gradient');
    if (previousValue - value <= functionTolerance * Math.max(1, Math.abs(value))) {
      return finish(iter, 'function');
    }

    const sy = dot(sNew, yNew);
    // Skip pairs without positive curvature: they would break positive definiteness.
    if (sy > 1e-12 * Math.sqrt(dot(sNew, sNew) * dot(yNew, yNew))) {
      if (s.length === memory) {
        s.shift();
        y.shift();
        rho.shift();
      }
      s.push(sNew);
      y.push(yNew);
      rho.push(1 / sy);
    }
  }
  return finish(maxIterations, 'maxIterations');
}
