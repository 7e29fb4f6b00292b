export { MLB_ELO, MLB_PLAIN_GRID, MLB_TUNING_GRID } from './elo.ts';
export { baseballInputs, withPitchingEdges } from './inputs.ts';
export {
  perNine,
  pitchingEdge,
  STARTER_FORM,
  type StarterFormParams,
  starterForms,
} from './starter-form.ts';
export type { BaseballGame, StarterForm } from './types.ts';
