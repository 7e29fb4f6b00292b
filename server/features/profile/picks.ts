import type { PickRow } from '../../db/queries/profile.ts';

/**
 * What a person's pick backs and whether it came true. A pick is their agree/disagree vote on
 * Strix's call (always a team: the side its probabilities favour, never the draw):
 * - agree backs Strix's call to win;
 * - disagree backs it not to win. In a three-way (soccer) market that is a draw or the other
 *   side's win; in a two-way one it is the other side (a tie, rare in the NFL, also counts).
 * So on every settled match exactly one of agree and disagree is right, with no void results.
 */
export type PickFacts = Pick<
  PickRow,
  'agrees' | 'call' | 'homeProb' | 'drawProb' | 'awayProb' | 'outcome'
>;

export type PickStatus = 'pending' | 'correct' | 'incorrect';

export function pickStatus(pick: PickFacts): PickStatus {
  if (pick.outcome === null) return 'pending';
  return pick.agrees === (pick.outcome === pick.call) ? 'correct' : 'incorrect';
}

/** The one side the pick backs; null for a disagree in a three-way market (two outcomes). */
export function backedSide(pick: PickFacts): 'home' | 'away' | null {
  if (pick.agrees) return pick.call;
  if (pick.drawProb !== null) return null;
  return pick.call === 'home' ? 'away' : 'home';
}

/** Published probability (0–1) of what the pick backs: the call, or the call not winning. */
export function backedProbability(pick: PickFacts): number {
  const call = pick.call === 'home' ? pick.homeProb : pick.awayProb;
  return pick.agrees ? call : 1 - call;
}

/**
 * An underdog pick goes against Strix's call and backs something its numbers give less than
 * even chances. Agreeing is never one, even with a 41% favourite in a three-way market: that
 * side is still the likeliest winner.
 */
export function isUnderdogPick(pick: PickFacts): boolean {
  return !pick.agrees && backedProbability(pick) < 0.5;
}
