import type { Interpretation, OutlookSearchResponse } from '@contract';
import { insertPaidQuestion } from '../../db/queries/searches.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { timeSearchPhase } from '../metrics/timing.ts';
import { getLeagueOutlook } from '../outlooks/outlook-service.ts';
import { chargeOf, outlookAnswerKey } from './answer-key.ts';
import { answerOutlookQuestion } from './outlook-answer.ts';
import { paidQuestion } from './paid-question.ts';
import type { SearchDeps } from './search-service.ts';
import { refuseUnpaidSearch } from './unpaid-search.ts';

/**
 * Answers a season question with the league's outlook at the clock. It is a search like any
 * other: stored in the person's recent searches and paid from the same daily allowance (or a
 * credit), after the outlook is worked out, so a league that cannot be simulated costs nothing.
 */
export async function runOutlookSearch(
  deps: SearchDeps,
  userId: string,
  question: string,
  interpretation: Interpretation,
): Promise<OutlookSearchResponse> {
  const asked = interpretation.outlook;
  if (!asked || !interpretation.leagueId) throw new Error('Not an outlook question.');
  const { metrics } = deps.ctx;
  const asOf = await currentAsOf(deps.ctx);
  const outlook = await timeSearchPhase(metrics, 'fit', () =>
    getLeagueOutlook(deps.ctx.db, deps.state, interpretation.leagueId!, asOf),
  ).catch((error: unknown) => {
    // No season on file at the clock: the question was understood but cannot be answered, which
    // a search says with a 422 and suggestions (the league page says it with a 404).
    if (error instanceof HttpError && error.statusCode === 404) {
      throw unprocessable(error.message, {
        suggestions: ['Who will win the Premier League?', 'NBA playoff chances'],
      });
    }
    throw error;
  });
  const { highlight, answer } = answerOutlookQuestion(outlook, asked);
  const stored = await timeSearchPhase(metrics, 'database', () =>
    insertPaidQuestion(
      deps.ctx.db,
      paidQuestion(
        userId,
        question,
        interpretation,
        outlookAnswerKey(interpretation),
        deps.ctx.clock.now(),
        { matchId: null, outlook: asked },
      ),
    ),
  );
  // Nothing could pay (allowance used, no credits, or no account any more): nothing was stored.
  if (!stored) return refuseUnpaidSearch(deps.ctx.db, userId);
  return {
    kind: 'outlook',
    interpretation,
    outlook,
    highlight,
    answer,
    search: { id: stored.searchId, query: question },
    spentFrom: stored.spentFrom,
    ...chargeOf(stored),
  };
}
