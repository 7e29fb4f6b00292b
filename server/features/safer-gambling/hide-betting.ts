import type { AdvancedLock, MatchResponse, SearchResponse } from '@contract';

/**
 * Lines of a prediction's text that quote the market ('62.3% against 71.0% in the Pinnacle
 * pre-match price', 'Model and market disagree by 8.7 points'): the market's probability is its
 * price in other units, so a person on a break does not get it in prose either.
 */
const QUOTES_MARKET = /\b(market|prices?|odds|bookmakers?|pinnacle|exchange|value bets?)\b/i;

const keepLines = (lines: readonly string[]) => lines.filter((line) => !QUOTES_MARKET.test(line));

/** A paragraph without its sentences that quote the market. */
export function withoutMarketSentences(text: string): string {
  // A sentence ends at a stop followed by a space: '2.19' stays whole.
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !QUOTES_MARKET.test(sentence))
    .join(' ');
}

/**
 * A search answer as a person on a break sees it: the prediction, its reasons and the news stay;
 * every price, the market's probabilities (as numbers and in the text), the value bets and the
 * screener are taken out (not hidden by the page: never sent), and `locked` says why and until
 * when.
 */
export function hideBettingInSearch(json: string, lock: NonNullable<AdvancedLock>): string {
  const answer = JSON.parse(json) as SearchResponse;
  const { prediction } = answer;
  const hidden: SearchResponse = {
    ...answer,
    prediction: {
      ...prediction,
      market: null,
      // A value question's headline can be all about prices: the lock's sentence stands in.
      prediction: withoutMarketSentences(prediction.prediction) || (lock.message ?? ''),
      summary: withoutMarketSentences(prediction.summary),
      keyInsights: keepLines(prediction.keyInsights),
      keyTrends: keepLines(prediction.keyTrends),
      riskFactors: keepLines(prediction.riskFactors),
      confidenceFactors: keepLines(prediction.confidenceFactors),
    },
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

/** The match page's text during a break (its prices are already left out by lockAdvanced). */
export function hideMarketInMatch(match: MatchResponse): MatchResponse {
  return {
    ...match,
    prediction: {
      ...match.prediction,
      summary: withoutMarketSentences(match.prediction.summary),
      keyInsights: keepLines(match.prediction.keyInsights),
    },
  };
}
