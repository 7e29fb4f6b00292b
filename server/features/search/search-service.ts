import type { RecentSearch } from '@contract';
import type { AppContext } from '../../app-context.ts';
import type { Narrative, NarrativeWriter } from '../../data/llm/index.ts';
import type { NewsProvider } from '../../data/news/index.ts';
import { insertPaidSearch, type NewPrediction, recentSearches } from '../../db/queries/searches.ts';
import { unprocessable } from '../../lib/http-error.ts';
import { marketFreeBuild } from '../../sports/prediction/market-free.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import { type InterpretResult, interpret } from '../../sports/questions/interpret.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { timeSearchPhase } from '../metrics/timing.ts';
import { chargeOf, matchAnswerKey } from './answer-key.ts';
import { matchAnswer } from './match-answer.ts';
import { newsFor } from './news-lookup.ts';
import { runOutlookSearch } from './outlook-search.ts';
import { paidQuestion } from './paid-question.ts';
import { runPlayedSearch } from './played-answer.ts';
import { type AnswerPieces, answerPieces, splicedAnswer } from './spliced-answer.ts';
import { storedPrediction } from './stored-prediction.ts';
import { refuseUnpaidSearch } from './unpaid-search.ts';

export interface SearchDeps {
  ctx: AppContext;
  state: SportsState;
  news: NewsProvider;
  writer: NarrativeWriter;
}

/**
 * The box shows five recent searches (product spec), narrowed by what is typed: it narrows
 * among this many, so an older question is still found by typing a word of it.
 */
const RECENT_SEARCHES = 20;

/**
 * The prediction row an answer stores, worked out once per answer worked out (keyed by its
 * pieces, which the answer memo keeps): every asker of it stores the same row, so its payload is
 * also serialised once (db/queries/searches.ts `payloadJson`).
 */
const storedRows = new WeakMap<AnswerPieces, NewPrediction>();
function storedOnce(pieces: AnswerPieces, make: () => NewPrediction): NewPrediction {
  let row = storedRows.get(pieces);
  if (!row) {
    row = make();
    storedRows.set(pieces, row);
  }
  return row;
}

/**
 * `timeZone` is the viewer's IANA zone (undefined: the league's own): the label names the day
 * the viewer's cards show, so answers are kept per zone.
 */
export async function interpretQuestion(
  deps: SearchDeps,
  question: string,
  timeZone?: string,
): Promise<InterpretResult> {
  const asOf = await currentAsOf(deps.ctx);
  const key = `q:${timeZone ?? ''}:${question.trim().toLowerCase()}`;
  return deps.state.memo(asOf, key, async () => {
    const catalogue = await deps.state.getCatalogue(asOf);
    return interpret(question, catalogue.interpretContext(asOf, timeZone));
  });
}

type Understood = Extract<InterpretResult, { ok: true }>;

/** Interprets or throws the 422 a question Strix cannot place gets. */
async function understood(
  deps: SearchDeps,
  question: string,
  timeZone: string | undefined,
): Promise<Understood> {
  const result = await interpretQuestion(deps, question, timeZone);
  if (!result.ok) throw unprocessable(result.error, { suggestions: result.suggestions });
  return result;
}

/**
 * Answers a question as a SearchAnswer, already serialised: a season outlook, a match that has
 * kicked off as it stands, or a prediction for a match or a slate, paid for and stored.
 */
export async function runSearch(
  deps: SearchDeps,
  userId: string,
  question: string,
  timeZone?: string,
  /** A person on a break: the answer is written without the market (market-free.ts). */
  marketHidden = false,
): Promise<string> {
  const asOf = await currentAsOf(deps.ctx);
  const { metrics } = deps.ctx;
  // Each phase is timed for strix_search_phase_seconds. Fit and rewrite only run (and are only
  // timed) when the answer is worked out: a question answered before at this clock is served
  // from memory.
  const asked = await timeSearchPhase(metrics, 'interpretation', () =>
    understood(deps, question, timeZone),
  );
  const { interpretation, fixtures } = asked;
  // A season question is answered by the league's outlook, not a match prediction.
  if (interpretation.intent === 'outlook') {
    return JSON.stringify(await runOutlookSearch(deps, userId, question, interpretation));
  }
  // Two teams whose meeting has kicked off: the match as it stands, not a new prediction.
  const fixture = fixtures[0];
  if (interpretation.homeTeamId !== null && interpretation.awayTeamId !== null && fixture?.status) {
    return runPlayedSearch(deps, userId, question, interpretation, fixture, timeZone, marketHidden);
  }
  const { built, written, pieces } = await writtenAnswer(
    deps,
    asOf,
    question,
    asked,
    timeZone,
    marketHidden,
  );
  const shown = { ...built.prediction, ...written };
  const [stored, news] = await Promise.all([
    timeSearchPhase(metrics, 'database', () =>
      insertPaidSearch(deps.ctx.db, {
        ...paidQuestion(
          userId,
          question,
          interpretation,
          matchAnswerKey(
            interpretation,
            fixtures.map((f) => f.matchId),
          ),
          deps.ctx.clock.now(),
        ),
        prediction: storedOnce(pieces, () => storedPrediction(built, shown, asOf)),
      }),
    ),
    timeSearchPhase(metrics, 'news', () => newsFor(deps, built, asOf)),
  ]);
  // Nothing could pay (allowance used, no credits, or no account any more): nothing was stored.
  // Asked again the same day, `stored` is the search and prediction already paid for.
  if (!stored) return refuseUnpaidSearch(deps.ctx.db, userId);
  return splicedAnswer(pieces, {
    interpretation,
    prediction: {
      predictionId: stored.predictionId,
      createdAt: stored.createdAt.toISOString(),
      query: question,
    },
    search: { id: stored.searchId, query: question },
    articles: news.articles,
    newsAvailable: deps.news.available,
    newsStatus: news.status,
    spentFrom: stored.spentFrom,
    ...chargeOf(stored),
  });
}

/**
 * A match or slate answer worked out, written and serialised, or as it was at this clock: the
 * same fixture asked about in other words gets the same answer (and one LLM call).
 */
async function writtenAnswer(
  deps: SearchDeps,
  asOf: Date,
  question: string,
  { interpretation, fixtures }: Understood,
  timeZone: string | undefined,
  marketHidden: boolean,
): Promise<{ built: BuiltPrediction; written: Narrative; pieces: AnswerPieces }> {
  const { metrics } = deps.ctx;
  const key = [
    'a',
    interpretation.intent,
    interpretation.leagueId,
    interpretation.homeTeamId,
    interpretation.awayTeamId,
    fixtures.map((f) => f.matchId).join(','),
    // The texts name kick-off days in the viewer's zone.
    timeZone ?? '',
    marketHidden ? 'no-market' : '',
  ].join('|');
  return deps.state.memo(asOf, key, async () => {
    const answer = await timeSearchPhase(metrics, 'fit', async () => {
      const found = await matchAnswer(deps, question, interpretation, fixtures, timeZone);
      return marketHidden ? { ...found, built: marketFreeBuild(found.built) } : found;
    });
    const written = await timeSearchPhase(metrics, 'rewrite', () =>
      deps.writer.rewrite(answer.built.facts as unknown as Record<string, unknown>, {
        prediction: answer.built.prediction.prediction,
        summary: answer.built.prediction.summary,
        keyInsights: answer.built.prediction.keyInsights,
      }),
    );
    return {
      built: answer.built,
      written,
      pieces: answerPieces(answer, written, marketHidden),
    };
  });
}

export async function listRecentSearches(
  deps: SearchDeps,
  userId: string,
): Promise<RecentSearch[]> {
  return recentSearches(deps.ctx.db, userId, RECENT_SEARCHES);
}
