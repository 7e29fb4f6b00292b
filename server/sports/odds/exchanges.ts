import { bookmakerByName } from '../../data/reference/bookmakers.ts';

/**
 * Names that read as exchanges among books the catalogue does not hold: a live feed's new
 * exchange is stored as '<title> Exchange' (odds-api-normalize.ts liveBookmaker).
 */
const EXCHANGE_NAMES = new Set(['betdaq']);

/**
 * Whether a stored book is a betting exchange, whose prices are compared net of commission: the
 * catalogue says for the books it holds (Betfair Exchange, Matchbook, Smarkets...; Betfair
 * Sportsbook, football-data.co.uk's BF columns, is not one: its 2024/25 Premier League prices
 * carry a 5.1% margin like Bet365's 5.5%, the exchange's 0.6%), the name for any other.
 */
export function isExchange(bookmaker: string): boolean {
  const known = bookmakerByName(bookmaker);
  if (known) return known.exchange;
  const name = bookmaker.trim().toLowerCase();
  return EXCHANGE_NAMES.has(name) || /\bexchange\b/.test(name) || name.startsWith('betfair_ex_');
}
