/**
 * Candidate grids for `tuneElo`/`walkForwardElo`. They were settled on seasons before the
 * backtest window only (NFL 2003–2014, NBA 2010–2015): there, margin-mode updates beat both of
 * 538's multipliers, an early-season K helped both sports and an NBA back-to-back penalty
 * helped, while playoff scaling, rest days, a learned home advantage, capping blowouts and a
 * free logistic scale did not. The home-advantage, back-to-back and points axes were then
 * widened where tuning kept choosing the edge of the grid (home edges have shrunk since 2020).
 */
import { NBA_ELO, NFL_ELO } from './defaults.ts';
import { paramGrid } from './tune.ts';
import type { EloParams } from './types.ts';

export const NFL_TUNING_GRID: readonly EloParams[] = paramGrid(
  { ...NFL_ELO, movMultiplier: 'margin', earlySeasonGames: 4 },
  {
    k: [12, 16, 20],
    homeAdvantage: [15, 30, 45, 60],
    seasonRegression: [1 / 3, 0.45, 0.6],
    eloPerPoint: [19, 22, 25, 28],
    earlySeasonK: [1, 1.5],
  },
);

export const NBA_TUNING_GRID: readonly EloParams[] = paramGrid(
  { ...NBA_ELO, movMultiplier: 'margin', earlySeasonGames: 5 },
  {
    k: [6, 8, 11],
    homeAdvantage: [40, 50, 60, 80],
    seasonRegression: [0.25, 0.35, 0.5],
    eloPerPoint: [24, 28, 32],
    backToBack: [0, 35, 50],
    earlySeasonK: [1, 2],
  },
);
