import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leagues, matches, votes } from '../schema.ts';
import { rowsOf } from './raw.ts';

export type VoteChoice = (typeof votes.$inferSelect)['choice'];

/** Who votes: a signed-in user as themselves, anyone else as their server-issued session. */
export type Voter =
  | { userId: string; sessionId?: undefined }
  | { userId?: undefined; sessionId: string };

export async function countVotes(db: Db, target: string): Promise<Map<VoteChoice, number>> {
  const rows = await db
    .select({ choice: votes.choice, count: sql<number>`count(*)::int` })
    .from(votes)
    .where(eq(votes.target, target))
    .groupBy(votes.choice);
  return new Map(rows.map((row) => [row.choice, Number(row.count)]));
}

export async function findVote(db: Db, target: string, voter: Voter): Promise<VoteChoice | null> {
  const [row] = await db
    .select({ choice: votes.choice })
    .from(votes)
    .where(
      and(
        eq(votes.target, target),
        voter.userId !== undefined
          ? eq(votes.userId, voter.userId)
          : eq(votes.sessionId, voter.sessionId),
      ),
    )
    .limit(1);
  return row?.choice ?? null;
}

/**
 * Records a vote unless this voter already voted on the target: the partial unique indexes
 * decide, so two concurrent requests cannot both count. Returns the new row's id, or null.
 */
export async function insertVote(
  db: Db,
  values: { target: string; choice: VoteChoice; voter: Voter; now: Date },
): Promise<number | null> {
  const rows = await rowsOf<{ id: string | number }>(
    db,
    values.voter.userId !== undefined
      ? sql`insert into ${votes} (target, choice, user_id, created_at)
            values (${values.target}, ${values.choice}, ${values.voter.userId},
                    ${values.now.toISOString()}::timestamptz)
            on conflict (target, user_id) where user_id is not null do nothing
            returning id`
      : sql`insert into ${votes} (target, choice, session_id, created_at)
            values (${values.target}, ${values.choice}, ${values.voter.sessionId},
                    ${values.now.toISOString()}::timestamptz)
            on conflict (target, session_id) where session_id is not null do nothing
            returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The user's latest prediction of this matchup a vote can still answer: not settled, and either
 * a what-if (never settled) or a fixture that has not started by the sports clock, so nobody
 * can pick after seeing the result.
 */
export async function latestOpenPrediction(
  db: Db,
  userId: string,
  homeTeamId: number,
  awayTeamId: number,
  asOf: Date,
): Promise<OpenPrediction | undefined> {
  const rows = await rowsOf<{
    id: string;
    match_id: number | null;
    home_prob: number;
    draw_prob: number | null;
    away_prob: number;
  }>(
    db,
    sql`select p.id, p.match_id, p.home_prob, p.draw_prob, p.away_prob
        from predictions p left join matches m on m.id = p.match_id
        where p.user_id = ${userId} and p.home_team_id = ${homeTeamId}
          and p.away_team_id = ${awayTeamId} and p.settled_at is null
          and (p.match_id is null or m.kickoff > ${asOf.toISOString()}::timestamptz)
        order by p.created_at desc, p.id desc
        limit 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    matchId: row.match_id === null ? null : Number(row.match_id),
    homeProb: row.home_prob,
    drawProb: row.draw_prob,
    awayProb: row.away_prob,
  };
}

export interface OpenPrediction {
  id: string;
  /** Null for a what-if: no match, so no pick. */
  matchId: number | null;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
}

/**
 * A signed-in user's vote on a target, made or changed: the unique (target, user) index keeps
 * one row however many arrive at once, holding the choice written last.
 */
export async function upsertUserVote(
  db: Db,
  values: { target: string; choice: VoteChoice; userId: string; now: Date },
): Promise<void> {
  await db.execute(
    sql`insert into ${votes} (target, choice, user_id, created_at)
        values (${values.target}, ${values.choice}, ${values.userId},
                ${values.now.toISOString()}::timestamptz)
        on conflict (target, user_id) where user_id is not null
          do update set choice = excluded.choice`,
  );
}

export async function linkVoteToPrediction(db: Db, voteId: number, predictionId: string) {
  await db.update(votes).set({ predictionId }).where(eq(votes.id, voteId));
}

export async function findMatchForVote(
  db: Db,
  matchId: number,
): Promise<{ id: number; sportId: string; kickoff: Date } | undefined> {
  const [row] = await db
    .select({ id: matches.id, sportId: leagues.sportId, kickoff: matches.kickoff })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(eq(matches.id, matchId))
    .limit(1);
  return row;
}

/** Votes a user has cast, of every kind (the Community Hero badge). */
export async function countVotesCast(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(votes)
    .where(eq(votes.userId, userId));
  return Number(row?.count ?? 0);
}
