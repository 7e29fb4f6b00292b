import type { DevigMethod } from '../market/devig.ts';
import { PROBABILITY_MARGIN } from './uncertainty.ts';
import { type FoundValueBet, findValueBets, type ValueBetInput } from './value-bet.ts';

/**
 * What makes a price a value bet Strix lists. One rule, used by the answer, the screener and the
 * value-bet ledger (ledger.ts) that checks on history that bets it lists returned what they
 * claimed; docs/models.md "Value bets" has the ledger's table behind each setting.
 */
export interface ValueRule {
  /** Expected value (percent) a price must offer over the published probability. */
  thresholdPct: number;
  /** Allowance for error in the published probability (uncertainty.ts). */
  probabilityMargin: number;
  /** Prices above this (decimal) are never listed: see VALUE_RULE. Null: no cap. */
  maxPrice: number | null;
  /**
   * Whether exchange prices may be value bets. The files give an exchange's best price with no
   * stake behind it, so a long shot's 25.0 may be there for a few pounds only.
   */
  exchanges: boolean;
  /** How the reference book's margin is taken off for the published probability. */
  devig: DevigMethod;
}

/**
 * The rule as served. Chosen on the 2016/17–2022/23 seasons of the six soccer leagues and
 * checked on 2023/24–2024/25 (`npx tsx bench/value-bets.ts`): see docs/models.md "Value bets".
 */
export const VALUE_RULE: ValueRule = {
  thresholdPct: 3,
  probabilityMargin: PROBABILITY_MARGIN,
  maxPrice: 6,
  exchanges: false,
  devig: 'multiplicative',
};

/** One price on one outcome: `price` is what it pays, net of any exchange commission. */
export interface Offer extends ValueBetInput {
  /** The outcome's index in the match's probabilities. */
  outcome: number;
  exchange: boolean;
}

/** Whether the rule lets a price be considered at all (before its edge is looked at). */
export function offerAllowed(offer: Offer, rule: ValueRule): boolean {
  if (offer.exchange && !rule.exchanges) return false;
  return rule.maxPrice === null || offer.price <= rule.maxPrice;
}

/**
 * The value bets the rule lists among `offers`: the best-EV price per outcome that clears the
 * threshold with the margin taken off, strongest first. Labels on the offers come back untouched.
 */
export function selectValueBets<O extends Offer>(
  offers: readonly O[],
  rule: ValueRule = VALUE_RULE,
): FoundValueBet<O>[] {
  const allowed = offers.filter((offer) => offerAllowed(offer, rule));
  const found = findValueBets(allowed, rule.thresholdPct, {
    probabilityMargin: rule.probabilityMargin,
  });
  const seen = new Set<number>();
  return found.filter((bet) => {
    if (seen.has(bet.outcome)) return false;
    seen.add(bet.outcome);
    return true;
  });
}
