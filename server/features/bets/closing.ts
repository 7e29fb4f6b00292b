import type { BetMarket, BetSelection } from '../../../engine/bets/outcome.ts';
import { selectionProbability, spreadHomeLine } from '../../../engine/bets/outcome.ts';
import { devigMultiplicative } from '../../../engine/market/index.ts';
import { isUsLeague } from '../../data/reference/leagues.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { AGGREGATE_BOOKS, latestFirst, marketView } from '../../sports/odds/market.ts';

const complete = (prices: readonly number[]) =>
  prices.length === 2 && prices.every((p) => Number.isFinite(p) && p > 1);

/** The books whose closing price stands for the market, before any single book's. */
const PREFERRED_BOOKS = ['Pinnacle', 'Market average'] as const;

/** The odds files' name for a line market: soccer's over/under is 'ou'; a spread is US only. */
const quoteMarket = (leagueId: string, market: 'total' | 'spread') =>
  market === 'spread' ? 'spread' : isUsLeague(leagueId) ? 'total' : 'ou';

/**
 * The de-vigged closing probabilities of a two-sided line market at exactly `line` (over/under
 * for a total, home/away for a spread at the home side's line): Pinnacle's closing price, else
 * the market average's, else the mean of every other book's de-vigged price. Null when no
 * closing price at that line has both sides (the NBA and NFL files' spreads and the NBA file's
 * total are lines without prices).
 */
function closingPairAt(
  leagueId: string,
  market: 'total' | 'spread',
  closing: readonly OddsDocRow[],
  line: number,
): number[] | null {
  const name = quoteMarket(leagueId, market);
  const quotes = latestFirst(closing).flatMap((doc) =>
    doc.quotes.filter((q) => q.market === name && q.line === line && complete(q.prices)),
  );
  for (const book of PREFERRED_BOOKS) {
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
  const first = fair.reduce((sum, p) => sum + p[0]!, 0) / fair.length;
  return [first, 1 - first];
}

/**
 * A line bet's line as the closing quotes write it: a total's own; a spread's as the home
 * side's handicap (a spread bet stores the backed side's own, contract/bets.ts BET_MARKETS).
 */
export function quotedLine(bet: { selection: BetSelection; market: BetMarket; line: number }) {
  return bet.market === 'spread' ? spreadHomeLine(bet.selection, bet.line) : bet.line;
}

/**
 * Where the closing market's line settled, as the closing quotes write it (Pinnacle's, else the
 * market average's, else the latest book's), when no closing quote — priced or not — sits at
 * the bet's own line: the line moved, and a closing price at another number is no yardstick for
 * this bet. Null when the bet's line is on file at the close, or no closing line is.
 */
export function movedClosingLine(
  bet: { leagueId: string; market: 'total' | 'spread'; selection: BetSelection; line: number },
  closing: readonly OddsDocRow[],
): number | null {
  const name = quoteMarket(bet.leagueId, bet.market);
  const quotes = latestFirst(closing).flatMap((doc) =>
    doc.quotes.filter((q) => q.market === name && q.line !== null),
  );
  const own = quotedLine(bet);
  if (quotes.length === 0 || quotes.some((q) => q.line === own)) return null;
  const preferred = PREFERRED_BOOKS.map((book) => quotes.find((q) => q.bookmaker === book)).find(
    (q) => q !== undefined,
  );
  return (preferred ?? quotes[0]!).line;
}

/**
 * The selection's de-vigged closing probability, the same closing market the record grades
 * Strix's own picks against: for 1x2 and moneyline `marketView` over the closing prices
 * (soccer: Pinnacle's closing 1X2, else the market average; US leagues: the closing moneyline,
 * else the probability its closing spread implies); for totals and spreads the closing price at
 * the same line — none when the line closed at another number, rather than a price for a
 * different bet. Null when there is none.
 */
export function closingProbability(
  bet: { leagueId: string; market: BetMarket; selection: BetSelection; line: number | null },
  closing: readonly OddsDocRow[],
): number | null {
  if (bet.market === 'total' || bet.market === 'spread') {
    if (bet.line === null) return null;
    const line = quotedLine({ ...bet, line: bet.line });
    const probs = closingPairAt(bet.leagueId, bet.market, closing, line);
    return probs ? selectionProbability(bet.selection, probs) : null;
  }
  const view = marketView(bet.leagueId, closing);
  return view ? selectionProbability(bet.selection, view.probabilities) : null;
}
