export { NHL_ELO, NHL_PLAIN_GRID, NHL_TUNING_GRID } from './elo.ts';
export { GOALIE_FORM, type GoalieFormParams, goalieEdges } from './goalie-form.ts';
export { hockeyInputs, withGoalieEdges } from './inputs.ts';
export {
  DEFAULT_REGULATION,
  fitRegulation,
  type RegulationModel,
  regulationOutcomes,
  type SettledSample,
} from './regulation.ts';
export type { GoalieLine, HockeyGame, SettledIn } from './types.ts';
