/**
 * Point spread ↔ win probability, modelling the final margin as normal around the spread.
 *
 * Sign convention: `spread` is the number of points the HOME team is favoured by, so +3 means
 * the home side is a 3-point favourite (quoted "home −3"), −3 means the away side is. This is
 * nflverse's `spread_line` convention; sources quoting the favourite's line as a negative number
 * must be flipped first.
 *
 * P(home wins) = Φ(spread / σ). A push on the spread is ignored: it makes no difference to who
 * wins, and ties in the final score are rare enough in both sports to leave out.
 */
import { normalCdf, normalQuantile } from './normal.ts';

/**
 * Standard deviation of the final margin around the closing spread, in points. NFL ≈ 13.5
 * (Stern 1991 measured 13.86 on 1981–84 games; recent seasons sit near 13–13.5); NBA ≈ 12.
 */
export const SPREAD_SIGMA = { nfl: 13.5, nba: 12 } as const;

export function spreadToWinProbability(spread: number, sigma: number): number {
  assertSigma(sigma);
  return normalCdf(spread / sigma);
}

export function winProbabilityToSpread(probability: number, sigma: number): number {
  assertSigma(sigma);
  if (!(probability > 0 && probability < 1)) {
    throw new RangeError(`Win probability must be strictly between 0 and 1: ${probability}`);
  }
  return sigma * normalQuantile(probability);
}

function assertSigma(sigma: number): void {
  if (!(Number.isFinite(sigma) && sigma > 0)) throw new RangeError(`Bad sigma: ${sigma}`);
}
