import { and, asc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { matches, matchStarters, oddsSnapshots, seasons } from '../schema.ts';
import { oneCopy } from './one-copy.ts';
import { afterKickoff, readInPages } from './paged-read.ts';
import { LEAGUE_MATCH_COLUMNS } from './sports-catalogue.ts';

/*
 * What the MLB and NHL model step reads (issue 32): each game with its settlement details, and
 * the starters known at the clock. Prices are read as for every league (`loadOdds` in
 * sports-catalogue.ts: captured at or before the clock). Results, as everywhere, are shown and
 * learnt from only once `knownAt(asOf).result` says so (sports/time/known-at.ts).
 */

export interface UsGameRow {
  id: number;
  season: string;
  kickoff: Date;
  /** False when the source gave only a date or day/night (a conventional start is assumed). */
  kickoffTimeKnown: boolean;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  /** `playoff` 1/0, `neutral` 1 at a neutral site. */
  stats: Record<string, number> | null;
  /** NHL `settledIn`, `periods`; MLB `outs`, `dayNight`, `park`, `doubleHeader`, `lineScore`. */
  details: Record<string, unknown> | null;
  /** The file that made the game (Retrosheet's with its notice: show it where the game is used). */
  source: string;
}

/** A league's games from `from` on, in start order, scores included (the caller hides the future). */
export async function loadUsGames(
  db: Db,
  leagueId: 'MLB' | 'NHL',
  from: Date,
  /** Only these keys of `details` (the model step reads two of a dozen, over ~15 seasons). */
  detailKeys?: readonly string[],
): Promise<UsGameRow[]> {
  const details = detailKeys
    ? sql<Record<string, unknown> | null>`jsonb_strip_nulls(jsonb_build_object(${sql.join(
        detailKeys.map((key) => sql`${key}::text, ${matches.details} -> ${key}::text`),
        sql`, `,
      )}))`
    : matches.details;
  const rows = await readInPages(
    (after, limit) =>
      db
        .select({ ...LEAGUE_MATCH_COLUMNS, details, source: matches.source })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(and(eq(matches.leagueId, leagueId), gte(matches.kickoff, from), after))
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(limit),
    afterKickoff,
  );
  return rows.map((row) => ({
    ...row,
    season: oneCopy(row.season),
    source: oneCopy(row.source),
    details: row.details as Record<string, unknown> | null,
  }));
}

export interface StarterRow {
  matchId: number;
  side: 'home' | 'away';
  kind: 'listed' | 'actual';
  knownAt: Date;
  source: string;
  /** MLB: [{ id?, name, hand? }]; NHL: every goalie who played with `inferredStarter`. */
  players: Record<string, unknown>[];
}

/**
 * The starters of these games known at `asOf`, per side and kind: the listed pitchers once the
 * opening line was up, the actual starters only from the first pitch or puck drop.
 */
export async function loadStartersKnownAt(
  db: Db,
  matchIds: readonly number[],
  asOf: Date,
): Promise<StarterRow[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select()
    .from(matchStarters)
    .where(inArray(matchStarters.matchId, [...matchIds]))
    .orderBy(asc(matchStarters.matchId));
  return knownStarters(rows, asOf);
}

/** Every starter of a league's games from `from` on known at `asOf` (the model step's read). */
export async function loadLeagueStartersKnownAt(
  db: Db,
  leagueId: 'MLB' | 'NHL',
  from: Date,
  asOf: Date,
): Promise<StarterRow[]> {
  const rows = await readInPages(
    (after, limit) =>
      db
        .select({ starter: matchStarters })
        .from(matchStarters)
        .innerJoin(matches, eq(matches.id, matchStarters.matchId))
        .where(
          and(
            eq(matches.leagueId, leagueId),
            gte(matches.kickoff, from),
            // Rows the clock knows nothing of yet are not read (knownStarters splits the rest by kind).
            or(lte(matchStarters.listedKnownAt, asOf), lte(matchStarters.actualKnownAt, asOf)),
            after,
          ),
        )
        .orderBy(asc(matchStarters.matchId))
        .limit(limit),
    (last) => gt(matchStarters.matchId, last.starter.matchId),
  );
  return knownStarters(
    rows.map((r) => r.starter),
    asOf,
  );
}

function knownStarters(rows: (typeof matchStarters.$inferSelect)[], asOf: Date): StarterRow[] {
  const out: StarterRow[] = [];
  for (const row of rows) {
    for (const kind of ['listed', 'actual'] as const) {
      const doc = row[kind];
      const at = kind === 'listed' ? row.listedKnownAt : row.actualKnownAt;
      if (!doc || !at || at.getTime() > asOf.getTime()) continue;
      const source = oneCopy((kind === 'listed' ? row.listedSource : row.actualSource) ?? '');
      for (const side of ['home', 'away'] as const)
        if (doc[side].length > 0)
          out.push({ matchId: row.matchId, side, kind, knownAt: at, source, players: doc[side] });
    }
  }
  return out;
}

export interface ClosingPriceRow {
  matchId: number;
  kind: string;
  capturedAt: Date;
  source: string;
  quotes: { market: string; prices: number[] }[];
}

/**
 * The closing prices of a league's games from `from` on captured at or before `asOf`, oldest
 * first: the MLB model's market-implied starter ratings learn from earlier games' closing
 * moneylines (engine/baseball/market-starter.ts). Only the moneyline quotes are read.
 */
export async function loadClosingPrices(
  db: Db,
  leagueId: 'MLB' | 'NHL',
  from: Date,
  asOf: Date,
): Promise<ClosingPriceRow[]> {
  const rows = await readInPages(
    (after, limit) =>
      db
        .select({
          id: oddsSnapshots.id,
          matchId: oddsSnapshots.matchId,
          kind: oddsSnapshots.kind,
          capturedAt: oddsSnapshots.capturedAt,
          source: oddsSnapshots.source,
          quotes: sql<
            { market: string; prices: number[] }[]
          >`coalesce((select jsonb_agg(q) from jsonb_array_elements(${oddsSnapshots.quotes}) q where q ->> 'market' = 'moneyline'), '[]'::jsonb)`,
        })
        .from(oddsSnapshots)
        .innerJoin(matches, eq(matches.id, oddsSnapshots.matchId))
        .where(
          and(
            eq(matches.leagueId, leagueId),
            gte(matches.kickoff, from),
            eq(oddsSnapshots.kind, 'closing'),
            lte(oddsSnapshots.capturedAt, asOf),
            after,
          ),
        )
        .orderBy(asc(oddsSnapshots.matchId), asc(oddsSnapshots.capturedAt), asc(oddsSnapshots.id))
        .limit(limit),
    (last) =>
      sql`(${oddsSnapshots.matchId}, ${oddsSnapshots.capturedAt}, ${oddsSnapshots.id}) > (${last.matchId}::int, ${last.capturedAt.toISOString()}::timestamptz, ${last.id}::int)`,
  );
  return rows.map(({ id: _id, ...row }) => ({
    ...row,
    kind: oneCopy(row.kind),
    source: oneCopy(row.source),
  }));
}
