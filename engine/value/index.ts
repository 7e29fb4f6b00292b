export { netPrice } from './exchange.ts';
export { KELLY_MULTIPLIER, kellyFraction, MAX_STAKE, suggestedStake } from './kelly.ts';
export {
  type Band,
  type BetsLikeThis,
  bandOf,
  betsLikeThis,
  EV_BANDS,
  evBandOf,
  type LedgerBet,
  type LedgerMatch,
  type LedgerOffer,
  type LedgerSummary,
  ledgerBets,
  ledgerBy,
  ODDS_BANDS,
  oddsBandOf,
  summariseLedger,
} from './ledger.ts';
export { type Offer, offerAllowed, selectValueBets, VALUE_RULE, type ValueRule } from './rule.ts';
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
