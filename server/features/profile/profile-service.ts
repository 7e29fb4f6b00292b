import {
  type FollowResponse,
  LEADERBOARD_MIN_SETTLED,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  PROFILE_MESSAGES,
  type PublicProfile,
  type RecentPrediction,
  type SportId,
  type StatsOverview,
  type UserProfile,
  type UserStats,
  WEEKDAYS,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  findProfile,
  findProfileByUsername,
  follow,
  followerCount,
  isFollowing,
  leaderboardRows,
  overviewCounts,
  type ProfileRow,
  predictionsPerDay,
  predictionsPerLeague,
  type RecentPredictionRow,
  recentPredictions,
  settledPickResults,
  underdogPicks,
  unfollow,
  updateProfileFields,
} from '../../db/queries/profile.ts';
import { countVotesCast } from '../../db/queries/votes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { forgetUserSessions } from '../auth/sessions.ts';
import { percent1 } from '../record/record-service.ts';
import { evaluateBadges } from './badges.ts';

const DAY_MS = 86_400_000;
const RECENT_PREDICTIONS = 20;

const imageOf = (row: ProfileRow) => row.profileImage ?? row.avatarImage ?? null;

function toProfile(row: ProfileRow): UserProfile {
  return {
    name: row.name,
    username: row.username,
    bio: row.bio,
    profileImageUrl: imageOf(row),
    joinedAt: row.createdAt.toISOString(),
  };
}

async function profileRow(ctx: AppContext, userId: string) {
  const row = await findProfile(ctx.db, userId);
  // The session was just resolved, so the row exists unless the account was deleted meanwhile.
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row;
}

export async function getProfile(ctx: AppContext, userId: string): Promise<UserProfile> {
  return toProfile(await profileRow(ctx, userId));
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
  // The signed-in user is reused in-process for a moment; /api/auth/check must show the change.
  forgetUserSessions(userId);
  return getProfile(ctx, userId);
}

async function overview(ctx: AppContext, userId: string): Promise<StatsOverview> {
  const counts = await overviewCounts(ctx.db, userId);
  return {
    totalPredictions: counts.totalPredictions,
    accuracy: percent1(counts.correct, counts.settled),
    settledPredictions: counts.settled,
    followers: counts.followers,
    following: counts.following,
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Monday 00:00 UTC of the ISO week `now` falls in. */
export function startOfIsoWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

function statusOf(row: RecentPredictionRow): RecentPrediction['status'] {
  if (!row.settledAt || !row.outcome || !row.pick) return 'pending';
  return row.pick === row.outcome ? 'correct' : 'incorrect';
}

function pickProbability(row: RecentPredictionRow): number | null {
  const p =
    row.pick === 'home'
      ? row.homeProb
      : row.pick === 'away'
        ? row.awayProb
        : row.pick === 'draw'
          ? row.drawProb
          : null;
  return p === null ? null : Math.round(p * 1000) / 10;
}

/** GET /api/user/stats: everything on the profile tabs, from the user's own picks. */
export async function getStats(ctx: AppContext, userId: string): Promise<UserStats> {
  const now = ctx.clock.now();
  const firstDay = new Date(startOfUtcDay(now).getTime() - 6 * DAY_MS);
  const [head, perDay, leagues, recent, results, underdogs, votesCast] = await Promise.all([
    overview(ctx, userId),
    predictionsPerDay(ctx.db, userId, firstDay),
    predictionsPerLeague(ctx.db, userId),
    recentPredictions(ctx.db, userId, RECENT_PREDICTIONS),
    settledPickResults(ctx.db, userId),
    underdogPicks(ctx.db, userId),
    countVotesCast(ctx.db, userId),
  ]);
  const weeklyActivity = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(firstDay.getTime() + i * DAY_MS);
    return {
      day: WEEKDAYS[(day.getUTCDay() + 6) % 7]!,
      date: utcDay(day),
      predictions: perDay.get(utcDay(day)) ?? 0,
    };
  });
  return {
    overview: head,
    weeklyActivity,
    leaguePerformance: leagues.map((l) => ({
      leagueId: l.leagueId,
      league: l.league,
      sport: l.sportId as SportId,
      accuracy: percent1(l.correct, l.settled),
      predictions: l.predictions,
      settled: l.settled,
    })),
    recentPredictions: recent.map((row) => ({
      predictionId: row.id,
      matchId: row.matchId,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      league: row.league,
      pick: row.pick,
      probability: pickProbability(row),
      createdAt: row.createdAt.toISOString(),
      status: statusOf(row),
    })),
    badges: evaluateBadges({
      settledResults: results,
      underdogPicks: underdogs,
      totalPredictions: head.totalPredictions,
      votesCast,
    }),
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
  const [head, following] = await Promise.all([
    overview(ctx, row.id),
    viewerId && viewerId !== row.id ? isFollowing(ctx.db, viewerId, row.id) : false,
  ]);
  return {
    name: row.name,
    username: row.username,
    bio: row.bio,
    profileImageUrl: imageOf(row),
    joinedAt: row.createdAt.toISOString(),
    overview: head,
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
 * GET /api/leaderboard: this ISO week's best predictors by accuracy over picks settled since
 * Monday 00:00 UTC (app clock), with at least LEADERBOARD_MIN_SETTLED of them.
 */
export async function getLeaderboard(
  ctx: AppContext,
  viewerId: string | undefined,
): Promise<LeaderboardEntry[]> {
  const since = startOfIsoWeek(ctx.clock.now());
  const rows = await leaderboardRows(ctx.db, since, LEADERBOARD_MIN_SETTLED, LEADERBOARD_SIZE);
  return rows.map((row, i) => ({
    rank: i + 1,
    name: row.name,
    username: row.username,
    accuracy: percent1(row.correct, row.settled),
    predictions: row.settled,
    isCurrentUser: row.userId === viewerId,
  }));
}
