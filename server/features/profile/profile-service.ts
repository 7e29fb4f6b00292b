import {
  type FollowResponse,
  LEADERBOARD_MIN_SETTLED,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  PROFILE_MESSAGES,
  type PublicProfile,
  type StatsOverview,
  type UserProfile,
  type UserProfileById,
  type UserStats,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import { profileWithPicture } from '../../db/queries/avatars.ts';
import {
  findProfile,
  findProfileByUsername,
  follow,
  followCounts,
  followerCount,
  isFollowing,
  leaderboardRows,
  type PickRow,
  type ProfileRow,
  unfollow,
  updateProfileFields,
  userAnswers,
  userPicks,
} from '../../db/queries/profile.ts';
import { countVotesCast } from '../../db/queries/votes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { percent1 } from '../record/record-service.ts';
import { evaluateBadges } from './badges.ts';
import {
  accuracyOf,
  badgeFactsOf,
  leaguePerformance,
  recentPicks,
  startOfIsoWeek,
  totalsOf,
  weeklyActivity,
} from './pick-stats.ts';

/** Answers the Activity tab lists (each re-opened free at its /p/ page). */
const RECENT_ANSWERS = 10;

const imageOf = (row: ProfileRow) => row.profileImage ?? row.avatarImage ?? null;

/**
 * The join date as product time. created_at stays the real instant (sessions and billing read
 * it); the profile is read at the app's clock, and nobody joins after its "now". So an account
 * made during a replay of 15 Jan 2025 reads "Joined January 2025"; live, the clock is the wall
 * clock and this changes nothing.
 */
const joinedAt = (row: ProfileRow, clock: Date) =>
  new Date(Math.min(row.createdAt.getTime(), clock.getTime())).toISOString();

function toProfile(row: ProfileRow, clock: Date): UserProfile {
  return {
    name: row.name,
    username: row.username,
    bio: row.bio,
    profileImageUrl: imageOf(row),
    joinedAt: joinedAt(row, clock),
  };
}

async function profileRow(ctx: AppContext, userId: string) {
  const row = await findProfile(ctx.db, userId);
  // The session was just resolved, so the row exists unless the account was deleted meanwhile.
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row;
}

export async function getProfile(ctx: AppContext, userId: string): Promise<UserProfile> {
  const [row, clock] = await Promise.all([profileRow(ctx, userId), currentAsOf(ctx)]);
  return toProfile(row, clock);
}

/** PUT /api/user/profile (JSON): name, username and bio; an empty bio clears it. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: { name?: string; username?: string; bio?: string },
): Promise<UserProfile> {
  const fields: { name?: string; username?: string; bio?: string | null } = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.username !== undefined) fields.username = input.username;
  if (input.bio !== undefined) fields.bio = input.bio === '' ? null : input.bio;
  const result = await updateProfileFields(ctx.db, userId, fields, ctx.clock.now());
  if (result === 'taken') throw conflict(PROFILE_MESSAGES.usernameTaken);
  return getProfile(ctx, userId);
}

async function overview(
  ctx: AppContext,
  userId: string,
  picks: readonly PickRow[],
): Promise<StatsOverview> {
  const follows = await followCounts(ctx.db, userId);
  const totals = totalsOf(picks);
  return {
    totalPredictions: totals.total,
    accuracy: accuracyOf(totals.correct, totals.settled),
    settledPredictions: totals.settled,
    followers: follows.followers,
    following: follows.following,
  };
}

/** GET /api/user/stats: everything on the profile tabs, from the person's own picks. */
export async function getStats(ctx: AppContext, userId: string): Promise<UserStats> {
  const clock = await currentAsOf(ctx);
  const [picks, votesCast, answers] = await Promise.all([
    userPicks(ctx.db, userId, clock),
    countVotesCast(ctx.db, userId),
    userAnswers(ctx.db, userId, clock, RECENT_ANSWERS),
  ]);
  return {
    overview: await overview(ctx, userId, picks),
    weeklyActivity: weeklyActivity(picks, clock),
    leaguePerformance: leaguePerformance(picks),
    recentPredictions: recentPicks(picks),
    recentAnswers: answers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
    badges: evaluateBadges(badgeFactsOf(picks, votesCast)),
  };
}

async function userByUsername(ctx: AppContext, username: string) {
  const row = await findProfileByUsername(ctx.db, username);
  if (!row?.username) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row as ProfileRow & { username: string };
}

/** GET /api/users/{username}: another user's public profile (no email, no plan). */
export async function getPublicProfile(
  ctx: AppContext,
  username: string,
  viewerId: string | undefined,
): Promise<PublicProfile> {
  const row = await userByUsername(ctx, username);
  const clock = await currentAsOf(ctx);
  const [picks, following] = await Promise.all([
    userPicks(ctx.db, row.id, clock),
    viewerId && viewerId !== row.id ? isFollowing(ctx.db, viewerId, row.id) : false,
  ]);
  return {
    name: row.name,
    username: row.username,
    bio: row.bio,
    profileImageUrl: imageOf(row),
    joinedAt: joinedAt(row, clock),
    overview: await overview(ctx, row.id, picks),
    isFollowing: following,
    isSelf: viewerId === row.id,
  };
}

/** POST / DELETE /api/users/{username}/follow: idempotent both ways. */
export async function setFollowing(
  ctx: AppContext,
  followerId: string,
  username: string,
  wanted: boolean,
): Promise<FollowResponse> {
  const row = await userByUsername(ctx, username);
  if (row.id === followerId) throw badRequest(PROFILE_MESSAGES.cannotFollowSelf);
  if (wanted) await follow(ctx.db, followerId, row.id, ctx.clock.now());
  else await unfollow(ctx.db, followerId, row.id);
  return { following: wanted, followers: await followerCount(ctx.db, row.id) };
}

/**
 * GET /api/leaderboard: this ISO week's best predictors by accuracy over their settled picks on
 * matches played since Monday 00:00 UTC of the app's clock, with at least
 * LEADERBOARD_MIN_SETTLED of them.
 */
export async function getLeaderboard(
  ctx: AppContext,
  viewerId: string | undefined,
): Promise<LeaderboardEntry[]> {
  const clock = await currentAsOf(ctx);
  const rows = await leaderboardRows(
    ctx.db,
    { since: startOfIsoWeek(clock), until: clock },
    LEADERBOARD_MIN_SETTLED,
    LEADERBOARD_SIZE,
  );
  return rows.map((row, i) => ({
    rank: i + 1,
    name: row.name,
    username: row.username,
    accuracy: percent1(row.correct, row.settled),
    predictions: row.settled,
    isCurrentUser: row.userId === viewerId,
  }));
}

/** Someone's own profile by id, with their picture (GET /api/user/:userId/profile). */
export async function profileById(ctx: AppContext, userId: string): Promise<UserProfileById> {
  const profile = await profileWithPicture(ctx.db, userId);
  // The caller is this user (checked by the route), so the row exists unless deleted just now.
  if (!profile) throw notFound('User not found.');
  return profile;
}
