import { z } from 'zod';

/**
 * What Strix's published probability (the headline) is: the market's fair price alone (the model
 * gets no weight, as in soccer), the model and market pooled (NBA, NFL), or the model alone (no
 * fresh price, a what-if, or a cup match). A value bet's `probabilityBasis` is the same notion.
 */
export const PROBABILITY_BASES = ['market', 'pooled', 'model'] as const;
export type ProbabilityBasis = (typeof PROBABILITY_BASES)[number];

export const ProbabilitySourceSchema = z.object({
  basis: z.enum(PROBABILITY_BASES),
  /** One line under the headline: "Market's fair price — Pinnacle, no-vig". */
  label: z.string(),
  /** The same in a sentence or two, for the answer's explanation and the narrative. */
  detail: z.string(),
  /** The model's weight in the published figure, 0–1: 0 when it is the market's price alone;
   * null when nothing was pooled (the model alone). */
  modelWeight: z.number().nullable(),
  /** The one bookmaker behind the market price ('Pinnacle'); null for an average, a moneyline
   * consensus, a spread, or no market. */
  book: z.string().nullable(),
  /** Which prices: 'Pinnacle pre-match price', 'market average price', 'moneyline',
   * 'point spread'; null without a market price. */
  prices: z.string().nullable(),
});
export type ProbabilitySource = z.infer<typeof ProbabilitySourceSchema>;

/** Why a forecast has no market price to pool. */
export type NoMarketReason = 'not-priced' | 'stale' | 'what-if';

export interface ProbabilitySourceInput {
  /** The model's weight in the published probability: 0 is the market alone, 1 the model alone. */
  modelWeight: number;
  /** The de-vigged prices the market view was read from (server/sports/odds/market.ts). */
  prices: string | null;
  /** Without prices, why (ignored when `prices` is set). */
  noMarket?: NoMarketReason;
}

/** How the labels name each kind of prices: short (the label) and in words (the detail). */
const PRICES: Record<string, { book: string | null; fair: string; described: string }> = {
  'Pinnacle pre-match price': {
    book: 'Pinnacle',
    fair: 'Pinnacle, no-vig',
    described: "Pinnacle's pre-match price with its margin removed",
  },
  'market average price': {
    book: null,
    fair: 'market average, no-vig',
    described: "the bookmakers' average price with the margin removed",
  },
  moneyline: {
    book: null,
    fair: 'moneyline, no-vig',
    described: 'the moneyline with the margin removed',
  },
  'point spread': {
    book: null,
    fair: 'from the point spread',
    described: 'the win chance the point spread implies',
  },
};

const pricesOf = (prices: string) =>
  PRICES[prices] ?? { book: null, fair: `${prices}, no-vig`, described: prices };

/** 0.0577 → '6%'; a weight that rounds to 0 or 100 is not said to be either. */
export function weightText(weight: number): string {
  const whole = Math.round(weight * 100);
  if (whole === 0) return 'under 1%';
  if (whole === 100) return 'over 99%';
  return `${whole}%`;
}

const NO_MARKET: Record<NoMarketReason | 'not-pooled', { label: string; detail: string }> = {
  'not-priced': {
    label: 'Model only — no prices yet',
    detail: 'No prices for this match yet, so the published figure is the model alone.',
  },
  stale: {
    label: 'Model only — no fresh prices',
    detail: 'The prices on file are too old to use, so the published figure is the model alone.',
  },
  'what-if': {
    label: 'Model only — a what-if has no prices',
    detail:
      'No match is scheduled, so there are no prices: the published figure is the model alone.',
  },
  'not-pooled': {
    label: 'Model only — prices not pooled in',
    detail:
      "The published figure is the model alone: in this competition the market's prices are shown beside it, not pooled in.",
  },
};

/**
 * The headline's source in words, from the weight the model actually got and the prices actually
 * used. Every place that shows the headline (answer, match page, share card, API, narrative)
 * reads these words, so they cannot drift apart.
 */
export function probabilitySource(input: ProbabilitySourceInput): ProbabilitySource {
  const { modelWeight, prices } = input;
  if (prices === null || modelWeight >= 1) {
    const why = prices === null ? (input.noMarket ?? 'not-priced') : 'not-pooled';
    return { basis: 'model', ...NO_MARKET[why], modelWeight: null, book: null, prices };
  }
  const { book, fair, described } = pricesOf(prices);
  if (modelWeight <= 0) {
    return {
      basis: 'market',
      label: `Market's fair price — ${fair}`,
      detail: `The published figure is the market's fair price, ${described}: pooling the model in did not improve on it in backtests of earlier seasons, so the model gets no weight.`,
      modelWeight: 0,
      book,
      prices,
    };
  }
  const weight = weightText(modelWeight);
  return {
    basis: 'pooled',
    label: `Model and market pooled (model weight ${weight}) — ${fair}`,
    detail: `The published figure pools the model (weight ${weight}) with the market's fair price (${described}), the weight that predicted best in backtests of earlier seasons.`,
    modelWeight,
    book,
    prices,
  };
}

/**
 * The same source with no bookmaker and no prices named, for whoever may be on a break from
 * betting (safer gambling: no route names a book or quotes a price to them): the share card and
 * its link preview, one for every viewer; the community card's latest numbers; and every answer
 * to a person on a break. What the figure is stays said.
 */
export function withoutPrices(source: ProbabilitySource): ProbabilitySource {
  const hidden = { ...source, book: null, prices: null };
  if (source.basis === 'model') {
    return { ...hidden, label: 'Model only', detail: 'The published figure is the model alone.' };
  }
  if (source.basis === 'market') {
    return {
      ...hidden,
      label: "Market's fair price, no-vig",
      detail: "The published figure is the market's fair price; the model gets no weight.",
    };
  }
  const weight = weightText(source.modelWeight ?? 0);
  return {
    ...hidden,
    label: `Model and market pooled (model weight ${weight})`,
    detail: `The published figure pools the model (weight ${weight}) with the market's fair price.`,
  };
}
