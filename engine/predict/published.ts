import { blend } from './blend.ts';

/**
 * The published probability: the model log-pooled with the de-vigged pre-match market,
 * p ∝ model^w · market^(1−w) (engine/predict/blend.ts), with the model weight `weight` from
 * BLEND_WEIGHTS. With no market price the model is published alone.
 */
export function publishedProbability(
  model: readonly number[],
  preMatchMarket: readonly number[] | undefined,
  weight: number,
): number[] {
  if (!preMatchMarket || preMatchMarket.length !== model.length) return [...model];
  return blend(model, preMatchMarket, weight);
}
