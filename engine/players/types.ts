/**
 * One player's line in one match, as every player source is read into (FPL for the Premier
 * League, NBA game logs, NFL weekly stats). Only players who appeared have a line: a player of
 * the squad without one did not play that match.
 */
export interface PlayerLine {
  /** Stable within a league across seasons: 'fpl:<code>', 'nba:<person id or name>', 'nfl:<id>'. */
  key: string;
  name: string;
  /** As the source gives it (GK/DEF/MID/FWD, QB/RB/WR/TE/K); null where it has none (NBA). */
  position: string | null;
  /** Minutes played; null where the source has none (NFL). */
  minutes: number | null;
  /** In the starting line-up; null where the source does not say. */
  started: boolean | null;
  /** Soccer: goals. */
  goals: number;
  /** Soccer: assists (FPL's definition); NBA: assists. */
  assists: number;
  /** NBA: points; NFL: points scored (6 per touchdown, 2 per two-point play, kicks); soccer: 0. */
  points: number;
  /** Expected goals and assists (FPL from 2022/23); absent elsewhere. */
  xg?: number | null;
  xa?: number | null;
}

/** A team's lines in one match, with the match's time and opponent. */
export interface TeamMatchLines {
  matchId: number;
  kickoff: Date;
  teamId: number;
  opponentId: number;
  home: boolean;
  lines: PlayerLine[];
}
