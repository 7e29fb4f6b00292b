import { minimize } from '../optim/index.ts';

/**
 * Ridge logistic regression: the coefficients β minimising
 *   Σ_i [log(1 + e^{x_i·β}) − y_i · x_i·β] + l2 · Σ_{k≥1} β_k²,
 * i.e. P(y = 1 | x) = 1 / (1 + e^{−x·β}). The first column is left unpenalised and starts at 1:
 * it is meant for the logit of a base forecast, so with no evidence the fit returns that
 * forecast unchanged (β = [1, 0, …]).
 */
export function fitLogistic(x: readonly (readonly number[])[], y: readonly number[], l2: number) {
  if (x.length !== y.length) throw new RangeError('One outcome per row');
  if (!(l2 >= 0)) throw new RangeError(`Bad ridge: ${l2}`);
  const k = x[0]?.length ?? 0;
  const start = new Float64Array(k);
  if (k > 0) start[0] = 1;
  if (x.length === 0) return [...start];
  const result = minimize(
    (beta) => {
      let value = 0;
      const gradient = new Float64Array(k);
      for (let i = 0; i < x.length; i++) {
        const row = x[i]!;
        let z = 0;
        for (let j = 0; j < k; j++) z += row[j]! * beta[j]!;
        // log(1 + e^z), stable for large |z|.
        value += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - y[i]! * z;
        const residual = 1 / (1 + Math.exp(-z)) - y[i]!;
        for (let j = 0; j < k; j++) gradient[j]! += residual * row[j]!;
      }
      for (let j = 1; j < k; j++) {
        value += l2 * beta[j]! ** 2;
        gradient[j]! += 2 * l2 * beta[j]!;
      }
      return { value, gradient };
    },
    start,
    { maxIterations: 500, gradientTolerance: 1e-8 },
  );
  return [...result.x];
}

/** P(y = 1) for one row under coefficients β. */
export function logisticProbability(row: readonly number[], beta: readonly number[]): number {
  let z = 0;
  for (let j = 0; j < beta.length; j++) z += row[j]! * beta[j]!;
  return 1 / (1 + Math.exp(-z));
}

export const logit = (p: number): number => Math.log(p / (1 - p));
