import type { z } from 'zod';
import type {
  V1Match,
  V1MatchOdds,
  V1Prediction,
  V1ProbabilitiesSchema,
} from '../../../contract/api-v1.ts';
import { lineHistory } from '../../sports/odds/line-history.ts';
import { isStale, latestFirst } from '../../sports/odds/market.ts';
import { marketFreeBuild } from '../../sports/prediction/market-free.ts';
import type { MatchView } from '../match/match-view.ts';
import { fixtureOf } from './refs.ts';

type Probabilities = z.infer<typeof V1ProbabilitiesSchema>;

/** [home, draw, away] in soccer, [home, away] in sports without draws, as the API's block. */
const probabilities = (p: readonly number[]): Probabilities =>
  p.length === 3
    ? { home: p[0]!, draw: p[1]!, away: p[2]! }
    : { home: p[0]!, draw: null, away: p[1]! };

/** The confidence bands the product names (see /data-sources). */
const levelOf = (score: number): V1Prediction['confidence']['level'] =>
  score >= 80 ? 'high' : score >= 60 ? 'medium' : 'low';

export function matchOf(view: MatchView): V1Match {
  return {
    ...fixtureOf(view.catalogue, view.fixture),
    status: view.status,
    score: view.score,
  };
}

/**
 * When the newest price the market view was read from was captured: the prices still fresh when
 * the prediction was made (the clock's, or just before a started match's kick-off).
 */
function marketPricesAt(view: MatchView): string | null {
  const { state, fixture } = view;
  if (!view.built.forecast.market) return null;
  const fresh = (state.odds.get(fixture.matchId) ?? []).filter(
    (d) => !isStale(d.capturedAt, state.asOf, state.prices.staleAfterMs),
  );
  return latestFirst(fresh)[0]?.capturedAt.toISOString() ?? null;
}

/**
 * The prediction as published: a started match's as it stood before kick-off. `marketHidden`
 * (a key whose owner is on a break): written without the market, with no market figures.
 */
export function predictionOf(view: MatchView, marketHidden = false): V1Prediction {
  const built = marketHidden ? marketFreeBuild(view.built) : view.built;
  const p = built.prediction;
  const { forecast } = built;
  return {
    match: matchOf(view),
    probabilities: {
      published: probabilities(forecast.published),
      model: probabilities(forecast.model),
      market:
        forecast.market && !marketHidden ? probabilities(forecast.market.probabilities) : null,
    },
    marketPricesAt: marketHidden ? null : marketPricesAt(view),
    probabilitySource: p.probabilitySource,
    confidence: {
      score: p.confidence,
      level: levelOf(p.confidence),
      factors: p.confidenceFactors,
    },
    summary: `${p.prediction} ${p.summary}`,
    insights: p.keyInsights,
    trends: p.keyTrends,
    risks: p.riskFactors,
    expectedGoals: p.expectedGoals,
    fairSpread: p.fairSpread,
    stage: p.stage ?? null,
  };
}

/** Every book's prices on show, with capture times; the API has no Advanced Analytics lock. */
export function oddsOf(view: MatchView): V1MatchOdds {
  const started = view.status !== 'upcoming';
  return {
    matchId: view.fixture.matchId,
    books: view.odds,
    pricesPending: started ? null : view.built.pricesPending,
    lineHistory: lineHistory(view.league.id, view.docs, view.built.forecast.model),
  };
}
