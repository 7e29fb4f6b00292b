import type { Prediction, SearchResponse } from '@contract';
import type { Narrative } from '../../data/llm/index.ts';
import type { MatchAnswer } from './match-answer.ts';

/**
 * The part of a match answer every asker at this clock shares, serialised once: a search answer
 * is ~15 KB of JSON and most of it is this. `prediction` is the prediction as shown without its
 * closing brace (the asker's own fields follow); `rest` is the odds onwards, from after the
 * opening brace.
 */
export interface AnswerPieces {
  prediction: string;
  rest: string;
}

/** The asker's own fields of a match answer: their search, its news and how it was paid. */
export type AskerFields = Pick<
  SearchResponse,
  | 'interpretation'
  | 'search'
  | 'articles'
  | 'newsAvailable'
  | 'newsStatus'
  | 'spentFrom'
  | 'charged'
  | 'chargeNote'
> & {
  prediction: Pick<Prediction, 'predictionId' | 'createdAt' | 'query'>;
};

export function answerPieces(
  answer: MatchAnswer,
  written: Narrative,
  /** A person on a break is not pointed at prices (market-free.ts). */
  marketHidden: boolean,
): AnswerPieces {
  const { query: _query, ...shown } = { ...answer.built.prediction, ...written };
  return {
    prediction: JSON.stringify(shown).slice(0, -1),
    rest: JSON.stringify({
      odds: answer.built.odds,
      pricesPending: answer.built.pricesPending,
      pricedAlternative: marketHidden ? null : answer.pricedAlternative,
      valueBets: answer.valueBets,
      valueBetsNote: answer.valueBetsNote,
      matches: answer.matches,
      screener: answer.screener,
    }).slice(1),
  };
}

/**
 * The SearchResponse contract, spliced from the asker's fields and the shared pieces. Outside
 * production it is parsed with its kind's schema before it is sent (plugins/answer-contracts.ts),
 * and the tests ask every kind (features/search/answer-kinds.test.ts).
 */
export function splicedAnswer(pieces: AnswerPieces, asker: AskerFields): string {
  const charge = { charged: asker.charged, chargeNote: asker.chargeNote };
  return (
    `{"kind":"match","interpretation":${JSON.stringify(asker.interpretation)}` +
    `,"prediction":${pieces.prediction},${JSON.stringify(asker.prediction).slice(1)}` +
    `,"search":${JSON.stringify(asker.search)},"articles":${JSON.stringify(asker.articles)}` +
    `,"newsAvailable":${asker.newsAvailable},"newsStatus":${JSON.stringify(asker.newsStatus)}` +
    `,"spentFrom":${JSON.stringify(asker.spentFrom)},${JSON.stringify(charge).slice(1, -1)}` +
    `,${pieces.rest}`
  );
}
