import type { Interpretation, PlayedMatch, PredictionGrade, SearchResponse } from '@contract';
import { favouredPick } from '../../../engine/metrics/pick.ts';
import { insertPaidQuestion } from '../../db/queries/searches.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import { marketFreeBuild } from '../../sports/prediction/market-free.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import type { Fixture } from '../../sports/questions/interpret.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { kickoffText } from '../../sports/time/time-zones.ts';
import { gradePrediction } from '../grading/grade.ts';
import { matchView } from '../match/match-view.ts';
import { timeSearchPhase } from '../metrics/timing.ts';
import { chargeOf, matchAnswerKey } from './answer-key.ts';
import { newsFor } from './news-lookup.ts';
import { paidQuestion } from './paid-question.ts';
import type { SearchDeps } from './search-service.ts';
import { refuseUnpaidSearch } from './unpaid-search.ts';

/** Why a started match lists no value bets, in place of the list. */
export const playedValueBetsNote = (kickedOff: string) =>
  `Kicked off ${kickedOff}: value bets are listed only before kick-off, while their prices can still be taken.`;

/**
 * How the published prediction did against the result, as the public record grades a pick
 * (grading/grade.ts for the scores, `favouredPick` for the side and whether it was right).
 */
export function gradeOf(
  built: BuiltPrediction,
  score: { home: number; away: number },
): PredictionGrade {
  const published = built.forecast.published;
  const homeProb = published[0]!;
  const awayProb = published.at(-1)!;
  const graded = gradePrediction(
    {
      id: '',
      matchId: built.prediction.matchId ?? 0,
      leagueId: built.leagueId,
      homeProb,
      drawProb: published.length === 3 ? published[1]! : null,
      awayProb,
      pick: null,
      pickPrice: null,
      homeScore: score.home,
      awayScore: score.away,
    },
    null,
  );
  const { pick, correct } = favouredPick(homeProb, awayProb, graded.outcome);
  return {
    pick,
    probability:
      pick === 'home' ? built.prediction.homeTeamWinProb : built.prediction.awayTeamWinProb,
    outcome: graded.outcome,
    correct,
    logLoss: graded.logLoss,
    brier: graded.brier,
  };
}

/**
 * The answer to a question about a meeting that has kicked off at the clock (interpret.ts
 * `chooseMeeting` picked it): the match as its page shows it (match-view.ts), that is the
 * prediction published before kick-off, the closing line and no value bets, with the score and
 * the prediction's grade once finished. It is paid for like any answer (the same fixture asked
 * again the same day is free), but no prediction is stored: one made once a match has started
 * is not a pick, so it never enters the record or a person's activity.
 */
export async function runPlayedSearch(
  deps: SearchDeps,
  userId: string,
  question: string,
  interpretation: Interpretation,
  fixture: Fixture,
  timeZone: string | undefined,
  /** A person on a break: the prediction as written without the market (market-free.ts). */
  marketHidden: boolean,
): Promise<string> {
  const asOf = await currentAsOf(deps.ctx);
  const { metrics } = deps.ctx;
  const view = await timeSearchPhase(metrics, 'fit', () =>
    matchView(deps, fixture.matchId, asOf, timeZone),
  ).catch((error: unknown) => {
    // No prediction could be made before kick-off (the match page has none either): a question
    // understood but not answerable is a 422, as for a fixture with too little data.
    if (error instanceof HttpError && error.statusCode === 404) {
      throw unprocessable(
        `There was not enough data to rate ${interpretation.home} against ${interpretation.away} before kick-off.`,
      );
    }
    throw error;
  });
  if (view.status === 'upcoming') throw new Error('A played answer for a match not started.');
  const built = marketHidden ? marketFreeBuild(view.built) : view.built;
  const kickedOff = kickoffText(view.fixture, timeZone);
  const played: PlayedMatch = {
    status: view.status,
    kickoff: view.fixture.kickoff.toISOString(),
    kickoffDay: built.prediction.kickoffDay ?? null,
    score: view.score,
    grade: view.status === 'finished' && view.score ? gradeOf(view.built, view.score) : null,
  };
  const [stored, news] = await Promise.all([
    timeSearchPhase(metrics, 'database', () =>
      insertPaidQuestion(
        deps.ctx.db,
        paidQuestion(
          userId,
          question,
          interpretation,
          matchAnswerKey(interpretation, [fixture.matchId]),
          deps.ctx.clock.now(),
        ),
      ),
    ),
    timeSearchPhase(metrics, 'news', () => newsFor(deps, built, asOf)),
  ]);
  // Nothing could pay (allowance used, no credits, or no account any more): nothing was stored.
  if (!stored) return refuseUnpaidSearch(deps.ctx.db, userId);
  const response: SearchResponse = {
    kind: 'match',
    interpretation,
    prediction: {
      ...built.prediction,
      predictionId: '',
      createdAt: stored.createdAt.toISOString(),
      query: question,
    },
    search: { id: stored.searchId, query: question },
    articles: news.articles,
    newsAvailable: deps.news.available,
    newsStatus: news.status,
    // Only the closing line: a book's earlier price is no comparison once the match is under way.
    odds: view.odds.filter((row) => row.kind === 'closing'),
    pricesPending: null,
    pricedAlternative: null,
    valueBets: [],
    valueBetsNote: playedValueBetsNote(kickedOff),
    matches: [],
    played,
    spentFrom: stored.spentFrom,
    ...chargeOf(stored),
  };
  return JSON.stringify(response);
}
