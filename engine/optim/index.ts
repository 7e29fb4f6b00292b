export { type MinimizeOptions, type MinimizeResult, minimize, type StopReason } from './lbfgs.ts';
export {
  type Evaluation,
  type LineSearchOptions,
  type LineSearchResult,
  type Objective,
  wolfeLineSearch,
} from './line-search.ts';
