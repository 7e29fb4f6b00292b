import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  appState,
  ingestedFiles,
  leagues,
  matches,
  oddsSnapshots,
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

/** Inserts matches not seen before; returns the ids of the new ones by natural key. */
export async function insertNewMatches(db: Db, rows: NewMatch[]) {
  const created = new Map<string, number>();
  await inBatches(rows, async (batch) => {
    const inserted = await db
      .insert(matches)
      .values(batch)
      .onConflictDoNothing({ target: matches.naturalKey })
      .returning({ id: matches.id, naturalKey: matches.naturalKey });
    for (const row of inserted) created.set(row.naturalKey, row.id);
  });
  return created;
}

export async function insertOdds(db: Db, rows: NewOdds[]) {
  await inBatches(rows, (batch) => db.insert(oddsSnapshots).values(batch));
}

export async function matchIdsByNaturalKey(db: Db, leagueId: string) {
  const rows = await db
    .select({ id: matches.id, naturalKey: matches.naturalKey })
    .from(matches)
    .where(eq(matches.leagueId, leagueId));
  return new Map(rows.map((row) => [row.naturalKey, row.id]));
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

export async function teamIdsForSport(db: Db, sportId: string) {
  const rows = await db
    .select({ id: teams.id, sourceKey: teams.sourceKey })
    .from(teams)
    .where(eq(teams.sportId, sportId));
  return new Map(rows.map((row) => [row.sourceKey, row.id]));
}
