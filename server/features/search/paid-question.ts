import type { Interpretation } from '@contract';
import { DAILY_LIMITS } from '../usage/limits.ts';

/** What a search row keeps of how its question was understood (recent searches, activity). */
export const storedInterpretation = (interpretation: Interpretation) => ({
  intent: interpretation.intent,
  leagueId: interpretation.leagueId,
  matchId: interpretation.matchId,
  label: interpretation.label,
});

/**
 * A question answered without storing a prediction (a match that has kicked off, a season
 * question), as insertPaidQuestion pays for it: from the daily allowance or a credit, free when
 * `answerKey` was paid for earlier the same day. `extra` adds to the stored interpretation.
 */
export function paidQuestion(
  userId: string,
  question: string,
  interpretation: Interpretation,
  answerKey: string,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    userId,
    query: question,
    interpretation: { ...storedInterpretation(interpretation), ...extra },
    answerKey,
    limits: DAILY_LIMITS,
    now,
  };
}
