export { netPrice } from './exchange.ts';
export { KELLY_MULTIPLIER, kellyFraction, MAX_STAKE, suggestedStake } from './kelly.ts';
export { VALUE_TIER_CUTOFFS, type ValueTier, valueTier } from './tier.ts';
export {
  cautiousExpectedValuePct,
  PROBABILITY_MARGIN,
  requiredExpectedValuePct,
} from './uncertainty.ts';
export {
  type FoundValueBet,
  findValueBets,
  type StakingOptions,
  type ValueBet,
  type ValueBetInput,
  valueBet,
} from './value-bet.ts';
