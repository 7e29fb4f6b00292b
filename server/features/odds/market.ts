import {
  devigMultiplicative,
  SPREAD_SIGMA,
  spreadToWinProbability,
} from '../../../engine/market/index.ts';
import { AGGREGATE_BOOK_NAMES } from '../../data/reference/bookmakers.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';

export type Quote = OddsDocRow['quotes'][number];

const US_LEAGUES = new Set(['NBA', 'NFL']);
export const isUsLeague = (leagueId: string) => US_LEAGUES.has(leagueId);

const KIND_ORDER = { opening: 0, snapshot: 1, closing: 2 } as const;

/** The latest capture first; at the same moment a closing price outranks a snapshot. */
export function latestFirst(docs: readonly OddsDocRow[]): OddsDocRow[] {
  return [...docs].sort(
    (a, b) =>
      b.capturedAt.getTime() - a.capturedAt.getTime() || KIND_ORDER[b.kind] - KIND_ORDER[a.kind],
  );
}

/** Whether a capture is too old at the clock to price a bet (see config `priceStaleAfterMs`). */
export const isStale = (capturedAt: Date, asOf: Date, staleAfterMs: number) =>
  asOf.getTime() - capturedAt.getTime() > staleAfterMs;

/** Aggregates the files carry beside real books; they are not sportsbooks one can bet at. */
export const AGGREGATE_BOOKS = AGGREGATE_BOOK_NAMES;

const complete = (prices: readonly number[], n: number) =>
  prices.length === n && prices.every((p) => Number.isFinite(p) && p > 1);

export interface MarketView {
  /** De-vigged probabilities: [home, draw, away] for soccer, [home, away] otherwise. */
  probabilities: number[];
  /** Which prices: 'Pinnacle pre-match', 'market average', 'moneyline', 'spread'. */
  source: string;
}

/** The de-vigged pre-match market, the same inputs the backtest's published blend uses. */
export function marketView(leagueId: string, docs: readonly OddsDocRow[]): MarketView | null {
  const ordered = latestFirst(docs);
  if (!isUsLeague(leagueId)) {
    for (const book of ['Pinnacle', 'Market average']) {
      for (const doc of ordered) {
        const quote = doc.quotes.find((q) => q.market === '1x2' && q.bookmaker === book);
        if (quote && complete(quote.prices, 3)) {
          return {
            probabilities: devigMultiplicative(quote.prices),
            source: book === 'Pinnacle' ? 'Pinnacle pre-match price' : 'market average price',
          };
        }
      }
    }
    return null;
  }
  for (const doc of ordered) {
    const ml = doc.quotes.find((q) => q.market === 'moneyline' && complete(q.prices, 2));
    if (ml) return { probabilities: devigMultiplicative(ml.prices), source: 'moneyline' };
  }
  for (const doc of ordered) {
    const spread = doc.quotes.find((q) => q.market === 'spread' && q.line !== null);
    if (spread) {
      const sigma = leagueId === 'NBA' ? SPREAD_SIGMA.nba : SPREAD_SIGMA.nfl;
      const home = spreadToWinProbability(-spread.line!, sigma);
      return { probabilities: [home, 1 - home], source: 'point spread' };
    }
  }
  return null;
}
