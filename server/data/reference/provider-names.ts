/**
 * Providers' names as Strix stores and shows them: the `source` of their prices and matches,
 * their row on `GET /api/status`, the name logs and unknown-bookmaker notes give them. One
 * spelling each, so a price and a provider's health are always filed under the same name.
 */

/** The Odds API (https://the-odds-api.com): live prices and scores. */
export const ODDS_API = 'The Odds API';

/** football-data.co.uk: the results files and `fixtures.csv`. */
export const FOOTBALL_DATA = 'football-data.co.uk';
