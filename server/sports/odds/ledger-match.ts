import { devig, devigMultiplicative } from '../../../engine/market/index.ts';
import type { LedgerMatch, LedgerOffer, ValueRule } from '../../../engine/value/index.ts';
import { netPrice } from '../../../engine/value/index.ts';
import { isExchange } from './exchanges.ts';
import { AGGREGATE_BOOKS } from './market.ts';

/** The book whose closing price scores a ledger bet's closing-line value. */
export const LEDGER_CLOSING_BOOK = 'Pinnacle';

/** Prices as both the mirror's parser and the database hold them. */
interface PriceDoc {
  kind: 'opening' | 'closing' | 'snapshot';
  quotes: readonly { bookmaker: string; market: string; prices: readonly number[] }[];
}

export interface SettledSoccerMatch {
  id?: string;
  league: string;
  season: string;
  kickoff: Date;
  homeScore: number;
  awayScore: number;
  /** Oldest first: a later document's price replaces an earlier one of the same book. */
  docs: readonly PriceDoc[];
}

const complete = (prices: readonly number[] | undefined): prices is number[] =>
  prices?.length === 3 && prices.every((p) => Number.isFinite(p) && p > 1);

/** Each book's latest complete 1X2 price of the given kinds. */
function latestPerBook(docs: readonly PriceDoc[], kinds: readonly PriceDoc['kind'][]) {
  const books = new Map<string, number[]>();
  for (const doc of docs) {
    if (!kinds.includes(doc.kind)) continue;
    for (const q of doc.quotes) {
      if (q.market === '1x2' && complete(q.prices)) books.set(q.bookmaker, [...q.prices]);
    }
  }
  return books;
}

/**
 * A played soccer match as the value rule saw it before kick-off: the published probability is
 * the market's fair price (Pinnacle's pre-match price, else the market average, with the rule's
 * de-vig), which is what the app publishes while the soccer blend weight is 0 (see
 * docs/models.md "Value bets"); the offers are every real book's pre-match price, an exchange's
 * net of `commission`; the closing price (Pinnacle's) only scores CLV. Null with no reference.
 */
export function soccerLedgerMatch(
  match: SettledSoccerMatch,
  rule: Pick<ValueRule, 'devig'>,
  commission: number,
): LedgerMatch | null {
  const before = latestPerBook(match.docs, ['opening', 'snapshot']);
  const reference = before.get('Pinnacle') ?? before.get('Market average');
  if (!reference) return null;
  const offers: LedgerOffer[] = [];
  for (const [book, prices] of before) {
    if (AGGREGATE_BOOKS.has(book)) continue;
    const exchange = isExchange(book);
    prices.forEach((quoted, outcome) => {
      const price = exchange ? netPrice(quoted, commission) : quoted;
      offers.push({ book, outcome, price, exchange });
    });
  }
  const closing = latestPerBook(match.docs, ['closing']).get(LEDGER_CLOSING_BOOK);
  const { homeScore: h, awayScore: a } = match;
  return {
    id: match.id,
    league: match.league,
    season: match.season,
    kickoff: match.kickoff.toISOString(),
    outcome: h > a ? 0 : h === a ? 1 : 2,
    probabilities: devig(reference, rule.devig),
    offers,
    closing: closing ? devigMultiplicative(closing) : undefined,
  };
}
