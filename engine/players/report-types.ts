/**
 * What the player engine reports for one player before one match: the interface between
 * engine/players (which computes it, pure) and the stats service (which serves it). Written
 * before both so they can be built side by side.
 */
export type PlayerSport = 'soccer' | 'basketball' | 'american-football';

export type Availability = 'healthy' | 'questionable' | 'out';
export type Form = 'excellent' | 'good' | 'average' | 'poor';

export interface PlayerReport {
  key: string;
  name: string;
  /** As the source gives it; null where it has none (NBA files carry no position). */
  position: string | null;
  /** Appearances this season before the clock. */
  gamesPlayed: number;
  /** Minutes per appearance; null where the source has no minutes (NFL). */
  minutesPerGame: number | null;
  perGame: { points: number; goals: number; assists: number };
  availability: {
    status: Availability;
    /** The appearances it rests on, in words: 'Started 5 of the last 5', 'Missed the last 3'. */
    reason: string;
  };
  form: {
    label: Form;
    /**
     * Output over the last five appearances, and over the season, same unit: soccer goals +
     * assists per 90 minutes, NBA/NFL points per game.
     */
    recent: number;
    season: number;
  };
  projection: {
    points: number;
    goals: number;
    assists: number;
    /** 0–100, from the sample behind the rates (appearances, minutes). */
    confidence: number;
    /** Minutes the projection assumes; null for NFL. 0 when the player is 'out'. */
    expectedMinutes: number | null;
  };
}

/**
 * What the team model says about the next match, which scales the players' rates: soccer, the
 * side's expected goals in this match and its average per match this season; NBA/NFL, the
 * opponent's points allowed per game against the league average (1.05 = allows 5% more).
 */
export interface MatchContext {
  sport: PlayerSport;
  teamExpectedGoals?: number | null;
  teamSeasonGoalsPerMatch?: number | null;
  opponentDefenceFactor?: number | null;
  /**
   * All teams' lines of the league this season before the clock, summed (leagueRatesFrom):
   * the position rates projections shrink toward. Absent, the team's own lines stand in.
   */
  leagueRates?: import('./league-rates.ts').LeagueRates | null;
}

/**
 * engine/players exports `buildPlayerReports` with this type: the `count` players who matter
 * most for a team's next match (by minutes and output over the season before the clock), each
 * reported. `season` holds the team's matches this season before the clock, oldest first; an
 * empty result means the data cannot support a report.
 */
export type BuildPlayerReports = (
  season: readonly import('./types.ts').TeamMatchLines[],
  context: MatchContext,
  count: number,
) => PlayerReport[];
