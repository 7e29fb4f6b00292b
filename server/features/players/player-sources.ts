import type { BuildPlayerReports } from '../../../engine/players/report-types.ts';
import type { TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';

/**
 * Where the player service reads its lines and builds its reports: the player_games queries and
 * engine/players. Passed in so a test can hand over a small season and a known engine.
 */
export interface PlayerSources {
  /** League ids with any player lines on file. */
  leaguesWithPlayerData(db: Db): Promise<string[]>;
  /** A team's lines in matches kicking off in [from, before), oldest first. */
  loadTeamPlayerGames(db: Db, teamId: number, from: Date, before: Date): Promise<TeamMatchLines[]>;
  buildPlayerReports: BuildPlayerReports;
}

/**
 * TEMPORARY until the player ingest (server/db/queries/player-games.ts) and the player engine
 * (engine/players) are merged: no league has player data, so every answer keeps `[]` and the
 * players block stays hidden.
 */
export const playerSources: PlayerSources = {
  leaguesWithPlayerData: async () => [],
  loadTeamPlayerGames: async () => [],
  buildPlayerReports: () => [],
};
