/** Product-spec cut-offs on expected value in percent: above 10 strong, above 5 medium. */
export const VALUE_TIER_CUTOFFS = { strong: 10, medium: 5 } as const;

export type ValueTier = 'strong' | 'medium' | 'neutral';

export function valueTier(expectedValuePct: number): ValueTier {
  if (isAbove(expectedValuePct, VALUE_TIER_CUTOFFS.strong)) return 'strong';
  if (isAbove(expectedValuePct, VALUE_TIER_CUTOFFS.medium)) return 'medium';
  return 'neutral';
}

/**
 * Strictly above, ignoring binary rounding: 0.5 × 2.1 − 1 comes out as 0.05000000000000004, and
 * an edge of exactly 5 % must not land in the "above 5" tier because of it.
 */
export function isAbove(value: number, cutoff: number): boolean {
  return value - cutoff > 1e-9;
}
