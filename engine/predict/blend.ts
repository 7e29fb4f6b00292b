import { logLoss } from '../metrics/scores.ts';

/**
 * The published probability: the model pooled with the de-vigged market available before
 * kick-off. Logarithmic pooling, p ∝ model^w · market^(1−w), keeps probabilities coherent for any
 * number of outcomes and is the logit-space average for two. w is chosen to minimise log loss on
 * earlier out-of-sample forecasts only (see fitBlendWeight).
 */
export function blend(
  model: readonly number[],
  market: readonly number[],
  weight: number,
): number[] {
  const pooled = model.map(
    (p, i) => Math.max(p, 1e-12) ** weight * Math.max(market[i]!, 1e-12) ** (1 - weight),
  );
  const total = pooled.reduce((a, b) => a + b, 0);
  return pooled.map((p) => p / total);
}

export interface BlendSample {
  model: readonly number[];
  market: readonly number[];
  outcome: number;
}

function meanLogLoss(samples: readonly BlendSample[], weight: number): number {
  let total = 0;
  for (const sample of samples) {
    const pooled = blend(sample.model, sample.market, weight);
    total += logLoss(pooled, sample.outcome);
  }
  return total / samples.length;
}

/**
 * The model weight in [0, 1] with the lowest log loss on the samples (golden-section search; the
 * loss is convex in w for log pooling). With no samples the market alone is trusted (w = 0).
 */
export function fitBlendWeight(samples: readonly BlendSample[]): number {
  if (samples.length === 0) return 0;
  const ratio = (Math.sqrt(5) - 1) / 2;
  let lo = 0;
  let hi = 1;
  let a = hi - ratio * (hi - lo);
  let b = lo + ratio * (hi - lo);
  let fa = meanLogLoss(samples, a);
  let fb = meanLogLoss(samples, b);
  for (let i = 0; i < 40; i++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - ratio * (hi - lo);
      fa = meanLogLoss(samples, a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + ratio * (hi - lo);
      fb = meanLogLoss(samples, b);
    }
  }
  const best = (lo + hi) / 2;
  // The ends are candidates too: the optimum may sit exactly at 0 or 1.
  const candidates = [0, best, 1];
  return candidates.reduce((x, y) => (meanLogLoss(samples, y) < meanLogLoss(samples, x) ? y : x));
}
