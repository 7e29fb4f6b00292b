/** A settled match's result from the home side's view. */
export type MatchOutcome = 'home' | 'draw' | 'away';

/**
 * The side a published forecast picks, as the public record grades it: the side its probability
 * favours, the away side on a tie (a level forecast is no home pick), and correct when the
 * result is that side, so a draw is never a correct pick. The SQL totals
 * (server/db/queries/record.ts) apply the same rule.
 */
export function favouredPick(
  homeProb: number,
  awayProb: number,
  outcome: MatchOutcome,
): { pick: 'home' | 'away'; correct: boolean } {
  const pick = homeProb > awayProb ? 'home' : 'away';
  return { pick, correct: outcome === pick };
}
