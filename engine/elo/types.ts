/** A finished game. Games are fed in chronological order; `season` labels the year they belong to. */
export interface EloGame {
  id: string;
  /**
   * ISO date or date-time the game was played, in local (venue) terms: ordering uses the string,
   * and back-to-backs compare its first ten characters as calendar days.
   */
  date: string;
  season: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** No home advantage applies (e.g. Super Bowl, international and bubble games). */
  neutral?: boolean;
  /** A playoff game (informational; no model reads it yet). */
  playoff?: boolean;
  /**
   * NFL starting quarterbacks, any stable id (ingest uses the nflverse GSIS id's digits). Known
   * before kick-off; the margin rating and the quarterback-change adjustment read them.
   */
  homeQb?: string;
  awayQb?: string;
  /**
   * An edge of the home side known before the game that the ratings cannot see, in the sport's
   * own unit (MLB: runs per nine of starting pitching, engine/baseball; NHL: goals of goaltending,
   * engine/hockey). `edgeElo` turns it into Elo points, for the forecast and for the update, so a
   * team is not credited for its ace's start.
   */
  edge?: number;
}

/**
 * How the margin of victory enters an update.
 * - 'none': plain Elo, K · (result − expected).
 * - 'log': 538's NFL multiplier on K, ln(|MOV| + 1) · 2.2 / (0.001 · winnerEloDiff + 2.2).
 * - 'power': 538's NBA multiplier on K, (|MOV| + 3)^0.8 / (7.5 + 0.006 · winnerEloDiff).
 * - 'margin': update on points instead of wins, K · (MOV − expected MOV) / 10 with expected
 *   MOV = eloDiff / eloPerPoint; K is then Elo points per 10 points of surprise.
 * The two multipliers shrink the update when a favourite wins big; without that, favourites'
 * ratings drift up because they win by more exactly when they are favourites (autocorrelation).
 * 'margin' has no such drift by construction (a favourite that wins by the expected margin
 * moves nothing), and on both sports' pre-2015 seasons it forecast best.
 */
export type MovMultiplier = 'none' | 'log' | 'power' | 'margin';

export interface EloParams {
  /** Update size; see MovMultiplier for its unit under each mode. */
  k: number;
  /** Elo points added to the home side at a non-neutral venue. */
  homeAdvantage: number;
  movMultiplier: MovMultiplier;
  /** Fraction of each rating's distance from `regressionMean` removed between seasons (0–1). */
  seasonRegression: number;
  /** What ratings regress towards between seasons; 538 used 1505, a touch above the start. */
  regressionMean: number;
  /** Rating of a team the model has not seen yet. */
  initialRating: number;
  /** Elo points per point of margin, for the fair spread (538: NFL 25, NBA 28). */
  eloPerPoint: number;
  /** Elo points taken off a team playing on the calendar day after its previous game (NBA). */
  backToBack?: number;
  /**
   * K is multiplied by `earlySeasonK` in a game where either side has played fewer than
   * `earlySeasonGames` games this season: after the summer regression ratings are least
   * certain, so early results deserve more weight. Applied to both sides alike, so updates stay
   * zero-sum.
   */
  earlySeasonGames?: number;
  earlySeasonK?: number;
  /** Elo points per unit of a game's `edge` (0 or absent: edges are ignored). */
  edgeElo?: number;
}

export type Ratings = Map<string, number>;
