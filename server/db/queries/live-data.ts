import { and, desc, eq, gte, inArray, isNull, like, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appState, matches, oddsSnapshots, unmatchedTeamNames } from '../schema.ts';
import { rowsOf } from './raw.ts';
import { matchRecord, type NewMatch } from './sports-ingest.ts';

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

/**
 * Adds matches a live provider reports and brings known ones up to date: a fixture's kick-off
 * may move until it is played, a result fills in once; nothing known is erased. Returns every
 * row's id by natural key.
 */
export async function upsertLiveMatches(
  db: Db,
  rows: NewMatch[],
  /**
   * The source whose kick-off times win: two providers that disagree on a time would otherwise
   * move it back and forth on every read (and a closing line would be frozen at the wrong one).
   * Once that source has set a match's time it owns the row's `source`.
   */
  timesFrom: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const batch = rows.map(matchRecord);
  const result = await rowsOf<{ id: number; natural_key: string }>(
    db,
    sql`
      INSERT INTO matches AS m (league_id, season_id, kickoff, kickoff_time_known, home_team_id,
                                away_team_id, home_score, away_score, stats, natural_key, source)
      SELECT league_id, season_id, kickoff, kickoff_time_known, home_team_id, away_team_id,
             home_score, away_score, stats, natural_key, source
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(
        league_id text, season_id int, kickoff timestamptz, kickoff_time_known boolean,
        home_team_id int, away_team_id int, home_score int, away_score int, stats jsonb,
        natural_key text, source text)
      ON CONFLICT (natural_key) DO UPDATE SET
        kickoff = CASE WHEN m.home_score IS NULL AND excluded.kickoff_time_known
                            AND (m.source <> ${timesFrom} OR excluded.source = ${timesFrom})
                       THEN excluded.kickoff ELSE m.kickoff END,
        source = CASE WHEN m.home_score IS NULL AND excluded.source = ${timesFrom}
                      THEN excluded.source ELSE m.source END,
        kickoff_time_known = m.kickoff_time_known OR excluded.kickoff_time_known,
        home_score = coalesce(m.home_score, excluded.home_score),
        away_score = coalesce(m.away_score, excluded.away_score),
        stats = coalesce(m.stats, '{}'::jsonb) || coalesce(excluded.stats, '{}'::jsonb)
      RETURNING id, natural_key`,
  );
  for (const row of result) ids.set(row.natural_key, row.id);
  return ids;
}

/**
 * `matchId|kind` of the opening and closing documents these matches already have, from any
 * source but `provisional`: the mirror's copy of a season and the live file of the same season
 * hold the same prices. A closing line frozen from polls (`provisional`) is only a guess: a
 * file's own closing prices are still stored beside it, and read in its place.
 */
export async function fixedOddsKeys(
  db: Db,
  matchIds: readonly number[],
  provisional: string,
): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({
      matchId: oddsSnapshots.matchId,
      kind: oddsSnapshots.kind,
      source: oddsSnapshots.source,
    })
    .from(oddsSnapshots)
    .where(
      and(
        inArray(oddsSnapshots.matchId, [...matchIds]),
        inArray(oddsSnapshots.kind, ['opening', 'closing']),
      ),
    );
  return new Set(
    rows
      .filter((row) => !(row.kind === 'closing' && row.source === provisional))
      .map((row) => `${row.matchId}|${row.kind}`),
  );
}

const REGRADE = 'closing-regrade:';

/**
 * Marks matches whose closing line is arriving from a provider: bets and predictions already
 * graded against a frozen guess (or against none) are graded again by the settlement job. Kept
 * in the database, so a crash between storing the prices and the next settlement loses nothing.
 */
export async function queueClosingRegrade(
  db: Db,
  entries: readonly { matchId: number; kickoff: Date }[],
) {
  if (entries.length === 0) return;
  const byId = new Map(entries.map((e) => [e.matchId, e.kickoff.toISOString()]));
  await db
    .insert(appState)
    .values([...byId].map(([id, kickoff]) => ({ key: `${REGRADE}${id}`, value: { kickoff } })))
    .onConflictDoNothing();
}

/** Matches waiting to have their grades' closing-line value worked out again, with kick-offs. */
export async function closingRegradeQueue(
  db: Db,
  limit: number,
): Promise<{ matchId: number; kickoff: Date }[]> {
  const rows = await db
    .select({ key: appState.key, value: appState.value })
    .from(appState)
    .where(like(appState.key, `${REGRADE}%`))
    .orderBy(appState.key)
    .limit(limit);
  return rows.map((row) => ({
    matchId: Number(row.key.slice(REGRADE.length)),
    kickoff: new Date((row.value as { kickoff: string }).kickoff),
  }));
}

export async function clearClosingRegrade(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return;
  await db.delete(appState).where(
    inArray(
      appState.key,
      matchIds.map((id) => `${REGRADE}${id}`),
    ),
  );
}

/**
 * `matchId|source|capturedAt (ms)` of the snapshots these matches already have: a file read
 * again with the same capture time (a copy cut off and re-read, a crash before its validators
 * were saved) adds no second copy of the same prices.
 */
export async function snapshotKeys(db: Db, matchIds: readonly number[]): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({
      matchId: oddsSnapshots.matchId,
      source: oddsSnapshots.source,
      capturedAt: oddsSnapshots.capturedAt,
    })
    .from(oddsSnapshots)
    .where(and(inArray(oddsSnapshots.matchId, [...matchIds]), eq(oddsSnapshots.kind, 'snapshot')));
  return new Set(rows.map((row) => `${row.matchId}|${row.source}|${row.capturedAt.getTime()}`));
}

/**
 * Matches that kicked off in (since, until] with polled prices but no closing document: their
 * last price before kick-off is still to be frozen as the closing line.
 */
export async function kickedOffWithoutClosing(db: Db, since: Date, until: Date) {
  return rowsOf<{ id: number; kickoff: Date }>(
    db,
    sql`select m.id, m.kickoff from ${matches} m
        where m.kickoff > ${since.toISOString()}::timestamptz
          and m.kickoff <= ${until.toISOString()}::timestamptz
          and exists (select 1 from ${oddsSnapshots} o where o.match_id = m.id and o.kind = 'snapshot')
          and not exists (select 1 from ${oddsSnapshots} o where o.match_id = m.id and o.kind = 'closing')`,
  ).then((rows) => rows.map((row) => ({ id: row.id, kickoff: new Date(row.kickoff) })));
}

/** Sets a result once: a score already on file is never overwritten. */
export async function recordResult(db: Db, matchId: number, home: number, away: number) {
  const updated = await db
    .update(matches)
    .set({ homeScore: home, awayScore: away })
    .where(and(eq(matches.id, matchId), isNull(matches.homeScore)))
    .returning({ id: matches.id });
  return updated.length > 0;
}

/** Each league's unplayed matches kicking off in [from, to]: what the live jobs poll for. */
export async function unplayedMatches(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: matches.id,
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      naturalKey: matches.naturalKey,
    })
    .from(matches)
    .where(and(isNull(matches.homeScore), gte(matches.kickoff, from), lte(matches.kickoff, to)));
}

/** Each league's first kick-off at or after `from` (a season's opening fixture), where it has one. */
export async function firstKickoffsSince(
  db: Db,
  leagueIds: readonly string[],
  from: Date,
): Promise<Map<string, Date>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({ leagueId: matches.leagueId, first: min(matches.kickoff) })
    .from(matches)
    .where(and(inArray(matches.leagueId, [...leagueIds]), gte(matches.kickoff, from)))
    .groupBy(matches.leagueId);
  return new Map(
    rows.flatMap((row) => (row.first ? [[row.leagueId, new Date(row.first)] as const] : [])),
  );
}

/** Ids of the matches with these natural keys that exist. */
export async function matchIdsForKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: matches.id, naturalKey: matches.naturalKey })
    .from(matches)
    .where(inArray(matches.naturalKey, [...keys]));
  return new Map(rows.map((row) => [row.naturalKey, row.id]));
}
