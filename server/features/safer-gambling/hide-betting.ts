import type { AdvancedLock, SearchResponse } from '@contract';

/**
 * A search answer as a person on a break sees it: the prediction, its reasons and the news stay;
 * every price, the market's probabilities, the value bets and the screener are taken out (not
 * hidden by the page: never sent), and `locked` says why and until when.
 */
export function hideBettingInSearch(json: string, lock: NonNullable<AdvancedLock>): string {
  const answer = JSON.parse(json) as SearchResponse;
  const hidden: SearchResponse = {
    ...answer,
    prediction: { ...answer.prediction, market: null },
    odds: [],
    pricesPending: null,
    valueBets: [],
    valueBetsNote: null,
    matches: answer.matches.map((card) => ({ ...card, valueBets: 0 })),
    ...(answer.screener ? { screener: [] } : {}),
    locked: lock,
  };
  return JSON.stringify(hidden);
}
