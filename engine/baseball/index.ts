export { MLB_ELO, MLB_PLAIN_GRID, MLB_TUNING_GRID } from './elo.ts';
export { baseballInputs, startersMarketEdge } from './inputs.ts';
export {
  MARKET_REFERENCE_ELO,
  MARKET_STARTER,
  type MarketStarterParams,
  marketLogit,
  marketStarterRatings,
} from './market-starter.ts';
export { perNine } from './per-nine.ts';
export type { BaseballGame } from './types.ts';
