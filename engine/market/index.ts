export { type Consensus, consensus } from './consensus.ts';
export {
  DEVIG_METHODS,
  type DevigMethod,
  devig,
  devigMultiplicative,
  devigPower,
  devigShin,
  powerExponent,
  shinInsiderShare,
} from './devig.ts';
export { type FairMoneyline, fairMoneylineFromHandicap } from './fair-moneyline.ts';
export { normalCdf, normalQuantile } from './normal.ts';
export {
  americanFromDecimal,
  decimalFromAmerican,
  type ImpliedProbabilities,
  impliedProbabilities,
  isValidPrice,
} from './odds.ts';
export {
  decimalFromFractional,
  farFromMarket,
  type OddsEntryFormat,
  type OddsEntryProblem,
  type OddsReading,
  readOdds,
} from './odds-entry.ts';
export { SPREAD_SIGMA, spreadToWinProbability, winProbabilityToSpread } from './spread.ts';
