import { and, eq, type SQL, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth-changes.ts';
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

/**
 * A person's picks: their agree/disagree votes on Strix's call for a match, one per match (the
 * first they cast; a vote cannot be changed). `userVotes` picks the votes to read (one user's,
 * or everyone's over some matches). Strix's call is read from the published probabilities, the
 * side the result card favours (the away team on a tie), so a pick rewritten by an older version
 * of the vote cannot change what was agreed with. The pick is dated by the app's clock when the
 * call was made (`as_of`): the vote answers that call. What-ifs have no match: not picks.
 */
const picksOf = (userVotes: SQL) => sql`
  select distinct on (v.user_id, p.match_id)
         v.user_id, v.id as vote_id, v.choice = 'upvote' as agrees,
         p.id as prediction_id, p.match_id, p.league_id, p.home_prob, p.draw_prob, p.away_prob,
         case when p.home_prob > p.away_prob then 'home' else 'away' end as call,
         p.outcome, p.as_of as picked_at, m.kickoff, p.payload, p.home_team_id, p.away_team_id
  from votes v
  join predictions p on p.id = v.prediction_id
  join matches m on m.id = p.match_id
  where ${userVotes} and v.choice in ('upvote', 'downvote')
  order by v.user_id, p.match_id, v.created_at, v.id`;

export interface PickRow {
  voteId: number;
  predictionId: string;
  matchId: number;
  leagueId: string;
  league: string;
  sportId: string;
  homeTeam: string;
  awayTeam: string;
  agrees: boolean;
  /** Strix's call: the side its published probabilities favour. */
  call: 'home' | 'away';
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  /** The result, once the match is settled (graded when the app's clock has passed it). */
  outcome: 'home' | 'draw' | 'away' | null;
  /** The app's clock when the call the vote answers was made (the replay date offline). */
  pickedAt: Date;
  kickoff: Date;
}

/** Every pick of one user, newest first (by the app's clock, then by vote). */
export async function userPicks(db: Db, userId: string): Promise<PickRow[]> {
  const rows = await rowsOf<{
    vote_id: string | number;
    prediction_id: string;
    match_id: number;
    league_id: string;
    league: string;
    sport_id: string;
    home_team: string;
    away_team: string;
    agrees: boolean;
    call: PickRow['call'];
    home_prob: number;
    draw_prob: number | null;
    away_prob: number;
    outcome: PickRow['outcome'];
    picked_at: string | Date;
    kickoff: string | Date;
  }>(
    db,
    // Names as the user saw them (the payload), else the stored team names.
    sql`select k.*, l.name as league, l.sport_id,
               coalesce(k.payload->>'homeTeam', h.name) as home_team,
               coalesce(k.payload->>'awayTeam', a.name) as away_team
        from (${picksOf(sql`v.user_id = ${userId}`)}) k
        join teams h on h.id = k.home_team_id
        join teams a on a.id = k.away_team_id
        join leagues l on l.id = k.league_id
        order by k.picked_at desc, k.vote_id desc`,
  );
  return rows.map((r) => ({
    voteId: Number(r.vote_id),
    predictionId: r.prediction_id,
    matchId: Number(r.match_id),
    leagueId: r.league_id,
    league: r.league,
    sportId: r.sport_id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    agrees: r.agrees === true,
    call: r.call,
    homeProb: r.home_prob,
    drawProb: r.draw_prob,
    awayProb: r.away_prob,
    outcome: r.outcome,
    pickedAt: new Date(r.picked_at),
    kickoff: new Date(r.kickoff),
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
 * of picks, then by who got there first. A disagree is right when Strix's call did not win.
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
    sql`with picks as (${picksOf(
      sql`v.user_id is not null
          and m.kickoff >= ${window.since.toISOString()}::timestamptz
          and m.kickoff <= ${window.until.toISOString()}::timestamptz`,
    )}),
        graded as (
          select user_id, (agrees = (outcome = call)) as correct from picks
          where outcome is not null
        )
        select g.user_id, u.name, u.username,
               count(*)::int as settled,
               (count(*) filter (where g.correct))::int as correct
        from graded g join users u on u.id = g.user_id
        group by g.user_id, u.name, u.username, u.created_at
        having count(*) >= ${minSettled}
        order by (count(*) filter (where g.correct))::float8 / count(*) desc,
                 count(*) desc, u.created_at, g.user_id
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
