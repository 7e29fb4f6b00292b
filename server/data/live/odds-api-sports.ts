import { isServedLeague, type LeagueId, type SportId } from '../reference/leagues.ts';

/**
 * When a league plays, for the credit plan: the calendar months (1–12, UTC) its games fall in,
 * and the words the plan's reasons use for it.
 */
export interface LeagueSeason {
  months: readonly number[];
  described: string;
}

export interface OddsApiSport {
  /** The Odds API's sport key. */
  key: string;
  leagueId: LeagueId;
  sportId: SportId;
  /**
   * False for leagues Strix does not serve (no teams, seasons or models for them yet): callers
   * skip them, and do not spend credits on them, until the league is served.
   */
  held: boolean;
  /**
   * When its games are played. Out of these months a league with no games on file is not asked
   * for a schedule (docs/operations.md "MLB and NHL in live mode"); leagues without one are
   * asked all year.
   */
  season?: LeagueSeason;
}

const sport = (
  key: string,
  leagueId: LeagueId,
  sportId: SportId,
  season?: LeagueSeason,
): OddsApiSport => ({
  key,
  leagueId,
  sportId,
  held: isServedLeague(leagueId),
  ...(season ? { season } : {}),
});

/**
 * MLB: about 15 games a day from the opening series in late March through the World Series at
 * the end of October. The NHL: about 8 a night, the regular season October to April and the
 * play-offs to June.
 */
const MLB_SEASON: LeagueSeason = {
  months: [3, 4, 5, 6, 7, 8, 9, 10],
  described: 'MLB plays from late March to October',
};
const NHL_SEASON: LeagueSeason = {
  months: [10, 11, 12, 1, 2, 3, 4, 5, 6],
  described: 'the NHL plays from October to April, its play-offs to June',
};

/** The sport keys Strix reads, and the league each one is. */
export const ODDS_API_SPORTS: readonly OddsApiSport[] = [
  sport('soccer_epl', 'E0', 'soccer'),
  sport('soccer_efl_champ', 'E1', 'soccer'),
  sport('soccer_spain_la_liga', 'SP1', 'soccer'),
  sport('soccer_germany_bundesliga', 'D1', 'soccer'),
  sport('soccer_italy_serie_a', 'I1', 'soccer'),
  sport('soccer_france_ligue_one', 'F1', 'soccer'),
  sport('soccer_uefa_champs_league', 'UCL', 'soccer'),
  sport('soccer_uefa_europa_league', 'UEL', 'soccer'),
  sport('basketball_nba', 'NBA', 'basketball'),
  sport('americanfootball_nfl', 'NFL', 'american-football'),
  // Run line and puck line come as `spreads` (±1.5), stored as 'spread' beside 'moneyline' and
  // 'total', as for the NBA and NFL.
  sport('baseball_mlb', 'MLB', 'baseball', MLB_SEASON),
  sport('icehockey_nhl', 'NHL', 'ice-hockey', NHL_SEASON),
];

const BY_KEY = new Map(ODDS_API_SPORTS.map((entry) => [entry.key, entry]));

/** The table's entry for a sport key, or undefined for a key Strix does not read. */
export function oddsApiSport(key: string): OddsApiSport | undefined {
  return BY_KEY.get(key);
}

/** Whether a sport's league plays in the month of `now` (UTC); true for one without a season. */
export function inSeason(entry: OddsApiSport | undefined, now: Date): boolean {
  return !entry?.season || entry.season.months.includes(now.getUTCMonth() + 1);
}

/**
 * Soccer is priced three-way and its handicaps are Asian; every other sport Strix reads is
 * two-way with point spreads. Keys outside the table are judged by The Odds API's own prefix.
 */
export function isSoccerKey(key: string): boolean {
  return (BY_KEY.get(key)?.sportId ?? (key.startsWith('soccer_') ? 'soccer' : '')) === 'soccer';
}
