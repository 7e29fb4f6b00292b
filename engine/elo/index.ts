export { NBA_ELO, NFL_ELO } from './defaults.ts';
export { NBA_TUNING_GRID, NFL_TUNING_GRID } from './grids.ts';
export { eloDiffFromProbability, fairSpread, winProbability } from './probability.ts';
export {
  type EloForecast,
  type EloPrediction,
  type EloRun,
  type EloState,
  forecastGame,
  predict,
  type RunEloOptions,
  rateGames,
  ratingsForSeason,
  regressRatings,
  runElo,
} from './run.ts';
export {
  type CandidateScore,
  type EloTuning,
  paramGrid,
  type TuneWindow,
  tuneElo,
  type WalkForward,
  type WalkForwardOptions,
  type WalkForwardSeason,
  walkForwardElo,
} from './tune.ts';
export type { EloGame, EloParams, MovMultiplier, Ratings } from './types.ts';
export {
  dayNumber,
  eloShift,
  homeResult,
  isBackToBack,
  movMultiplier,
  regressRating,
} from './update.ts';
