export { type BettingSummary, bettingSummary, type SettledBet } from './betting.ts';
export { type CalibrationBin, calibrationBins } from './calibration.ts';
export { closingLineValue } from './closing-line.ts';
export { wilsonInterval } from './interval.ts';
export { favouredPick, type MatchOutcome } from './pick.ts';
export { accuracy, brier, LOG_LOSS_EPSILON, logLoss, multiBrier, rps } from './scores.ts';
export { pairedDelta, type Summary, summarise } from './summary.ts';
