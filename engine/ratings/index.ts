export { NBA_MARGIN, NFL_MARGIN } from './defaults.ts';
export {
  forecastMarginRatings,
  type MarginFixture,
  type MarginParams,
  type MarginPrediction,
  runMarginRatings,
  shiftProbability,
  solveSpd,
} from './margin.ts';
export { type MotivationParams, Standings } from './standings.ts';
