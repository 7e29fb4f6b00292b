import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { predictions, searches } from '../schema.ts';
import { rowsOf } from './raw.ts';

export interface NewPrediction {
  matchId: number | null;
  leagueId: string;
  homeTeamId: number;
  awayTeamId: number;
  hypothetical: boolean;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  confidence: number;
  pick: 'home' | 'draw' | 'away';
  pickPrice: number | null;
  asOf: Date;
  payload: Record<string, unknown>;
}

/**
 * Stores a question and the prediction it produced in one statement (one round trip, and
 * atomic: there is never a search without its prediction).
 */
export async function insertSearchWithPrediction(
  db: Db,
  values: {
    userId: string;
    query: string;
    interpretation: Record<string, unknown>;
    prediction: NewPrediction;
  },
): Promise<{ searchId: string; predictionId: string; createdAt: Date }> {
  const p = values.prediction;
  const rows = await rowsOf<{ search_id: string; prediction_id: string; created_at: string }>(
    db,
    sql`
    with s as (
      insert into ${searches} (user_id, query, interpretation)
      values (${values.userId}, ${values.query}, ${JSON.stringify(values.interpretation)}::jsonb)
      returning id, created_at
    )
    insert into ${predictions} (user_id, search_id, match_id, league_id, home_team_id, away_team_id,
      hypothetical, home_prob, draw_prob, away_prob, confidence, pick, pick_price, as_of, payload,
      created_at)
    select ${values.userId}, s.id, ${p.matchId}, ${p.leagueId}, ${p.homeTeamId}, ${p.awayTeamId},
      ${p.hypothetical}, ${p.homeProb}, ${p.drawProb}, ${p.awayProb}, ${p.confidence},
      ${p.pick}, ${p.pickPrice},
      ${p.asOf.toISOString()}::timestamptz, ${JSON.stringify(p.payload)}::jsonb, s.created_at
    from s
    returning search_id, id as prediction_id, created_at`,
  );
  const row = rows[0]!;
  return {
    searchId: row.search_id,
    predictionId: row.prediction_id,
    createdAt: new Date(row.created_at),
  };
}

/**
 * The user's latest distinct questions, newest first. Reads only the newest rows through the
 * (user_id, created_at) index — a heavy user has thousands of searches — and drops repeats here.
 */
export async function recentSearches(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({ id: searches.id, query: searches.query, createdAt: searches.createdAt })
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(desc(searches.createdAt))
    .limit(limit * 10);
  const seen = new Set<string>();
  const distinct = [];
  for (const row of rows) {
    const key = row.query.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ id: row.id, query: row.query, createdAt: row.createdAt.toISOString() });
    if (distinct.length === limit) break;
  }
  return distinct;
}

export async function findPrediction(db: Db, id: string) {
  const [row] = await db.select().from(predictions).where(eq(predictions.id, id)).limit(1);
  return row;
}

export async function latestPredictionsOfUser(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(predictions)
    .where(and(eq(predictions.userId, userId)))
    .orderBy(desc(predictions.createdAt))
    .limit(limit);
}
