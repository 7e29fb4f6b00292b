import type {
  FixtureCard,
  Interpretation,
  OddsRow,
  Prediction,
  PricedAlternative,
  RecentSearch,
  ScreenerRow,
  SearchResponse,
  ValueBet,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import type { NarrativeWriter } from '../../data/llm/index.ts';
import type { NewsProvider } from '../../data/news/index.ts';
import { insertPaidSearch, recentSearches } from '../../db/queries/searches.ts';
import { unprocessable } from '../../lib/http-error.ts';
import { MARGIN_POINTS, VALUE_THRESHOLD_PCT } from '../../sports/odds/odds-table.ts';
import { screenerRows } from '../../sports/odds/screener-rows.ts';
import { noValueBetsInSlateNote } from '../../sports/odds/value-note.ts';
import { marketFreeBuild } from '../../sports/prediction/market-free.ts';
import {
  type BuiltPrediction,
  buildPrediction,
  fixtureCard,
} from '../../sports/prediction/prediction-builder.ts';
import { pricedAlternative } from '../../sports/prediction/priced-alternative.ts';
import { type InterpretResult, interpret } from '../../sports/questions/interpret.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { timeSearchPhase } from '../metrics/timing.ts';
import { DAILY_LIMITS } from '../usage/limits.ts';
import { chargeOf, matchAnswerKey } from './answer-key.ts';
import { newsFor } from './news-lookup.ts';
import { runOutlookSearch } from './outlook-search.ts';
import { storedInterpretation } from './paid-question.ts';
import { runPlayedSearch } from './played-answer.ts';
import { refuseUnpaidSearch } from './unpaid-search.ts';

export interface SearchDeps {
  ctx: AppContext;
  state: SportsState;
  news: NewsProvider;
  writer: NarrativeWriter;
}

/** A slate answer rates at most this many fixtures (a busy NBA night has 15). */
const MAX_SLATE = 40;
const RECENT_SEARCHES = 5;

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

/** Interprets or throws the 422 a question Strix cannot place gets. */
async function understood(deps: SearchDeps, question: string, timeZone: string | undefined) {
  const result = await interpretQuestion(deps, question, timeZone);
  if (!result.ok) throw unprocessable(result.error, { suggestions: result.suggestions });
  return result;
}

interface Answer {
  built: BuiltPrediction;
  matches: FixtureCard[];
  valueBets: ValueBet[];
  valueBetsNote: string | null;
  /** One unpriced match: a priced one to ask about instead (priced-alternative.ts). */
  pricedAlternative: PricedAlternative | null;
  /** Slate answers only. */
  screener?: ScreenerRow[];
}

async function answer(
  deps: SearchDeps,
  question: string,
  interpretation: Interpretation,
  fixtures: {
    matchId: number;
    leagueId: string;
    homeTeamId: number;
    awayTeamId: number;
    kickoff: Date;
    kickoffTimeKnown?: boolean;
  }[],
  timeZone: string | undefined,
): Promise<Answer> {
  const asOf = await currentAsOf(deps.ctx);
  const catalogue = await deps.state.getCatalogue(asOf);
  const { directory, leagues } = catalogue;

  if (interpretation.homeTeamId !== null && interpretation.awayTeamId !== null) {
    const leagueId = interpretation.leagueId!;
    const state = await deps.state.getLeague(leagueId, asOf);
    const fixture = fixtures[0];
    const built = buildPrediction({
      league: leagues.get(leagueId)!,
      state,
      directory,
      homeId: interpretation.homeTeamId,
      awayId: interpretation.awayTeamId,
      fixture: fixture ? fixtureOf(fixture) : null,
      query: question,
      timeZone,
      exchangeCommission: deps.ctx.config.exchangeCommission,
      valueHistory: await deps.state.valueHistory(),
    });
    if (!built) {
      throw unprocessable(
        `There is not enough recent data to rate ${interpretation.home} against ${interpretation.away} yet.`,
      );
    }
    return {
      built,
      matches: [],
      valueBets: built.valueBets,
      valueBetsNote: built.valueBetsNote,
      pricedAlternative:
        built.pricesPending && fixture
          ? await pricedAlternative({
              state: deps.state,
              catalogue,
              asOf,
              fixture,
              intent: interpretation.intent,
              exchangeCommission: deps.ctx.config.exchangeCommission,
            })
          : null,
    };
  }

  const rated: BuiltPrediction[] = [];
  for (const fixture of fixtures.slice(0, MAX_SLATE)) {
    const league = leagues.get(fixture.leagueId)!;
    const state = await deps.state.getLeague(fixture.leagueId, asOf);
    const built = buildPrediction({
      league,
      state,
      directory,
      homeId: fixture.homeTeamId,
      awayId: fixture.awayTeamId,
      fixture: fixtureOf(fixture),
      query: question,
      timeZone,
      exchangeCommission: deps.ctx.config.exchangeCommission,
      valueHistory: await deps.state.valueHistory(),
    });
    if (built) rated.push(built);
  }
  if (rated.length === 0)
    throw unprocessable('There is not enough recent data to rate these matches yet.');
  const valueBets = rated
    .flatMap((b) => b.valueBets)
    .sort((a, b) => b.expectedValue - a.expectedValue)
    .slice(0, 10);
  // Value questions lead with the match holding the best value; others with the first match.
  const headline =
    (interpretation.intent === 'value' &&
      rated.find((b) => b.prediction.matchId === valueBets[0]?.matchId)) ||
    rated[0]!;
  const leagueOf = (b: BuiltPrediction) =>
    leagues.get(fixtures.find((f) => f.matchId === b.prediction.matchId)!.leagueId)!;
  const matches = [headline, ...rated.filter((b) => b !== headline)].map((b) =>
    fixtureCard(b, leagueOf(b)),
  );
  const screener = screenerRows(
    interpretation.intent,
    rated.map((built) => ({ built, league: leagueOf(built).name })),
  );
  const valueBetsNote =
    valueBets.length > 0
      ? null
      : noValueBetsInSlateNote(
          rated.length,
          rated.filter((b) => b.odds.some((row) => row.netDecimal.home !== null)).length,
          rated.some((b) => b.odds.some((row) => row.exchange)),
          VALUE_THRESHOLD_PCT,
          MARGIN_POINTS,
        );
  return { built: headline, matches, valueBets, valueBetsNote, pricedAlternative: null, screener };
}

const fixtureOf = (f: { matchId: number; kickoff: Date; kickoffTimeKnown?: boolean }) => ({
  matchId: f.matchId,
  kickoff: f.kickoff,
  kickoffTimeKnown: f.kickoffTimeKnown ?? true,
});

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
  const understoodQuestion = await timeSearchPhase(metrics, 'interpretation', () =>
    understood(deps, question, timeZone),
  );
  const { interpretation } = understoodQuestion;
  // A season question is answered by the league's outlook, not a match prediction.
  if (interpretation.intent === 'outlook') {
    return JSON.stringify(await runOutlookSearch(deps, userId, question, interpretation));
  }
  // Two teams whose meeting has kicked off: the match as it stands, not a new prediction.
  const fixture = understoodQuestion.fixtures[0];
  if (interpretation.homeTeamId !== null && interpretation.awayTeamId !== null && fixture?.status) {
    return runPlayedSearch(deps, userId, question, interpretation, fixture, timeZone, marketHidden);
  }
  // The same fixture asked about in other words gets the same answer (and one LLM call).
  const key = [
    'a',
    interpretation.intent,
    interpretation.leagueId,
    interpretation.homeTeamId,
    interpretation.awayTeamId,
    understoodQuestion.fixtures.map((f) => f.matchId).join(','),
    // The texts name kick-off days in the viewer's zone.
    timeZone ?? '',
    marketHidden ? 'no-market' : '',
  ].join('|');
  const { built, written, json } = await deps.state.memo(asOf, key, async () => {
    const computed = await timeSearchPhase(metrics, 'fit', async () => {
      const found = await answer(
        deps,
        question,
        interpretation,
        understoodQuestion.fixtures,
        timeZone,
      );
      return marketHidden ? { ...found, built: marketFreeBuild(found.built) } : found;
    });
    const text = await timeSearchPhase(metrics, 'rewrite', () =>
      deps.writer.rewrite(computed.built.facts as unknown as Record<string, unknown>, {
        prediction: computed.built.prediction.prediction,
        summary: computed.built.prediction.summary,
        keyInsights: computed.built.prediction.keyInsights,
      }),
    );
    // Serialised once: a search answer is ~15 KB of JSON and most of it is this.
    const { query: _query, ...shown } = { ...computed.built.prediction, ...text };
    return {
      ...computed,
      written: text,
      json: {
        prediction: JSON.stringify(shown).slice(0, -1),
        rest: JSON.stringify({
          odds: computed.built.odds,
          pricesPending: computed.built.pricesPending,
          // A person on a break is not pointed at prices (market-free.ts).
          pricedAlternative: marketHidden ? null : computed.pricedAlternative,
          valueBets: computed.valueBets,
          valueBetsNote: computed.valueBetsNote,
          matches: computed.matches,
          screener: computed.screener,
        }).slice(1),
      },
    };
  });
  const body = { ...built.prediction, ...written };
  const [stored, news] = await Promise.all([
    timeSearchPhase(metrics, 'database', () =>
      insertPaidSearch(deps.ctx.db, {
        userId,
        limits: DAILY_LIMITS,
        now: deps.ctx.clock.now(),
        query: question,
        interpretation: storedInterpretation(interpretation),
        answerKey: matchAnswerKey(
          interpretation,
          understoodQuestion.fixtures.map((f) => f.matchId),
        ),
        prediction: {
          matchId: body.matchId,
          leagueId: built.leagueId,
          homeTeamId: built.homeTeamId,
          awayTeamId: built.awayTeamId,
          hypothetical: body.hypothetical,
          homeProb: built.forecast.published[0]!,
          drawProb: built.forecast.published.length === 3 ? built.forecast.published[1]! : null,
          awayProb: built.forecast.published.at(-1)!,
          confidence: body.confidence,
          // The favoured side (the away team on a tie, as the result card shows it).
          ...pickOf(body, built.odds),
          asOf,
          // What a shared link or the activity list shows; the numbers are columns already.
          // The value bets listed are kept as shown: the live half of the value-bet ledger
          // settles them (server/sports/backtest/value-ledger.ts).
          payload: {
            valueBets: built.valueBets.map((bet) => ({
              outcome: bet.outcome,
              sportsbook: bet.sportsbook,
              price: bet.netDecimalOdds,
              ev: bet.expectedValue,
            })),
            prediction: body.prediction,
            summary: body.summary,
            homeTeam: body.homeTeam,
            awayTeam: body.awayTeam,
            league: body.league,
            kickoff: body.kickoff,
            keyInsights: body.keyInsights,
            // The card and the shared page label the percentages with it.
            probabilitySource: body.probabilitySource,
            // What the shared link shows a viewer on a break (share-service.ts).
            withoutMarket: {
              prediction: built.withoutMarket.text.prediction,
              summary: built.withoutMarket.text.summary,
              keyInsights: built.withoutMarket.text.keyInsights,
            },
          },
        },
      }),
    ),
    timeSearchPhase(metrics, 'news', () => newsFor(deps, built, asOf)),
  ]);
  // Nothing could pay (allowance used, no credits, or no account any more): nothing was stored.
  // Asked again the same day, `stored` is the search and prediction already paid for.
  if (!stored) return refuseUnpaidSearch(deps.ctx.db, userId);
  const response: Omit<
    SearchResponse,
    | 'kind'
    | 'prediction'
    | 'odds'
    | 'pricesPending'
    | 'pricedAlternative'
    | 'valueBets'
    | 'valueBetsNote'
    | 'matches'
    | 'screener'
    | 'charged'
    | 'chargeNote'
  > & {
    prediction: Pick<Prediction, 'predictionId' | 'createdAt' | 'query'>;
  } = {
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
  };
  // The SearchResponse contract, spliced from the per-request fields and the cached answer.
  return (
    `{"kind":"match","interpretation":${JSON.stringify(response.interpretation)}` +
    `,"prediction":${json.prediction},${JSON.stringify(response.prediction).slice(1)}` +
    `,"search":${JSON.stringify(response.search)},"articles":${JSON.stringify(response.articles)}` +
    `,"newsAvailable":${response.newsAvailable},"newsStatus":${JSON.stringify(response.newsStatus)}` +
    `,"spentFrom":${JSON.stringify(response.spentFrom)},${JSON.stringify(chargeOf(stored)).slice(1, -1)}` +
    `,${json.rest}`
  );
}

export async function listRecentSearches(
  deps: SearchDeps,
  userId: string,
): Promise<RecentSearch[]> {
  return recentSearches(deps.ctx.db, userId, RECENT_SEARCHES);
}

function pickOf(
  prediction: Pick<Prediction, 'homeTeamWinProb' | 'awayTeamWinProb'>,
  odds: readonly OddsRow[],
): { pick: 'home' | 'away'; pickPrice: number | null } {
  const pick = prediction.homeTeamWinProb > prediction.awayTeamWinProb ? 'home' : 'away';
  // What the price pays: an exchange's net of its commission, as the odds table compares them.
  const prices = odds.map((row) => row.netDecimal[pick]).filter((p): p is number => p !== null);
  return { pick, pickPrice: prices.length > 0 ? Math.max(...prices) : null };
}
