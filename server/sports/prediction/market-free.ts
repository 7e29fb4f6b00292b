import { type Prediction, withoutPrices } from '@contract';
import type { PredictionFacts } from './narrative.ts';
import type { BuiltPrediction } from './prediction-builder.ts';

/**
 * A prediction written without the market: the market's probabilities are its prices in other
 * units, so a person on a break from betting is answered from facts that never held them,
 * rather than from texts with the prices cut out afterwards.
 */
export interface MarketFree {
  /** The facts the texts were written from, and all the LLM is given to reword. */
  facts: PredictionFacts;
  text: Pick<
    Prediction,
    | 'prediction'
    | 'summary'
    | 'keyInsights'
    | 'keyTrends'
    | 'riskFactors'
    | 'confidenceFactors'
    | 'citations'
  >;
}

/**
 * The prediction a person on a break is answered with: the market-free texts and facts, and no
 * market probabilities. The published probabilities stay: a signed-out visitor sees them too, and
 * so does what they are, without the book or prices named (`withoutPrices`).
 * The prices (odds, value bets) stay in the build for the stored pick's price; the routes leave
 * them out of the answer (safer-gambling/hide-betting.ts).
 */
export function marketFreeBuild(built: BuiltPrediction): BuiltPrediction {
  return {
    ...built,
    facts: built.withoutMarket.facts,
    prediction: {
      ...built.prediction,
      ...built.withoutMarket.text,
      market: null,
      probabilitySource: withoutPrices(built.prediction.probabilitySource),
    },
  };
}
