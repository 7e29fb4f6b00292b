export { NBA_MARGIN, NFL_MARGIN } from './defaults.ts';
export {
  forecastMarginRatings,
  type MarginFixture,
  type MarginParams,
  type MarginPrediction,
  runMarginRatings,
  solveSpd,
} from './margin.ts';
