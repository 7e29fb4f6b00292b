import type { PickRow } from '../../db/queries/profile.ts';

/**
 * What a person's pick backs and whether it came true. A pick is their "Who wins?" vote (a
 * result: home, draw or away) or their agree/disagree with Strix's call (always a team: the side
 * its probabilities favour, never the draw):
 * - agree backs Strix's call to win;
 * - disagree backs it not to win. In a three-way (soccer) market that is a draw or the other
 *   side's win; in a two-way one it is the other side (a tie, rare in the NFL, also counts).
 * The settlement job grades it (server/features/grading/settle-picks.ts); there are no voids.
 */
export type PickFacts = Pick<
  PickRow,
  'choice' | 'sportId' | 'homeProb' | 'drawProb' | 'awayProb' | 'correct'
>;

export type PickStatus = 'pending' | 'correct' | 'incorrect';

export function pickStatus(pick: Pick<PickRow, 'correct'>): PickStatus {
  if (pick.correct === null) return 'pending';
  return pick.correct ? 'correct' : 'incorrect';
}

/** Strix's call when the pick was made: the side its numbers favour; null without numbers. */
export function strixCall(pick: PickFacts): 'home' | 'away' | null {
  if (pick.homeProb === null || pick.awayProb === null) return null;
  return pick.homeProb > pick.awayProb ? 'home' : 'away';
}

/** The one result the pick backs; null for a disagree in a three-way market (two results). */
export function backedSide(pick: PickFacts): 'home' | 'draw' | 'away' | null {
  if (pick.choice === 'home' || pick.choice === 'draw' || pick.choice === 'away') {
    return pick.choice;
  }
  if (pick.sportId === 'soccer') return null;
  return pick.choice === 'not_home' ? 'away' : 'home';
}

/** Published probability (0–1) of what the pick backs; null when no numbers were shown. */
export function backedProbability(pick: PickFacts): number | null {
  const { homeProb, drawProb, awayProb } = pick;
  if (homeProb === null || awayProb === null) return null;
  switch (pick.choice) {
    case 'home':
      return homeProb;
    case 'away':
      return awayProb;
    case 'draw':
      return drawProb;
    case 'not_home':
      return 1 - homeProb;
    case 'not_away':
      return 1 - awayProb;
  }
}

/**
 * An underdog pick goes against Strix's call and backs something its numbers give less than
 * even chances. Backing the call is never one, even with a 41% favourite in a three-way market:
 * that side is still the likeliest winner.
 */
export function isUnderdogPick(pick: PickFacts): boolean {
  const call = strixCall(pick);
  const probability = backedProbability(pick);
  if (call === null || probability === null || pick.choice === call) return false;
  return probability < 0.5;
}
