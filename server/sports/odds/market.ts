import {
  devigMultiplicative,
  SPREAD_SIGMA,
  spreadToWinProbability,
} from '../../../engine/market/index.ts';
import { AGGREGATE_BOOK_NAMES } from '../../data/reference/bookmakers.ts';
import { isUsLeague, MONEYLINE_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';

export type Quote = OddsDocRow['quotes'][number];

/**
 * The source of a closing line frozen at kick-off from each book's last polled price
 * (features/live/freeze-closing.ts): a guess, which a provider's own closing price for the same
 * book replaces when a results file brings it.
 */
export const FROZEN_CLOSING = 'Last price before kick-off';

const KIND_ORDER = { opening: 0, snapshot: 1, closing: 2 } as const;
const closingRank = (doc: OddsDocRow) =>
  doc.kind !== 'closing' ? 0 : doc.source === FROZEN_CLOSING ? 1 : 2;

/**
 * Orders captures oldest first, whichever provider took them: by when the price was known, and
 * at the same moment an opening price before a snapshot. A closing price is the last price
 * before kick-off, so it comes after every pre-match one, and a provider's closing price after
 * the frozen guess (even where a file dates the kick-off differently). Per book and market, the
 * last one in this order is the current price.
 */
export function captureOrder(a: OddsDocRow, b: OddsDocRow): number {
  return (
    closingRank(a) - closingRank(b) ||
    a.capturedAt.getTime() - b.capturedAt.getTime() ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
  );
}

/** The latest capture first (see `captureOrder`). */
export function latestFirst(docs: readonly OddsDocRow[]): OddsDocRow[] {
  return [...docs].sort((a, b) => captureOrder(b, a));
}

/** The oldest capture first (see `captureOrder`): a later document's price replaces an earlier one. */
export function oldestFirst<T extends OddsDocRow>(docs: readonly T[]): T[] {
  return [...docs].sort(captureOrder);
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
  // MLB's run line and the NHL's puck line are a fixed ±1.5 priced both ways: the line itself
  // says nothing about who is favoured, so only a moneyline prices those games.
  if (MONEYLINE_LEAGUE_IDS.has(leagueId)) return null;
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
