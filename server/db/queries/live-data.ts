import { desc, like, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appState, oddsSnapshots, unmatchedTeamNames } from '../schema.ts';

/** When the newest price known at `asOf` was captured. */
export async function latestCaptureAt(db: Db, asOf: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(oddsSnapshots.capturedAt) })
    .from(oddsSnapshots)
    .where(lte(oddsSnapshots.capturedAt, asOf));
  return row?.at ?? null;
}

/** Records a provider's team name that matches no team; true the first time it is seen. */
export async function noteUnmatchedName(
  db: Db,
  row: { provider: string; leagueId: string; name: string },
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(unmatchedTeamNames)
    .values({ ...row, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [unmatchedTeamNames.provider, unmatchedTeamNames.leagueId, unmatchedTeamNames.name],
      set: { lastSeenAt: at },
    })
    .returning({ fresh: sql<boolean>`xmax = 0` });
  return inserted[0]?.fresh === true;
}

export async function listUnmatchedNames(db: Db, limit = 100) {
  return db
    .select()
    .from(unmatchedTeamNames)
    .orderBy(desc(unmatchedTeamNames.lastSeenAt))
    .limit(limit);
}

/** A name matched after all (an alias was added, or a new team created): no longer listed. */
export async function forgetUnmatchedName(
  db: Db,
  row: { provider: string; leagueId: string; name: string },
) {
  await db
    .delete(unmatchedTeamNames)
    .where(
      sql`${unmatchedTeamNames.provider} = ${row.provider} and ${unmatchedTeamNames.leagueId} = ${row.leagueId} and ${unmatchedTeamNames.name} = ${row.name}`,
    );
}

/** App-state entries whose keys start with `prefix` (provider health, HTTP validators). */
export async function readAppStatesByPrefix<T>(db: Db, prefix: string) {
  const rows = await db
    .select({ key: appState.key, value: appState.value })
    .from(appState)
    .where(like(appState.key, `${prefix}%`));
  return rows.map((row) => ({ key: row.key.slice(prefix.length), value: row.value as T }));
}
