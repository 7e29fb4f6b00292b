export { Ending, type HockeyResult, HockeyTable } from './hockey-table.ts';
export type { SeasonOutcome } from './outcome.ts';
export { type GamesShort, gamesShort, type Meeting, remainingPairs } from './schedule.ts';
export { scoreGrid } from './score-grid.ts';
export {
  type HockeyFixtureInput,
  type HockeyFormat,
  type HockeySeasonInput,
  NHL_DIVISION_PLACES,
  NHL_WILD_CARDS,
  simulateHockeySeason,
  type UnsettledResult,
} from './simulate-hockey.ts';
export {
  currentSoccerTable,
  type SoccerFixtureInput,
  type SoccerSeasonInput,
  simulateSoccerSeason,
  type TeamRates,
} from './simulate-soccer.ts';
export {
  currentUsTable,
  simulateUsSeason,
  type UsFixtureInput,
  type UsOpenGameInput,
  type UsSeasonInput,
} from './simulate-us.ts';
export { SOCCER_RULES, type SoccerRules, type SoccerZoneKey, zoneRange } from './soccer-rules.ts';
export type { SoccerResult } from './soccer-table.ts';
export { MLB_FORMAT, type MlbFormat, mlbFormat, type UsLeagueRules } from './us-rules.ts';
export type { UsAlignment, UsResult } from './us-table.ts';
