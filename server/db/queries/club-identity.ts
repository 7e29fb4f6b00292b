import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Teams that played in these leagues: id, names, the league and when they last played there. */
export async function teamsOfLeagues(db: Db, leagueIds: string[]) {
  if (leagueIds.length === 0) return [];
  return rowsOf<{
    id: number;
    name: string;
    source_key: string;
    league_id: string;
    last_played: string;
  }>(
    db,
    sql`
      SELECT t.id, t.name, t.source_key, x.league_id, x.last_played
      FROM (SELECT team_id, league_id, max(kickoff)::text AS last_played
            FROM (SELECT home_team_id AS team_id, league_id, kickoff FROM matches
                  UNION ALL SELECT away_team_id, league_id, kickoff FROM matches) m
            WHERE league_id IN ${leagueIds}
            GROUP BY team_id, league_id) x
      JOIN teams t ON t.id = x.team_id`,
  );
}

/** Every alias already stored for a sport's teams. */
export async function aliasesOfSport(db: Db, sportId: string) {
  return rowsOf<{ team_id: number; alias: string }>(
    db,
    sql`SELECT team_id, alias FROM team_aliases WHERE sport_id = ${sportId}`,
  );
}

/** Clubs keyed by association ('benfica (POR)'): the UEFA clubs outside our domestic leagues. */
export async function associationKeyedTeams(db: Db) {
  const rows = await rowsOf<{ id: number; name: string; source_key: string }>(
    db,
    sql`SELECT id, name, source_key FROM teams
        WHERE sport_id = 'soccer' AND source_key LIKE '% (___)' ORDER BY id`,
  );
  return rows.filter((row) => / \([A-Z]{3}\)$/.test(row.source_key));
}

/** Names of a sport's teams by id. */
export async function teamNamesOfSport(db: Db, sportId: string) {
  return rowsOf<{ id: number; name: string; source_key: string }>(
    db,
    sql`SELECT id, name, source_key FROM teams WHERE sport_id = ${sportId}`,
  );
}

/** Sets the association of teams that have none yet (a club's first source places it). */
export async function setTeamCountries(db: Db, rows: { id: number; country: string }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE teams SET country = x.country
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id int, country text)
    WHERE teams.id = x.id AND teams.country IS NULL`);
}

/** Gives every team of a domestic league its league's association (E0 → ENG, …). */
export async function setCountriesFromLeagues(db: Db, countryByLeague: Record<string, string>) {
  const pairs = Object.entries(countryByLeague).map(([league, country]) => ({ league, country }));
  await db.execute(sql`
    UPDATE teams SET country = x.country
    FROM (SELECT DISTINCT m.team_id, p.country
          FROM (SELECT home_team_id AS team_id, league_id FROM matches
                UNION SELECT away_team_id, league_id FROM matches) m
          JOIN json_to_recordset(${JSON.stringify(pairs)}::json) AS p(league text, country text)
            ON p.league = m.league_id) x
    WHERE teams.id = x.team_id AND teams.country IS DISTINCT FROM x.country`);
}

/** Matches of these leagues between two dates, with the local date their natural key holds. */
export async function matchesBetween(db: Db, leagueIds: string[], from: string, to: string) {
  if (leagueIds.length === 0) return [];
  return rowsOf<{
    id: number;
    league_id: string;
    natural_key: string;
    home_team_id: number;
    away_team_id: number;
  }>(
    db,
    sql`
      SELECT id, league_id, natural_key, home_team_id, away_team_id FROM matches
      WHERE league_id IN ${leagueIds}
        AND kickoff >= ${from}::date - 2 AND kickoff < ${to}::date + 3`,
  );
}

/** Adds statistics to matches, keeping the keys they already have (xG next to shots). */
export async function mergeMatchStats(
  db: Db,
  rows: { id: number; stats: Record<string, number> }[],
) {
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = rows.slice(i, i + 5000);
    await db.execute(sql`
      UPDATE matches SET stats = coalesce(matches.stats, '{}'::jsonb) || x.stats
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(id int, stats jsonb)
      WHERE matches.id = x.id`);
  }
}

/**
 * Reference forecasts in bulk (one JSON parameter per 5000); a match keeps its first one per
 * source, so a second file repeating a forecast adds nothing. Returns how many were new.
 */
export async function insertReferenceForecastRows(
  db: Db,
  rows: {
    matchId: number;
    source: string;
    homeWin: number;
    draw: number | null;
    awayWin: number;
  }[],
) {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = rows.slice(i, i + 5000).map((row) => ({
      match_id: row.matchId,
      source: row.source,
      home_win: row.homeWin,
      draw: row.draw,
      away_win: row.awayWin,
    }));
    const result = await db.execute(sql`
      INSERT INTO reference_forecasts (match_id, source, home_win, draw, away_win)
      SELECT DISTINCT ON (match_id) match_id, source, home_win, draw, away_win
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(
        match_id int, source text, home_win float8, draw float8, away_win float8)
      ON CONFLICT (match_id, source) DO NOTHING
      RETURNING match_id`);
    inserted += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return inserted;
}

/** Of these teams, the ones user data or player lines point at (predictions, follows). */
export async function teamsWithDependents(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await rowsOf<{ team_id: number }>(
    db,
    sql`
      SELECT home_team_id AS team_id FROM predictions WHERE home_team_id IN ${ids}
      UNION SELECT away_team_id FROM predictions WHERE away_team_id IN ${ids}
      UNION SELECT team_id FROM team_follows WHERE team_id IN ${ids}
      UNION SELECT team_id FROM player_games WHERE team_id IN ${ids}`,
  );
  return new Set(rows.map((row) => row.team_id));
}

/** A team's matches with their natural keys. */
export async function matchesOfTeam(db: Db, teamId: number) {
  return rowsOf<{ id: number; natural_key: string; home_team_id: number; away_team_id: number }>(
    db,
    sql`SELECT id, natural_key, home_team_id, away_team_id FROM matches
        WHERE home_team_id = ${teamId} OR away_team_id = ${teamId}`,
  );
}

/** How many of these natural keys are already stored. */
export async function storedNaturalKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return 0;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM matches WHERE natural_key IN ${keys}`,
  );
  return rows[0]!.n;
}

/**
 * Moves a duplicate team's matches (with their re-keyed natural keys) and aliases to the team it
 * duplicates, then deletes it.
 */
export async function mergeTeamInto(
  db: Db,
  duplicateId: number,
  keepId: number,
  rekeyed: { id: number; naturalKey: string }[],
) {
  if (rekeyed.length > 0) {
    await db.execute(sql`
      UPDATE matches SET natural_key = x.natural_key,
        home_team_id = CASE WHEN home_team_id = ${duplicateId} THEN ${keepId} ELSE home_team_id END,
        away_team_id = CASE WHEN away_team_id = ${duplicateId} THEN ${keepId} ELSE away_team_id END
      FROM json_to_recordset(${JSON.stringify(rekeyed.map((r) => ({ id: r.id, natural_key: r.naturalKey })))}::json)
        AS x(id int, natural_key text)
      WHERE matches.id = x.id`);
  }
  await db.execute(sql`
    INSERT INTO team_aliases (sport_id, alias, team_id, source)
    SELECT sport_id, alias, ${keepId}, source FROM team_aliases WHERE team_id = ${duplicateId}
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`DELETE FROM teams WHERE id = ${duplicateId}`);
}
