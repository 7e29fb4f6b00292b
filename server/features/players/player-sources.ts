import { buildPlayerReports } from '../../../engine/players/index.ts';
import type { BuildPlayerReports } from '../../../engine/players/report-types.ts';
import type { TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../../db/client.ts';
import { leaguesWithPlayerData, loadLeaguePlayerGames } from '../../db/queries/player-games.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { displayName } from '../../sports/questions/build-directory.ts';

/**
 * Where the player service reads its lines and builds its reports: the player_games queries and
 * engine/players. Passed in so a test can hand over a small season and a known engine.
 */
export interface PlayerSources {
  /** League ids with any player lines on file. */
  leaguesWithPlayerData(db: Db): Promise<string[]>;
  /** Every team's lines of a league's matches kicking off in [from, before), oldest first. */
  loadLeaguePlayerGames(
    db: Db,
    leagueId: string,
    from: Date,
    before: Date,
  ): Promise<TeamMatchLines[]>;
  buildPlayerReports: BuildPlayerReports;
  /** Team names by id (to name the opponent of a match whose lines are missing). */
  teamNames(db: Db): Promise<Map<number, string>>;
}

export const playerSources: PlayerSources = {
  leaguesWithPlayerData,
  loadLeaguePlayerGames,
  buildPlayerReports,
  teamNames: async (db) =>
    new Map((await loadTeams(db)).map((team) => [team.id, displayName(team.name)])),
};
