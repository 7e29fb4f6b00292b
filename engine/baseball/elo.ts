import { paramGrid } from '../elo/tune.ts';
import type { EloParams } from '../elo/types.ts';

/**
 * MLB team ratings. FiveThirtyEight's baseball Elo began at K = 4 with 24 points of home field
 * and a third of the way back to the mean each winter, on wins alone: that is the plain Elo the
 * model is measured against (MLB_PLAIN_GRID). Runs say more about a team than wins do, so the
 * served ratings update on runs ('margin': K Elo points per ten runs of surprise, `eloPerPoint`
 * Elo points per run of expected margin); on 2012–2019 that alone took 0.0003 off the Brier
 * score (docs/models.md "Baseball").
 */
export const MLB_ELO: EloParams = {
  k: 5,
  homeAdvantage: 24,
  movMultiplier: 'margin',
  seasonRegression: 1 / 3,
  regressionMean: 1505,
  initialRating: 1500,
  eloPerPoint: 80,
};

/**
 * The served team ratings' grid. They read no pitcher edge: the starters enter after them, in
 * the ridge layer (inputs.ts), as their market-implied ratings.
 */
export const MLB_TUNING_GRID: readonly EloParams[] = paramGrid(MLB_ELO, {
  k: [4, 5, 7],
  homeAdvantage: [16, 24, 32],
  seasonRegression: [1 / 3, 1 / 2],
  eloPerPoint: [60, 80, 100],
});

/** Elo on wins alone, the baseline the pitcher term and the run margin must beat. */
export const MLB_PLAIN_GRID: readonly EloParams[] = paramGrid(
  { ...MLB_ELO, k: 4, movMultiplier: 'none' },
  { k: [3, 4, 6], homeAdvantage: [16, 24, 32], seasonRegression: [1 / 4, 1 / 3, 1 / 2] },
);
