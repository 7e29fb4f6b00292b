export {
  ADJUSTMENT_RIDGE,
  ADJUSTMENT_TERMS,
  adjustmentInputs,
  applyAdjustment,
  fitAdjustment,
} from './adjustment.ts';
export { fitLogistic, logisticProbability, logit } from './logistic.ts';
export {
  primaryStarter,
  QUARTERBACK_SETTINGS,
  type QuarterbackGame,
  type QuarterbackSettings,
  type QuarterbackSide,
  quarterbackChanges,
} from './quarterbacks.ts';
export { type RestGame, restDays } from './rest.ts';
