import type { EloGame } from '../elo/types.ts';

/** One goalie's game: shots he faced and saved. */
export interface GoalieLine {
  id: string;
  shots: number;
  saves: number;
}

/** How a hockey game was decided, where a source says so. */
export type SettledIn = 'regulation' | 'overtime' | 'shootout';

/** A finished or coming NHL game, as the hockey model reads it. */
export interface HockeyGame extends EloGame {
  /** The goalie who started, where known (at puck drop): the term reads his earlier games. */
  homeGoalie?: string;
  awayGoalie?: string;
  /** Every goalie who played, with shots and saves: credited after the game. */
  homeGoalies?: readonly GoalieLine[];
  awayGoalies?: readonly GoalieLine[];
  settledIn?: SettledIn;
}
