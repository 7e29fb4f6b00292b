/**
 * Betting exchanges among the books Strix shows: football-data.co.uk's BFE columns ('Betfair
 * Exchange'), and the names or keys live odds feeds use for exchanges ('betfair_ex_uk',
 * 'Matchbook', 'Smarkets', 'Betdaq').
 *
 * football-data.co.uk's BF columns ('Betfair') are not among them: they are Betfair's sportsbook.
 * Over the 2024/25 Premier League their three prices add up to a 5.1% margin like Bet365's 5.5%,
 * where the exchange's come to 0.6%.
 */
const EXCHANGE_NAMES = new Set(['matchbook', 'smarkets', 'betdaq']);

export function isExchange(bookmaker: string): boolean {
  const name = bookmaker.trim().toLowerCase();
  return EXCHANGE_NAMES.has(name) || /\bexchange\b/.test(name) || name.startsWith('betfair_ex_');
}
