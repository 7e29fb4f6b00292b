import type { LeagueId, SportId } from '../reference/leagues.ts';

export interface OddsApiSport {
  /** The Odds API's sport key. */
  key: string;
  leagueId: LeagueId;
  sportId: SportId;
  /**
   * False for leagues Strix has no teams, seasons or models for: callers skip them (and do
   * not spend credits on them) until the catalogue holds the league.
   */
  held: boolean;
}

/** The sport keys Strix reads, and the league each one is. */
export const ODDS_API_SPORTS: readonly OddsApiSport[] = [
  { key: 'soccer_epl', leagueId: 'E0', sportId: 'soccer', held: true },
  { key: 'soccer_efl_champ', leagueId: 'E1', sportId: 'soccer', held: true },
  { key: 'soccer_spain_la_liga', leagueId: 'SP1', sportId: 'soccer', held: true },
  { key: 'soccer_germany_bundesliga', leagueId: 'D1', sportId: 'soccer', held: true },
  { key: 'soccer_italy_serie_a', leagueId: 'I1', sportId: 'soccer', held: true },
  { key: 'soccer_france_ligue_one', leagueId: 'F1', sportId: 'soccer', held: true },
  { key: 'soccer_uefa_champs_league', leagueId: 'UCL', sportId: 'soccer', held: true },
  { key: 'soccer_uefa_europa_league', leagueId: 'UEL', sportId: 'soccer', held: true },
  { key: 'basketball_nba', leagueId: 'NBA', sportId: 'basketball', held: true },
  { key: 'americanfootball_nfl', leagueId: 'NFL', sportId: 'american-football', held: true },
];

const BY_KEY = new Map(ODDS_API_SPORTS.map((sport) => [sport.key, sport]));

/** The table's entry for a sport key, or undefined for a key Strix does not read. */
export function oddsApiSport(key: string): OddsApiSport | undefined {
  return BY_KEY.get(key);
}

/**
 * Soccer is priced three-way and its handicaps are Asian; every other sport Strix reads is
 * two-way with point spreads. Keys outside the table are judged by The Odds API's own prefix.
 */
export function isSoccerKey(key: string): boolean {
  return (BY_KEY.get(key)?.sportId ?? (key.startsWith('soccer_') ? 'soccer' : '')) === 'soccer';
}
