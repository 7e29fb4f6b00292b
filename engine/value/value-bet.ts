import { KELLY_MULTIPLIER, kellyFraction, MAX_STAKE, suggestedStake } from './kelly.ts';
import { isAbove, type ValueTier, valueTier } from './tier.ts';
import {
  cautiousExpectedValuePct,
  PROBABILITY_MARGIN,
  requiredExpectedValuePct,
} from './uncertainty.ts';

export interface ValueBetInput {
  /** Decimal price as paid out: an exchange's net of commission (see netPrice). */
  price: number;
  /** Our probability that the outcome happens. */
  modelProbability: number;
}

export interface ValueBet {
  /** 1/price: the book's probability, margin included. */
  impliedProbability: number;
  modelProbability: number;
  /** (p·price − 1)·100: expected profit per 100 staked if the model is right. */
  expectedValuePct: number;
  /** EV in percent were the probability `probabilityMargin` lower (see uncertainty.ts). */
  cautiousExpectedValuePct: number;
  /** 1/p: the price at which the bet would break even. */
  fairOdds: number;
  /** Full-Kelly fraction of bankroll, never below 0. */
  kellyFraction: number;
  /** Suggested fraction of bankroll: ¼ Kelly capped at 2 %. */
  stake: number;
}

export interface StakingOptions {
  kellyMultiplier?: number;
  maxStake?: number;
  /** Allowance for error in the probability; PROBABILITY_MARGIN unless given. */
  probabilityMargin?: number;
}

/** (p·price − 1)·100: expected profit per 100 staked if `probability` is right. */
const expectedValuePctOf = (price: number, probability: number) => (probability * price - 1) * 100;

export function valueBet(
  { price, modelProbability }: ValueBetInput,
  {
    kellyMultiplier = KELLY_MULTIPLIER,
    maxStake = MAX_STAKE,
    probabilityMargin = PROBABILITY_MARGIN,
  }: StakingOptions = {},
): ValueBet {
  if (!(Number.isFinite(price) && price > 1)) throw new RangeError(`Not a decimal price: ${price}`);
  if (!(modelProbability > 0 && modelProbability <= 1)) {
    throw new RangeError(`Model probability must be in (0, 1]: ${modelProbability}`);
  }
  return {
    impliedProbability: 1 / price,
    modelProbability,
    expectedValuePct: expectedValuePctOf(price, modelProbability),
    cautiousExpectedValuePct: cautiousExpectedValuePct(price, modelProbability, probabilityMargin),
    fairOdds: 1 / modelProbability,
    kellyFraction: kellyFraction(price, modelProbability),
    stake: suggestedStake(price, modelProbability, kellyMultiplier, maxStake),
  };
}

export type FoundValueBet<R> = R & ValueBet & { tier: ValueTier };

/**
 * Rows are one per book and outcome, carrying whatever labels the caller needs (book, market,
 * outcome) alongside price and model probability; those labels come back untouched. Keeps rows
 * whose EV is strictly above `thresholdPct` and stays positive were the probability
 * `probabilityMargin` lower (requiredExpectedValuePct), best first. Rows without a usable price
 * or probability are dropped: a book that does not quote an outcome offers no bet on it.
 */
export function findValueBets<R extends ValueBetInput>(
  rows: readonly R[],
  thresholdPct = 0,
  options: StakingOptions = {},
): FoundValueBet<R>[] {
  const found: FoundValueBet<R>[] = [];
  const margin = options.probabilityMargin ?? PROBABILITY_MARGIN;
  for (const row of rows) {
    if (!(Number.isFinite(row.price) && row.price > 1)) continue;
    if (!(row.modelProbability > 0 && row.modelProbability <= 1)) continue;
    // The EV alone says whether a row is listed: the rest of a bet (stake, Kelly) is worked out
    // for the few that are. The value-bet ledger asks this of every price since 2016/17.
    const expectedValuePct = expectedValuePctOf(row.price, row.modelProbability);
    if (!isAbove(expectedValuePct, requiredExpectedValuePct(row.price, thresholdPct, margin))) {
      continue;
    }
    const bet = valueBet(row, options);
    found.push({ ...row, ...bet, tier: valueTier(bet.expectedValuePct) });
  }
  return found.sort((a, b) => b.expectedValuePct - a.expectedValuePct);
}
