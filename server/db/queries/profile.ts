import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { avatars, follows, users } from '../schema.ts';
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
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function setProfileImage(db: Db, userId: string, path: string, now: Date) {
  await db.update(users).set({ profileImage: path, updatedAt: now }).where(eq(users.id, userId));
}

export interface OverviewCounts {
  totalPredictions: number;
  settled: number;
  correct: number;
  followers: number;
  following: number;
}

/** The header counters, in one round trip. A pick counts once its match is settled. */
export async function overviewCounts(db: Db, userId: string): Promise<OverviewCounts> {
  const [row] = await rowsOf<{
    total: number;
    settled: number;
    correct: number;
    followers: number;
    following: number;
  }>(
    db,
    sql`select
          (select count(*)::int from predictions where user_id = ${userId}) as total,
          (select count(*)::int from predictions
             where user_id = ${userId} and settled_at is not null and pick is not null) as settled,
          (select count(*)::int from predictions
             where user_id = ${userId} and settled_at is not null and pick = outcome) as correct,
          (select count(*)::int from follows where followee_id = ${userId}) as followers,
          (select count(*)::int from follows where follower_id = ${userId}) as following`,
  );
  return {
    totalPredictions: Number(row?.total ?? 0),
    settled: Number(row?.settled ?? 0),
    correct: Number(row?.correct ?? 0),
    followers: Number(row?.followers ?? 0),
    following: Number(row?.following ?? 0),
  };
}

/** Predictions per UTC day (YYYY-MM-DD) from `from` on. */
export async function predictionsPerDay(
  db: Db,
  userId: string,
  from: Date,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ day: string | Date; count: number }>(
    db,
    sql`select to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
               count(*)::int as count
        from predictions
        where user_id = ${userId} and created_at >= ${from.toISOString()}::timestamptz
        group by 1`,
  );
  return new Map(rows.map((r) => [String(r.day), Number(r.count)]));
}

export interface LeagueCounts {
  leagueId: string;
  league: string;
  sportId: string;
  predictions: number;
  settled: number;
  correct: number;
}

export async function predictionsPerLeague(db: Db, userId: string): Promise<LeagueCounts[]> {
  const rows = await rowsOf<{
    league_id: string;
    league: string;
    sport_id: string;
    predictions: number;
    settled: number;
    correct: number;
  }>(
    db,
    sql`select p.league_id, l.name as league, l.sport_id,
               count(*)::int as predictions,
               (count(*) filter (where p.settled_at is not null and p.pick is not null))::int as settled,
               (count(*) filter (where p.settled_at is not null and p.pick = p.outcome))::int as correct
        from predictions p join leagues l on l.id = p.league_id
        where p.user_id = ${userId}
        group by p.league_id, l.name, l.sport_id
        order by count(*) desc, l.name`,
  );
  return rows.map((r) => ({
    leagueId: r.league_id,
    league: r.league,
    sportId: r.sport_id,
    predictions: Number(r.predictions),
    settled: Number(r.settled),
    correct: Number(r.correct),
  }));
}

export interface RecentPredictionRow {
  id: string;
  matchId: number | null;
  homeTeam: string;
  awayTeam: string;
  league: string;
  pick: 'home' | 'draw' | 'away' | null;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  outcome: 'home' | 'draw' | 'away' | null;
  settledAt: Date | null;
  createdAt: Date;
}

export async function recentPredictions(
  db: Db,
  userId: string,
  limit: number,
): Promise<RecentPredictionRow[]> {
  // Names as the user saw them (the payload), else the stored team names.
  const rows = await rowsOf<{
    id: string;
    match_id: number | null;
    home_team: string;
    away_team: string;
    league: string;
    pick: RecentPredictionRow['pick'];
    home_prob: number;
    draw_prob: number | null;
    away_prob: number;
    outcome: RecentPredictionRow['outcome'];
    settled_at: string | Date | null;
    created_at: string | Date;
  }>(
    db,
    sql`select p.id, p.match_id,
               coalesce(p.payload->>'homeTeam', h.name) as home_team,
               coalesce(p.payload->>'awayTeam', a.name) as away_team,
               coalesce(p.payload->>'league', l.name) as league,
               p.pick, p.home_prob, p.draw_prob, p.away_prob, p.outcome, p.settled_at, p.created_at
        from predictions p
        join teams h on h.id = p.home_team_id
        join teams a on a.id = p.away_team_id
        join leagues l on l.id = p.league_id
        where p.user_id = ${userId}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    matchId: r.match_id === null ? null : Number(r.match_id),
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    league: r.league,
    pick: r.pick,
    homeProb: r.home_prob,
    drawProb: r.draw_prob,
    awayProb: r.away_prob,
    outcome: r.outcome,
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
    createdAt: new Date(r.created_at),
  }));
}

/** Whether each settled pick was right, in the order the matches were played. */
export async function settledPickResults(db: Db, userId: string): Promise<boolean[]> {
  const rows = await rowsOf<{ correct: boolean }>(
    db,
    sql`select p.pick = p.outcome as correct
        from predictions p join matches m on m.id = p.match_id
        where p.user_id = ${userId} and p.settled_at is not null and p.pick is not null
        order by m.kickoff, p.created_at, p.id`,
  );
  return rows.map((r) => r.correct === true);
}

/** Picks of a side the published probability gave less than even chances. */
export async function underdogPicks(db: Db, userId: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from predictions
        where user_id = ${userId} and (
          (pick = 'home' and home_prob < 0.5) or (pick = 'away' and away_prob < 0.5)
          or (pick = 'draw' and draw_prob < 0.5))`,
  );
  return Number(row?.count ?? 0);
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
 * Users by accuracy over the picks settled since `since`, with at least `minSettled` of them;
 * ties by the number of picks, then by who got there first.
 */
export async function leaderboardRows(
  db: Db,
  since: Date,
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
    sql`select p.user_id, u.name, u.username,
               count(*)::int as settled,
               (count(*) filter (where p.pick = p.outcome))::int as correct
        from predictions p join users u on u.id = p.user_id
        where p.settled_at >= ${since.toISOString()}::timestamptz and p.pick is not null
        group by p.user_id, u.name, u.username, u.created_at
        having count(*) >= ${minSettled}
        order by (count(*) filter (where p.pick = p.outcome))::float8 / count(*) desc,
                 count(*) desc, u.created_at, p.user_id
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
