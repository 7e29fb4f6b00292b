import type { EloGame } from '../elo/types.ts';

/** A finished or coming MLB game, as the baseball model reads it. */
export interface BaseballGame extends EloGame {
  /**
   * The starting pitchers the game was expected with before first pitch (the pitcher the line
   * was priced on), any stable id. Missing when no source listed one.
   */
  homeStarter?: string;
  awayStarter?: string;
  /**
   * Who actually started, known only once the game began: the history of earlier starts is
   * built from these, never from the listing.
   */
  homeStarterActual?: string;
  awayStarterActual?: string;
  /**
   * The closing moneyline, decimal [home, away], once the game has started: the market-implied
   * starter ratings (market-starter.ts) read it for later games, never for this one.
   */
  moneyline?: [number, number];
  /** Outs the game lasted (54 = nine full innings), to put runs on a nine-inning footing. */
  outs?: number;
}
