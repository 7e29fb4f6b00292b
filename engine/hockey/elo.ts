import { paramGrid } from '../elo/tune.ts';
import type { EloParams } from '../elo/types.ts';

/**
 * NHL team ratings on goals ('margin': K Elo points per ten goals of surprise). A final score
 * includes the overtime or shoot-out goal, so a shoot-out win counts as a one-goal win.
 * NHL_PLAIN_GRID is Elo on wins alone, the baseline the goals and the goalie term are measured
 * against.
 */
export const NHL_ELO: EloParams = {
  k: 8,
  homeAdvantage: 30,
  movMultiplier: 'margin',
  seasonRegression: 1 / 3,
  regressionMean: 1505,
  initialRating: 1500,
  eloPerPoint: 100,
};

/** `edgeElo`: Elo points per goal of the starting goalies' edge (goalie-form.ts). */
export const NHL_TUNING_GRID: readonly EloParams[] = paramGrid(NHL_ELO, {
  k: [5, 8, 12],
  homeAdvantage: [20, 30, 40],
  seasonRegression: [1 / 3, 1 / 2],
  eloPerPoint: [70, 100, 140],
  edgeElo: [0, 60, 120],
});

export const NHL_PLAIN_GRID: readonly EloParams[] = paramGrid(
  { ...NHL_ELO, k: 6, movMultiplier: 'none' },
  { k: [4, 6, 9], homeAdvantage: [20, 30, 40], seasonRegression: [1 / 4, 1 / 3, 1 / 2] },
);
