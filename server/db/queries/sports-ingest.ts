import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  appState,
  ingestedFiles,
  leagues,
  matches,
  type matchStarters,
  type oddsSnapshots,
  referenceForecasts,
  seasons,
  sports,
  teamAliases,
  teams,
} from '../schema.ts';

export type NewMatch = typeof matches.$inferInsert;
export type NewOdds = typeof oddsSnapshots.$inferInsert;

/** Rows per INSERT: large enough to amortise round trips, small enough for PGlite's memory. */
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function countMatches(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

export async function ensureSportsAndLeagues(
  db: Db,
  sportRows: { id: string; name: string }[],
  leagueRows: { id: string; sportId: string; name: string; country: string }[],
) {
  await db.insert(sports).values(sportRows).onConflictDoNothing();
  await db.insert(leagues).values(leagueRows).onConflictDoNothing();
}

export async function fileAlreadyIngested(db: Db, path: string, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ sha256: ingestedFiles.sha256 })
    .from(ingestedFiles)
    .where(eq(ingestedFiles.path, path));
  return row?.sha256 === sha256;
}

export async function recordIngestedFile(
  db: Db,
  file: { path: string; sha256: string; items: number; problems: number },
) {
  await db
    .insert(ingestedFiles)
    .values(file)
    .onConflictDoUpdate({
      target: ingestedFiles.path,
      set: {
        sha256: file.sha256,
        items: file.items,
        problems: file.problems,
        ingestedAt: sql`now()`,
      },
    });
}

/** Season ids by label for a league, creating missing seasons. */
export async function ensureSeasons(db: Db, leagueId: string, labels: string[]) {
  if (labels.length === 0) return new Map<string, number>();
  await db
    .insert(seasons)
    .values(labels.map((label) => ({ leagueId, label })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: seasons.id, label: seasons.label })
    .from(seasons)
    .where(and(eq(seasons.leagueId, leagueId), inArray(seasons.label, labels)));
  return new Map(rows.map((row) => [row.label, row.id]));
}

/** Team ids by source key for a sport, creating missing teams with their display names. */
export async function ensureTeams(
  db: Db,
  sportId: string,
  wanted: { sourceKey: string; name: string }[],
) {
  if (wanted.length === 0) return new Map<string, number>();
  await db
    .insert(teams)
    .values(wanted.map((team) => ({ sportId, ...team })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: teams.id, sourceKey: teams.sourceKey })
    .from(teams)
    .where(
      and(
        eq(teams.sportId, sportId),
        inArray(
          teams.sourceKey,
          wanted.map((team) => team.sourceKey),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.sourceKey, row.id]));
}

export async function insertAliases(
  db: Db,
  rows: { sportId: string; alias: string; teamId: number; source: string }[],
) {
  await inBatches(rows, (batch) => db.insert(teamAliases).values(batch).onConflictDoNothing());
}

/**
 * Bulk inserts go in as one JSON parameter expanded by json_to_recordset: thousands of rows per
 * statement without thousands of bind parameters, which is several times faster on PGlite.
 */
const BULK = 5000;

/** A match as the bulk statements' JSON rows carry it (json_to_recordset's column names). */
export const matchRecord = (row: NewMatch) => ({
  league_id: row.leagueId,
  season_id: row.seasonId,
  kickoff: row.kickoff instanceof Date ? row.kickoff.toISOString() : row.kickoff,
  kickoff_time_known: row.kickoffTimeKnown,
  home_team_id: row.homeTeamId,
  away_team_id: row.awayTeamId,
  home_score: row.homeScore ?? null,
  away_score: row.awayScore ?? null,
  stats: row.stats ?? null,
  details: row.details ?? null,
  natural_key: row.naturalKey,
  source: row.source,
});

/** Inserts matches not seen before; returns the ids of the new ones by natural key. */
export async function insertNewMatches(db: Db, rows: NewMatch[]) {
  const created = new Map<string, number>();
  for (let i = 0; i < rows.length; i += BULK) {
    const batch = rows.slice(i, i + BULK).map(matchRecord);
    const result = (await db.execute(sql`
      INSERT INTO matches (league_id, season_id, kickoff, kickoff_time_known, home_team_id, away_team_id,
                           home_score, away_score, stats, details, natural_key, source)
      SELECT league_id, season_id, kickoff, kickoff_time_known, home_team_id, away_team_id,
             home_score, away_score, stats, details, natural_key, source
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(
        league_id text, season_id int, kickoff timestamptz, kickoff_time_known boolean,
        home_team_id int, away_team_id int, home_score int, away_score int, stats jsonb,
        details jsonb, natural_key text, source text)
      ON CONFLICT (natural_key) DO NOTHING
      RETURNING id, natural_key`)) as unknown as { rows: { id: number; natural_key: string }[] };
    for (const row of result.rows) created.set(row.natural_key, row.id);
  }
  return created;
}

/**
 * A row of a bulk statement as its JSON object, its match id put in front: the rest is serialised
 * once where it was made (a parsing worker's `{"kind":…}`), not parsed back and written again.
 */
export interface PreparedRow {
  matchId: number;
  /** The row's other columns as a JSON object, json_to_recordset's names. */
  json: string;
}

const withMatchId = ({ matchId, json }: PreparedRow) => `{"match_id":${matchId},${json.slice(1)}`;

/** A price document's columns but its match, as insertPreparedOdds takes them. */
export const oddsRowJson = (row: Omit<NewOdds, 'matchId'>) =>
  JSON.stringify({
    kind: row.kind,
    captured_at: row.capturedAt instanceof Date ? row.capturedAt.toISOString() : row.capturedAt,
    source: row.source,
    quotes: row.quotes,
  });

export async function insertOdds(db: Db, rows: NewOdds[]) {
  await insertPreparedOdds(
    db,
    rows.map((row) => ({ matchId: row.matchId, json: oddsRowJson(row) })),
  );
}

export async function insertPreparedOdds(db: Db, rows: PreparedRow[]) {
  for (let i = 0; i < rows.length; i += BULK) {
    const batch = `[${rows
      .slice(i, i + BULK)
      .map(withMatchId)
      .join(',')}]`;
    await db.execute(sql`
      INSERT INTO odds_snapshots (match_id, kind, captured_at, source, quotes)
      SELECT match_id, kind, captured_at, source, quotes
      FROM json_to_recordset(${batch}::json) AS x(
        match_id int, kind text, captured_at timestamptz, source text, quotes jsonb)`);
  }
}

export type NewStarters = typeof matchStarters.$inferInsert;

/** A starters row's columns but its match, as insertPreparedStarters takes them. */
export function startersRowJson(row: Omit<NewStarters, 'matchId'>) {
  const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
  return JSON.stringify({
    listed: row.listed ?? null,
    listed_known_at: iso(row.listedKnownAt),
    listed_source: row.listedSource ?? null,
    actual: row.actual ?? null,
    actual_known_at: iso(row.actualKnownAt),
    actual_source: row.actualSource ?? null,
  });
}

/** Starters (MLB pitchers, NHL goalies), one row per match; a match's row is never replaced. */
export async function insertPreparedStarters(db: Db, rows: PreparedRow[]) {
  for (let i = 0; i < rows.length; i += BULK) {
    const batch = `[${rows
      .slice(i, i + BULK)
      .map(withMatchId)
      .join(',')}]`;
    await db.execute(sql`
      INSERT INTO match_starters (match_id, listed, listed_known_at, listed_source, actual,
                                  actual_known_at, actual_source)
      SELECT match_id, listed, listed_known_at, listed_source, actual, actual_known_at, actual_source
      FROM json_to_recordset(${batch}::json) AS x(
        match_id int, listed jsonb, listed_known_at timestamptz, listed_source text, actual jsonb,
        actual_known_at timestamptz, actual_source text)
      ON CONFLICT DO NOTHING`);
  }
}

/**
 * Matches already stored per league-season label and source file, so a run can tell that an
 * earlier run loaded a season in full from a richer file than the one it is about to read.
 */
export async function storedSeasonSizes(db: Db) {
  const rows = await db
    .select({
      leagueId: matches.leagueId,
      label: seasons.label,
      source: matches.source,
      n: count(),
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .groupBy(matches.leagueId, seasons.label, matches.source);
  return rows;
}

export async function matchIdsByNaturalKey(db: Db, leagueId: string) {
  const rows = await db
    .select({ id: matches.id, naturalKey: matches.naturalKey })
    .from(matches)
    .where(eq(matches.leagueId, leagueId));
  return new Map(rows.map((row) => [row.naturalKey, row.id]));
}

/** Each match's kick-off by id, for stamping prices that arrive in a file of their own. */
export async function matchKickoffs(db: Db, leagueId: string) {
  const rows = await db
    .select({ id: matches.id, kickoff: matches.kickoff })
    .from(matches)
    .where(eq(matches.leagueId, leagueId));
  return new Map(rows.map((row) => [row.id, row.kickoff]));
}

export async function insertReferenceForecasts(
  db: Db,
  rows: (typeof referenceForecasts.$inferInsert)[],
) {
  await inBatches(rows, (batch) =>
    db.insert(referenceForecasts).values(batch).onConflictDoNothing(),
  );
}

export async function readAppState<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, key));
  return row?.value as T | undefined;
}

export async function writeAppState(db: Db, key: string, value: unknown) {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
}

/** Stores `value` under `key` unless something is stored there already; returns what is stored. */
export async function claimAppState<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(appState).values({ key, value }).onConflictDoNothing();
  return (await readAppState<T>(db, key)) as T;
}

export async function deleteAppState(db: Db, key: string) {
  await db.delete(appState).where(eq(appState.key, key));
}

export async function teamIdsForSport(db: Db, sportId: string) {
  const rows = await db
    .select({ id: teams.id, sourceKey: teams.sourceKey })
    .from(teams)
    .where(eq(teams.sportId, sportId));
  return new Map(rows.map((row) => [row.sourceKey, row.id]));
}

/**
 * After a load that wrote rows: VACUUM (ANALYZE) over the database. The planner gets the tables'
 * statistics (nothing else gathers them where autovacuum is off, as on this project's machines),
 * and each loaded row's commit is checked once here rather than by the first reads that meet it
 * while answers are served (docs/performance.md "VACUUM after a load"). About 1 s on PostgreSQL,
 * 1.7 s on the embedded database.
 */
export async function settleLoadedTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
