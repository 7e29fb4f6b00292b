/**
 * Live forecasts for the server: the models the backtests measure, fitted on stored history
 * at the replay clock. Pure functions, no I/O; each call is one refit (tens of milliseconds).
 */
export { BLEND_WEIGHTS } from './blend-weights.ts';
export { ELO_PARAMS_BY_SEASON } from './elo-params.ts';
export {
  forecastMlbNhlGames,
  forSeason,
  type MlbNhlForecast,
  type MlbNhlTables,
  type MoneylineLeague,
} from './mlb-nhl.ts';
export { MLB_NHL_TABLES } from './mlb-nhl-tables.ts';
export { MODEL_VERSION } from './model-version.ts';
export { publishedProbability } from './published.ts';
export {
  fitSoccerModel,
  forecastSoccer,
  type PlayedSoccerMatch,
  type ScoreProbability,
  type SoccerFixture,
  type SoccerForecast,
  type SoccerForecastOptions,
} from './soccer.ts';
export {
  adjustmentFor,
  eloParamsFor,
  forecastUsGames,
  US_MODEL,
  type UsFixture,
  type UsForecast,
  type UsLeague,
  usBacktestOptions,
} from './us.ts';
export { US_ADJUSTMENTS } from './us-adjustments.ts';
