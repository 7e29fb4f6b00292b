import { and, eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
import type { Db } from '../client.ts';
import { avatars, follows, users } from '../schema.ts';
import type { PickChoice, PickSource } from './picks.ts';
import { rowsOf } from './raw.ts';

export interface ProfileRow {
  id: string;
  name: string;
  username: string | null;
  bio: string | null;
  profileImage: string | null;
  /** The active generated avatar's image, if any. */
  avatarImage: string | null;
  createdAt: Date;
}

const profileColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  bio: users.bio,
  profileImage: users.profileImage,
  avatarImage: avatars.image,
  createdAt: users.createdAt,
};

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(avatars, and(eq(avatars.userId, users.id), eq(avatars.isActive, true)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A user by handle, case-insensitively (the unique index is on lower(username)). */
export async function findProfileByUsername(
  db: Db,
  username: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(avatars, and(eq(avatars.userId, users.id), eq(avatars.isActive, true)))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

const isUniqueViolation = (error: unknown) => {
  const failure = error as { code?: string; cause?: { code?: string } };
  return (failure.code ?? failure.cause?.code) === '23505';
};

/**
 * Updates the given fields. Returns 'taken' when another account holds the username in any
 * case: the unique index on lower(username) decides, so two people claiming it at once cannot
 * both get it.
 */
export async function updateProfileFields(
  db: Db,
  userId: string,
  fields: { name?: string; username?: string; bio?: string | null },
  now: Date,
): Promise<'ok' | 'taken'> {
  try {
    await db
      .update(users)
      .set({ ...fields, updatedAt: now })
      .where(eq(users.id, userId));
    announceAuthChange({ kind: 'user', userId });
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Sets (a path) or clears (null) the uploaded picture; returns the path it replaced, so the
 * caller can remove that file once this has committed. The row is locked while it is read, so
 * of two uploads at once each learns the picture the other replaced, and no file is forgotten.
 */
export async function replaceProfileImage(
  db: Db,
  userId: string,
  path: string | null,
  now: Date,
): Promise<string | null> {
  const replaced = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ profileImage: path, updatedAt: now }).where(eq(users.id, userId));
    return current?.profileImage ?? null;
  });
  announceAuthChange({ kind: 'user', userId });
  return replaced;
}

export interface FollowCounts {
  followers: number;
  following: number;
}

export async function followCounts(db: Db, userId: string): Promise<FollowCounts> {
  const [row] = await rowsOf<{ followers: number; following: number }>(
    db,
    sql`select
          (select count(*)::int from follows where followee_id = ${userId}) as followers,
          (select count(*)::int from follows where follower_id = ${userId}) as following`,
  );
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

export interface PickRow {
  pickId: number;
  /** The call an agree/disagree answers; null for a "Who wins?" vote. */
  predictionId: string | null;
  matchId: number;
  leagueId: string;
  league: string;
  sportId: string;
  homeTeam: string;
  awayTeam: string;
  source: PickSource;
  choice: PickChoice;
  /** Strix's published probabilities (0–1) when the pick was made; null when none was shown. */
  homeProb: number | null;
  drawProb: number | null;
  awayProb: number | null;
  /** The result and whether the pick was right, once graded and known by the app's clock. */
  outcome: 'home' | 'draw' | 'away' | null;
  correct: boolean | null;
  /** The app's clock when the pick was made or last changed (the replay date offline). */
  pickedAt: Date;
  kickoff: Date;
}

/**
 * Every pick of one user (one per match: their "Who wins?" vote or agree/disagree, the latest),
 * newest first. A grade shows once the clock has passed when the result became known, so a
 * replay clock set back shows the pick open again.
 */
export async function userPicks(db: Db, userId: string, asOf: Date): Promise<PickRow[]> {
  const rows = await rowsOf<{
    id: string | number;
    prediction_id: string | null;
    match_id: number;
    league_id: string;
    league: string;
    sport_id: string;
    home_team: string;
    away_team: string;
    source: PickSource;
    choice: PickChoice;
    home_prob: number | null;
    draw_prob: number | null;
    away_prob: number | null;
    outcome: PickRow['outcome'];
    correct: boolean | null;
    picked_at: string | Date;
    kickoff: string | Date;
  }>(
    db,
    sql`select k.id, k.prediction_id, k.match_id, m.league_id, l.name as league, l.sport_id,
               h.name as home_team, a.name as away_team, k.source, k.choice,
               k.home_prob, k.draw_prob, k.away_prob,
               case when k.settled_at <= ${asOf.toISOString()}::timestamptz then k.outcome end
                 as outcome,
               case when k.settled_at <= ${asOf.toISOString()}::timestamptz then k.correct end
                 as correct,
               k.picked_at, m.kickoff
        from picks k
        join matches m on m.id = k.match_id
        join teams h on h.id = m.home_team_id
        join teams a on a.id = m.away_team_id
        join leagues l on l.id = m.league_id
        where k.user_id = ${userId}
        order by k.picked_at desc, k.id desc`,
  );
  return rows.map((r) => ({
    pickId: Number(r.id),
    predictionId: r.prediction_id,
    matchId: Number(r.match_id),
    leagueId: r.league_id,
    league: r.league,
    sportId: r.sport_id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    source: r.source,
    choice: r.choice,
    homeProb: r.home_prob,
    drawProb: r.draw_prob,
    awayProb: r.away_prob,
    outcome: r.outcome,
    correct: r.correct,
    pickedAt: new Date(r.picked_at),
    kickoff: new Date(r.kickoff),
  }));
}

export interface AnswerRow {
  predictionId: string;
  question: string | null;
  homeTeam: string;
  awayTeam: string;
  league: string;
  matchId: number | null;
  answeredAt: Date;
}

/**
 * The person's latest stored answers, newest first, dated by the app's clock they were made at
 * (none made after `asOf`: a replay clock set back does not show answers from its future).
 */
export async function userAnswers(
  db: Db,
  userId: string,
  asOf: Date,
  limit: number,
): Promise<AnswerRow[]> {
  const rows = await rowsOf<{
    id: string;
    query: string | null;
    home_team: string;
    away_team: string;
    league: string;
    match_id: number | null;
    as_of: string | Date;
  }>(
    db,
    sql`select p.id, s.query, l.name as league, p.match_id, p.as_of,
               coalesce(p.payload->>'homeTeam', h.name) as home_team,
               coalesce(p.payload->>'awayTeam', a.name) as away_team
        from predictions p
        left join searches s on s.id = p.search_id
        join teams h on h.id = p.home_team_id
        join teams a on a.id = p.away_team_id
        join leagues l on l.id = p.league_id
        where p.user_id = ${userId} and p.as_of <= ${asOf.toISOString()}::timestamptz
        order by p.created_at desc, p.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    predictionId: r.id,
    question: r.query,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    league: r.league,
    matchId: r.match_id === null ? null : Number(r.match_id),
    answeredAt: new Date(r.as_of),
  }));
}

export async function isFollowing(db: Db, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return row !== undefined;
}

export async function follow(db: Db, followerId: string, followeeId: string, now: Date) {
  await db.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
}

export async function unfollow(db: Db, followerId: string, followeeId: string) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

export async function followerCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followeeId, userId));
  return Number(row?.count ?? 0);
}

export interface LeaderboardRow {
  userId: string;
  name: string;
  username: string | null;
  settled: number;
  correct: number;
}

/**
 * Users by accuracy over their settled picks on matches played from `since` (the week's start by
 * the app's clock) to `until` (the clock), with at least `minSettled` of them; ties by the number
 * of picks, then by who got there first. A pick counts once its grade is known by `until`.
 */
export async function leaderboardRows(
  db: Db,
  window: { since: Date; until: Date },
  minSettled: number,
  limit: number,
): Promise<LeaderboardRow[]> {
  const rows = await rowsOf<{
    user_id: string;
    name: string;
    username: string | null;
    settled: number;
    correct: number;
  }>(
    db,
    sql`select k.user_id, u.name, u.username,
               count(*)::int as settled,
               (count(*) filter (where k.correct))::int as correct
        from picks k
        join matches m on m.id = k.match_id
        join users u on u.id = k.user_id
        where k.settled_at <= ${window.until.toISOString()}::timestamptz
          and m.kickoff >= ${window.since.toISOString()}::timestamptz
          and m.kickoff <= ${window.until.toISOString()}::timestamptz
        group by k.user_id, u.name, u.username, u.created_at
        having count(*) >= ${minSettled}
        order by (count(*) filter (where k.correct))::float8 / count(*) desc,
                 count(*) desc, u.created_at, k.user_id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    username: r.username,
    settled: Number(r.settled),
    correct: Number(r.correct),
  }));
}
