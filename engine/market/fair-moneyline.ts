/**
 * The moneyline a point spread implies when no book's moneyline is known: each side's win
 * probability under the normal margin model of spread.ts, and the fair odds that pay exactly
 * that (no bookmaker margin). A price no one offers; it says what the spread means in odds.
 */
import { spreadToWinProbability } from './spread.ts';

export interface FairMoneyline {
  homeProbability: number;
  awayProbability: number;
  /** Fair decimal odds, 1 / probability. */
  home: number;
  away: number;
}

/**
 * From the home team's handicap as books quote it (−7 = home gives 7 points, so is favoured by
 * 7) and the sport's margin standard deviation (SPREAD_SIGMA). Null when a side's probability
 * rounds to 0 or 1 in double precision, where no finite fair price exists.
 */
export function fairMoneylineFromHandicap(
  homeHandicap: number,
  sigma: number,
): FairMoneyline | null {
  if (!Number.isFinite(homeHandicap)) throw new RangeError(`Bad handicap: ${homeHandicap}`);
  const homeProbability = spreadToWinProbability(-homeHandicap, sigma);
  const awayProbability = 1 - homeProbability;
  if (!(homeProbability > 0 && awayProbability > 0)) return null;
  return {
    homeProbability,
    awayProbability,
    home: 1 / homeProbability,
    away: 1 / awayProbability,
  };
}
