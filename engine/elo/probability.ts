/**
 * From an Elo difference to a forecast. `diff` is always home rating − away rating plus the
 * home advantage when the venue is not neutral, i.e. the difference the game is played at.
 */

/** Logistic Elo curve: a 400-point edge is 10-to-1. */
export function winProbability(diff: number): number {
  return 1 / (1 + 10 ** (-diff / 400));
}

/** The difference that gives probability p; the inverse of `winProbability`. */
export function eloDiffFromProbability(p: number): number {
  if (!(p > 0 && p < 1))
    throw new RangeError(`Win probability must be strictly between 0 and 1: ${p}`);
  return -400 * Math.log10(1 / p - 1);
}

/**
 * Points the home side should be favoured by (positive = home favourite, the same sign as the
 * market spreads in engine/market). 538 found about 25 Elo points per NFL point and 28 per NBA
 * point.
 */
export function fairSpread(diff: number, eloPerPoint: number): number {
  if (!(eloPerPoint > 0)) throw new RangeError(`Bad Elo points per point: ${eloPerPoint}`);
  return diff / eloPerPoint;
}
