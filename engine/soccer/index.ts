export { CLOSED_DOORS, isClosedDoors, markClosedDoors } from './closed-doors.ts';
export { type DixonColesFitOptions, fitDixonColes } from './dixon-coles.ts';
export { type FitData, type FitDataOptions, prepareFitData } from './fit-data.ts';
export {
  dixonColesCurvature,
  dixonColesObjective,
  type ParameterLayout,
  parameterLayout,
} from './likelihood.ts';
export {
  type AsianHandicapProbabilities,
  asianHandicap,
  type OutcomeProbabilities,
  type OverUnderProbabilities,
  outcomeProbabilities,
  overUnder,
  splitLine,
} from './markets.ts';
export {
  dixonColesScoreMatrix,
  type MatchPrediction,
  type PredictOptions,
  predictMatch,
  type TeamInMatch,
  teamStrength,
} from './predict.ts';
export {
  PROMOTED_TEAM_PRIOR,
  promotedPriorsAt,
  promotedTeamPriors,
  SHOTS_BLEND_FIT,
  SOCCER_FIT,
} from './presets.ts';
export { dixonColesTau, dixonColesTauDerivatives, type TauDerivatives } from './tau.ts';
export {
  DEFAULT_XI,
  daysBetween,
  halfLifeFromXi,
  parseIsoDate,
  resolveXi,
  timeDecayWeight,
  xiFromHalfLife,
} from './time-decay.ts';
export type {
  DixonColesFitMeta,
  DixonColesModel,
  DixonColesTeam,
  FitTarget,
  SoccerMatch,
  TeamStrength,
} from './types.ts';
