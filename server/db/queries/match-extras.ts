import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { PlayerLineDoc } from '../schema.ts';
import { rowsOf } from './raw.ts';

/**
 * What the experiments in bench/ join onto the games the backtests read from the mirror's files,
 * by the matches' natural key (league:local-date:home:away, the same key the files give).
 */

/** One side's player lines in one match of a league. */
export interface SideLines {
  naturalKey: string;
  home: boolean;
  lines: PlayerLineDoc[];
}

/** Every player-lines document of a league's matches. */
export async function leaguePlayerLines(db: Db, leagueId: string): Promise<SideLines[]> {
  const rows = await rowsOf<{ natural_key: string; home: boolean; lines: PlayerLineDoc[] }>(
    db,
    sql`select m.natural_key, pg.team_id = m.home_team_id as home, pg.lines
        from player_games pg join matches m on m.id = pg.match_id
        where m.league_id = ${leagueId}`,
  );
  return rows.map((r) => ({ naturalKey: r.natural_key, home: r.home, lines: r.lines }));
}

/** Matches of a league whose stats hold the named pair of numbers (e.g. HXG / AXG). */
export async function leagueStatPairs(
  db: Db,
  leagueId: string,
  homeKey: string,
  awayKey: string,
): Promise<{ naturalKey: string; home: number; away: number }[]> {
  const rows = await rowsOf<{ natural_key: string; home: number; away: number }>(
    db,
    sql`select natural_key, (stats ->> ${homeKey})::float8 as home, (stats ->> ${awayKey})::float8 as away
        from matches
        where league_id = ${leagueId} and stats ->> ${homeKey} is not null
          and stats ->> ${awayKey} is not null`,
  );
  return rows.map((r) => ({ naturalKey: r.natural_key, home: r.home, away: r.away }));
}
