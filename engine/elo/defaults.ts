import type { EloParams } from './types.ts';

/**
 * Starting points taken from FiveThirtyEight's published methods, to be refined by `tuneElo`.
 *
 * NFL: K = 20, margin multiplier ln(|MOV| + 1) · 2.2/(0.001 · diff + 2.2), a third of the way
 * back to 1505 each summer, 25 Elo points per point of spread. 538 began with 65 points of
 * home advantage and cut it to 48 from 2019 as home edges shrank league-wide; 48 suits the
 * recent seasons we forecast.
 *
 * NBA: K = 20, margin multiplier (|MOV| + 3)^0.8/(7.5 + 0.006 · diff), 100 points of home
 * court, a quarter of the way back to 1505 each summer, 28 Elo points per point.
 */
export const NFL_ELO: EloParams = {
  k: 20,
  homeAdvantage: 48,
  movMultiplier: 'log',
  seasonRegression: 1 / 3,
  regressionMean: 1505,
  initialRating: 1500,
  eloPerPoint: 25,
};

export const NBA_ELO: EloParams = {
  k: 20,
  homeAdvantage: 100,
  movMultiplier: 'power',
  seasonRegression: 1 / 4,
  regressionMean: 1505,
  initialRating: 1500,
  eloPerPoint: 28,
};
