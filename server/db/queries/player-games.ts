import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PlayerLine, TeamMatchLines } from '../../../engine/players/types.ts';
import type { Db } from '../client.ts';
import {
  ingestedFiles,
  matches,
  type PlayerLineDoc,
  playerGames,
  seasons,
  teamAliases,
  teams,
} from '../schema.ts';

export interface NewPlayerGame {
  matchId: number;
  teamId: number;
  /** The file (or week folder) the lines came from, relative to the data folder. */
  source: string;
  lines: PlayerLineDoc[];
}

/** Documents per statement: a gameweek season is ~760 documents of ~2 KB. */
const BULK = 2000;

/**
 * Stores each (match, team) document, replacing one already there (a changed source file is
 * read again in full). Returns how many were new. One JSON parameter per statement, as the
 * odds are inserted: thousands of rows without thousands of bind parameters.
 */
export async function insertPlayerGames(db: Db, rows: NewPlayerGame[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += BULK) {
    const batch = rows.slice(i, i + BULK).map((row) => ({
      match_id: row.matchId,
      team_id: row.teamId,
      source: row.source,
      lines: row.lines,
    }));
    const result = (await db.execute(sql`
      INSERT INTO player_games (match_id, team_id, source, lines)
      SELECT match_id, team_id, source, lines
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(
        match_id int, team_id int, source text, lines jsonb)
      ON CONFLICT (match_id, team_id) DO UPDATE SET source = excluded.source, lines = excluded.lines
      RETURNING (xmax = 0) AS inserted`)) as unknown as { rows: { inserted: boolean }[] };
    added += result.rows.filter((row) => row.inserted).length;
  }
  return added;
}

const documentColumns = {
  matchId: playerGames.matchId,
  teamId: playerGames.teamId,
  lines: playerGames.lines,
  kickoff: matches.kickoff,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
};

type DocumentRow = {
  matchId: number;
  teamId: number;
  lines: PlayerLineDoc[];
  kickoff: Date;
  homeTeamId: number;
  awayTeamId: number;
};

const toTeamMatchLines = (row: DocumentRow): TeamMatchLines => {
  const home = row.teamId === row.homeTeamId;
  return {
    matchId: row.matchId,
    kickoff: row.kickoff,
    teamId: row.teamId,
    opponentId: home ? row.awayTeamId : row.homeTeamId,
    home,
    lines: row.lines as PlayerLine[],
  };
};

/** One team's documents for matches kicking off in [from, before), oldest first. */
export async function loadTeamPlayerGames(
  db: Db,
  teamId: number,
  from: Date,
  before: Date,
): Promise<TeamMatchLines[]> {
  const rows = await db
    .select(documentColumns)
    .from(playerGames)
    .innerJoin(matches, eq(matches.id, playerGames.matchId))
    .where(
      and(eq(playerGames.teamId, teamId), gte(matches.kickoff, from), lt(matches.kickoff, before)),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  return rows.map(toTeamMatchLines);
}

/**
 * Every team document of a league's matches kicking off in [from, before), oldest first (the
 * home side first within a match).
 */
export async function loadLeaguePlayerGames(
  db: Db,
  leagueId: string,
  from: Date,
  before: Date,
): Promise<TeamMatchLines[]> {
  const rows = await db
    .select(documentColumns)
    .from(playerGames)
    .innerJoin(matches, eq(matches.id, playerGames.matchId))
    .where(
      and(eq(matches.leagueId, leagueId), gte(matches.kickoff, from), lt(matches.kickoff, before)),
    )
    // Within a match, the home side first.
    .orderBy(
      asc(matches.kickoff),
      asc(matches.id),
      desc(sql`${playerGames.teamId} = ${matches.homeTeamId}`),
    );
  return rows.map(toTeamMatchLines);
}

/** The leagues with at least one player document, alphabetically. */
export async function leaguesWithPlayerData(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ leagueId: matches.leagueId })
    .from(playerGames)
    .innerJoin(matches, eq(matches.id, playerGames.matchId))
    .orderBy(asc(matches.leagueId));
  return rows.map((row) => row.leagueId);
}

// ——— For the player ingest ———

/** A league's matches as the player files are linked to them. */
export async function matchesForPlayerLinking(db: Db, leagueId: string) {
  return db
    .select({
      id: matches.id,
      naturalKey: matches.naturalKey,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      season: seasons.label,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.leagueId, leagueId));
}

/** The recorded hash of each of these files that was ingested before. */
export async function ingestedHashes(db: Db, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ path: ingestedFiles.path, sha256: ingestedFiles.sha256 })
    .from(ingestedFiles)
    .where(inArray(ingestedFiles.path, paths));
  return new Map(rows.map((row) => [row.path, row.sha256]));
}

/** A sport's teams by source key and by every alias (normalised) that names only one team. */
export async function teamIdsByName(db: Db, sportId: string): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  const aliases = await db
    .select({ alias: teamAliases.alias, teamId: teamAliases.teamId })
    .from(teamAliases)
    .where(eq(teamAliases.sportId, sportId));
  const ambiguous = new Set<string>();
  for (const { alias, teamId } of aliases) {
    if (byName.has(alias) && byName.get(alias) !== teamId) ambiguous.add(alias);
    byName.set(alias, teamId);
  }
  for (const alias of ambiguous) byName.delete(alias);
  const keys = await db
    .select({ id: teams.id, sourceKey: teams.sourceKey })
    .from(teams)
    .where(eq(teams.sportId, sportId));
  for (const { id, sourceKey } of keys) byName.set(sourceKey, id);
  return byName;
}

/** Records a unit's files as ingested, in one statement (a season is ~40 files). */
export async function recordIngestedFiles(
  db: Db,
  files: { path: string; sha256: string; items: number; problems: number }[],
) {
  if (files.length === 0) return;
  await db.execute(sql`
    INSERT INTO ingested_files (path, sha256, items, problems)
    SELECT path, sha256, items, problems
    FROM json_to_recordset(${JSON.stringify(files)}::json) AS x(
      path text, sha256 text, items int, problems int)
    ON CONFLICT (path) DO UPDATE SET sha256 = excluded.sha256, items = excluded.items,
      problems = excluded.problems, ingested_at = now()`);
}
