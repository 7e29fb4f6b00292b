import type { BetMarket, BetSelection } from '../../../engine/bets/outcome.ts';
import { selectionProbability } from '../../../engine/bets/outcome.ts';
import { devigMultiplicative } from '../../../engine/market/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { AGGREGATE_BOOKS, latestFirst, marketView } from '../../sports/odds/market.ts';

const complete = (prices: readonly number[]) =>
  prices.length === 2 && prices.every((p) => Number.isFinite(p) && p > 1);

/**
 * The de-vigged closing over/under probabilities at exactly `line`: Pinnacle's closing price,
 * else the market average's, else the mean of every other book's de-vigged price. Null when no
 * closing price at that line has both sides (the NBA file's total is a line without prices).
 */
export function closingTotalProbabilities(
  leagueId: string,
  closing: readonly OddsDocRow[],
  line: number,
): number[] | null {
  const market = isUsLeague(leagueId) ? 'total' : 'ou';
  const quotes = latestFirst(closing).flatMap((doc) =>
    doc.quotes.filter((q) => q.market === market && q.line === line && complete(q.prices)),
  );
  for (const book of ['Pinnacle', 'Market average']) {
    const quote = quotes.find((q) => q.bookmaker === book);
    if (quote) return devigMultiplicative(quote.prices);
  }
  // One price per book: the latest (quotes are latest first).
  const seen = new Set<string>();
  const books = quotes.filter((q) => {
    if (AGGREGATE_BOOKS.has(q.bookmaker) || seen.has(q.bookmaker)) return false;
    seen.add(q.bookmaker);
    return true;
  });
  if (books.length === 0) return null;
  const fair = books.map((q) => devigMultiplicative(q.prices));
  const over = fair.reduce((sum, p) => sum + p[0]!, 0) / fair.length;
  return [over, 1 - over];
}

/**
 * The selection's de-vigged closing probability, the same closing market the record grades
 * Strix's own picks against: for 1x2 and moneyline `marketView` over the closing prices
 * (soccer: Pinnacle's closing 1X2, else the market average; NBA/NFL: the closing moneyline,
 * else the probability its closing spread implies); for totals the closing price at the same
 * line. Null when there is none.
 */
export function closingProbability(
  bet: { leagueId: string; market: BetMarket; selection: BetSelection; line: number | null },
  closing: readonly OddsDocRow[],
): number | null {
  if (bet.market === 'total') {
    if (bet.line === null) return null;
    const probs = closingTotalProbabilities(bet.leagueId, closing, bet.line);
    return probs ? selectionProbability(bet.selection, probs) : null;
  }
  const view = marketView(bet.leagueId, closing);
  return view ? selectionProbability(bet.selection, view.probabilities) : null;
}
