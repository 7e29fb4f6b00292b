import type { AdvancedLock, SearchAnswer, SearchResponse } from '@contract';

/**
 * Lines of a prediction's text that quote the market ('62.3% against 71.0% in the Pinnacle
 * pre-match price', 'Model and market disagree by 8.7 points'). Only for predictions stored
 * before the market-free texts were kept with them (a shared link's): everything answered now
 * is written without the market for a person on a break (search/market-free.ts).
 */
const QUOTES_MARKET = /\b(market|prices?|odds|bookmakers?|pinnacle|exchange|value bets?)\b/i;

/** Lines without those that quote the market. */
export const withoutMarketLines = (lines: readonly string[]) =>
  lines.filter((line) => !QUOTES_MARKET.test(line));

/** A paragraph without its sentences that quote the market. */
export function withoutMarketSentences(text: string): string {
  // A sentence ends at a stop followed by a space: '2.19' stays whole.
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !QUOTES_MARKET.test(sentence))
    .join(' ');
}

/**
 * A search answer as a person on a break sees it: the prediction (already written without the
 * market, see search/market-free.ts), its reasons and the news stay; every price, the value bets
 * and the screener are taken out (not hidden by the page: never sent), and `locked` says why and
 * until when. A season outlook answer has nothing of the market to take out.
 */
export function hideBettingInSearch(json: string, lock: NonNullable<AdvancedLock>): string {
  const answer = JSON.parse(json) as SearchAnswer;
  // A season outlook quotes no prices and has none of these fields: it is sent as it is.
  if (answer.kind === 'outlook') return json;
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
