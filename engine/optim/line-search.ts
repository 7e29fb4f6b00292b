/**
 * Strong-Wolfe line search (Nocedal & Wright, Numerical Optimization, 2nd ed., Alg. 3.5/3.6).
 *
 * L-BFGS needs the curvature condition s·y > 0 to keep its inverse-Hessian estimate positive
 * definite; the strong Wolfe conditions guarantee it, plain Armijo backtracking does not.
 * Non-finite objective values (e.g. a parameter stepping outside a likelihood's domain) are
 * treated as "too far": the step is shrunk, so objectives may return Infinity/NaN as a barrier.
 */

export interface Evaluation {
  value: number;
  gradient: Float64Array;
}

export type Objective = (x: Float64Array) => Evaluation;

export interface LineSearchResult {
  step: number;
  x: Float64Array;
  value: number;
  gradient: Float64Array;
  evaluations: number;
  ok: boolean;
}

export interface LineSearchOptions {
  /** Sufficient-decrease constant (Armijo). */
  c1: number;
  /** Curvature constant; 0.9 is the usual choice for quasi-Newton methods. */
  c2: number;
  maxEvaluations: number;
  maxStep: number;
}

const DEFAULTS: LineSearchOptions = { c1: 1e-4, c2: 0.9, maxEvaluations: 40, maxStep: 1e10 };

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

interface Point {
  step: number;
  x: Float64Array;
  value: number;
  gradient: Float64Array;
  slope: number;
}

/**
 * Finds a step t along `direction` from `x0` satisfying the strong Wolfe conditions.
 * `value0`/`gradient0` are f and ∇f at x0; `direction` must be a descent direction.
 */
export function wolfeLineSearch(
  f: Objective,
  x0: Float64Array,
  value0: number,
  gradient0: Float64Array,
  direction: Float64Array,
  initialStep: number,
  options: Partial<LineSearchOptions> = {},
): LineSearchResult {
  const { c1, c2, maxEvaluations, maxStep } = { ...DEFAULTS, ...options };
  const slope0 = dot(gradient0, direction);
  const n = x0.length;
  let evaluations = 0;

  const evaluate = (step: number): Point => {
    const x = new Float64Array(n);
    for (let i = 0; i < n; i++) x[i] = x0[i]! + step * direction[i]!;
    evaluations++;
    const r = f(x);
    // Copy: callers may reuse their gradient buffer between calls.
    const gradient = Float64Array.from(r.gradient);
    const value = Number.isFinite(r.value) ? r.value : Number.POSITIVE_INFINITY;
    const slope = Number.isFinite(value) ? dot(gradient, direction) : Number.NaN;
    return { step, x, value, gradient, slope };
  };

  const armijo = (p: Point) => p.value <= value0 + c1 * p.step * slope0;
  const curvature = (p: Point) => Math.abs(p.slope) <= -c2 * slope0;
  const done = (p: Point, ok: boolean): LineSearchResult => ({
    step: p.step,
    x: p.x,
    value: p.value,
    gradient: p.gradient,
    evaluations,
    ok,
  });

  // Best Armijo point seen, returned if the evaluation budget runs out: still a decrease.
  let fallback: Point | null = null;
  const remember = (p: Point) => {
    if (Number.isFinite(p.value) && armijo(p) && (!fallback || p.value < fallback.value)) {
      fallback = p;
    }
  };
  const giveUp = (): LineSearchResult => {
    const fb = fallback as Point | null;
    if (fb) return done(fb, true);
    return { step: 0, x: x0, value: value0, gradient: gradient0, evaluations, ok: false };
  };

  const zoom = (loIn: Point, hiIn: Point): LineSearchResult => {
    let lo = loIn;
    let hi = hiIn;
    while (evaluations < maxEvaluations) {
      const width = hi.step - lo.step;
      let t: number;
      if (Number.isFinite(hi.value) && Number.isFinite(lo.slope)) {
        // Minimiser of the quadratic through (lo.value, lo.slope) and hi.value,
        // safeguarded to the interior of the bracket so the bracket always shrinks.
        const denom = 2 * (hi.value - lo.value - lo.slope * width);
        t = denom > 0 ? lo.step - (lo.slope * width * width) / denom : lo.step + width / 2;
        const a = Math.min(lo.step, hi.step);
        const b = Math.max(lo.step, hi.step);
        const margin = 0.1 * (b - a);
        if (!(t >= a + margin && t <= b - margin)) t = lo.step + width / 2;
      } else {
        t = lo.step + width / 2;
      }
      if (Math.abs(t - lo.step) < 1e-16 * Math.max(1, Math.abs(lo.step))) break;
      const p = evaluate(t);
      remember(p);
      if (!armijo(p) || p.value >= lo.value) {
        hi = p;
      } else {
        if (curvature(p)) return done(p, true);
        if (p.slope * (hi.step - lo.step) >= 0) hi = lo;
        lo = p;
      }
    }
    return giveUp();
  };

  const start: Point = { step: 0, x: x0, value: value0, gradient: gradient0, slope: slope0 };
  let prev = start;
  let step = Math.min(initialStep, maxStep);
  while (evaluations < maxEvaluations) {
    const p = evaluate(step);
    remember(p);
    if (!armijo(p) || (prev !== start && p.value >= prev.value)) return zoom(prev, p);
    if (curvature(p)) return done(p, true);
    if (p.slope >= 0) return zoom(p, prev);
    prev = p;
    if (step >= maxStep) return done(p, true);
    step = Math.min(step * 2, maxStep);
  }
  return giveUp();
}
