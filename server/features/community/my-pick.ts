import type { MatchVoteChoice, MyPick } from '@contract';
import type { Db } from '../../db/client.ts';
import { findPick, type NewPick, upsertPick } from '../../db/queries/picks.ts';
import type { OpenPrediction } from '../../db/queries/votes.ts';

/** Strix's published probabilities (0–1) for a match at the clock; null when it has none. */
export type StrixProbabilities = NewPick['probs'];

/** Strix's call: the side its published probabilities favour (the away team on a tie). */
export const callOf = (probs: { home: number; away: number }): 'home' | 'away' =>
  probs.home > probs.away ? 'home' : 'away';

/**
 * An agree/disagree on Strix's call as a pick: agree backs the call; disagree backs the call
 * not winning (a draw or the other side in a three-way market, the other side — or a tie — in a
 * two-way one), so on a settled match exactly one of the two is right.
 */
export function agreementPick(
  userId: string,
  prediction: OpenPrediction & { matchId: number },
  agrees: boolean,
  asOf: Date,
): NewPick {
  const probs = {
    home: prediction.homeProb,
    draw: prediction.drawProb,
    away: prediction.awayProb,
  };
  const call = callOf(probs);
  return {
    userId,
    matchId: prediction.matchId,
    source: agrees ? 'agree' : 'disagree',
    choice: agrees ? call : call === 'home' ? 'not_home' : 'not_away',
    predictionId: prediction.id,
    probs,
    pickedAt: asOf,
  };
}

/** The match page's "Who wins?" vote as a pick, with Strix's probabilities when it had some. */
export function winnerPick(
  userId: string,
  matchId: number,
  choice: MatchVoteChoice,
  probs: StrixProbabilities,
  asOf: Date,
): NewPick {
  return { userId, matchId, source: 'winner', choice, predictionId: null, probs, pickedAt: asOf };
}

export async function savePick(db: Db, pick: NewPick): Promise<void> {
  await upsertPick(db, pick);
}

export async function myPick(db: Db, userId: string, matchId: number): Promise<MyPick | null> {
  return findPick(db, userId, matchId);
}
