import { z } from 'zod';
import { SPORT_IDS } from './search.ts';

/**
 * Profiles, stats, badges, follows and the weekly leaderboard. The product spec's sections:
 * 'Profile'; 'Entities and their fields' (User profile, User stats, Leaderboard entry);
 * 'Validation rules' (Profile image); 'Profile and avatars'; 'Error catalogue' (Profile);
 * 'Business constants and limits' (Badges). Every number comes from the person's own picks;
 * accuracy is a percent with one decimal.
 *
 * A pick is what the person said, not what Strix said, one per match: their "Who wins?" vote on
 * the match page (home, draw or away), or their agree/disagree with Strix's call on a match they
 * asked about. The later choice replaces the earlier until kick-off by the app's clock. Agree
 * backs Strix's call to win. Disagree backs it not to win: in a three-way (soccer) market a draw
 * or the other side's win proves a disagree right; in a two-way one, the other side's win (and
 * the rare tie). Asking about a match, paid or not, however often, is not a pick. Picks are
 * graded by the settlement job once the result is known at the app's clock; dates and days are
 * the app's clock (the replay date offline), in UTC.
 */

export const PROFILE_MESSAGES = {
  usernameTaken: 'That username is taken.',
  usernameInvalid:
    'Usernames are 3–30 characters: letters, digits, underscores and dots (stored lower-case).',
  nameInvalid: 'Name must be 1–100 characters long.',
  bioTooLong: 'Bio can be at most 300 characters.',
  nothingToUpdate: 'Send at least one of name, username or bio.',
  imageTooLarge: 'Please select an image under 2MB.',
  imageInvalid: 'Please select a valid image file.',
  imageMissing: 'Send the picture as a profileImage file field.',
  imageTooManyPixels: 'Please select an image under 16 megapixels.',
  uploadBusy: 'Many pictures are being processed right now. Please try again in a moment.',
  uploadUnreadable:
    'The upload could not be read: send the picture as a complete multipart/form-data body.',
  uploadTooManyParts: 'The upload has too many parts: send only the profileImage file.',
  uploadFieldNameInvalid: 'The upload has a field name that is not allowed.',
  userNotFound: 'User not found.',
  cannotFollowSelf: "You can't follow yourself.",
} as const;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;
export const BIO_MAX_LENGTH = 300;

/** GET /api/user/profile, and the answer to a JSON PUT /api/user/profile. */
export const UserProfileSchema = z.object({
  name: z.string(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  /** The uploaded picture, else the active avatar's image, else null (a path under /media). */
  profileImageUrl: z.string().nullable(),
  /** When the account was made, read against the app's clock (never later than its "now"). */
  joinedAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** PUT /api/user/profile (JSON). Texts are trimmed; an empty bio clears it. */
export const UpdateProfileRequestSchema = z
  .object({
    name: z
      .string({ error: PROFILE_MESSAGES.nameInvalid })
      .trim()
      .min(1, PROFILE_MESSAGES.nameInvalid)
      .max(100, PROFILE_MESSAGES.nameInvalid)
      .optional(),
    username: z
      .string({ error: PROFILE_MESSAGES.usernameInvalid })
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.string().regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameInvalid))
      .optional(),
    bio: z
      .string({ error: PROFILE_MESSAGES.bioTooLong })
      .trim()
      .max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong)
      .optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.username !== undefined || body.bio !== undefined,
    { message: PROFILE_MESSAGES.nothingToUpdate },
  );
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** PUT /api/user/profile (multipart with a profileImage file field). */
export const ProfileImageResponseSchema = z.object({ profileImageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof ProfileImageResponseSchema>;

export const StatsOverviewSchema = z.object({
  /** Picks made (one per match: a "Who wins?" vote or agree/disagree), not answers asked for. */
  totalPredictions: z.number().int(),
  /** Percent of settled picks that were right, one decimal; null with none settled. */
  accuracy: z.number().nullable(),
  settledPredictions: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type StatsOverview = z.infer<typeof StatsOverviewSchema>;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const WeeklyActivityDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** The UTC date by the app's clock, YYYY-MM-DD. */
  date: z.string(),
  /** Picks made that day. */
  predictions: z.number().int(),
});
export type WeeklyActivityDay = z.infer<typeof WeeklyActivityDaySchema>;

export const LeaguePerformanceSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  sport: z.enum(SPORT_IDS),
  /** Over settled picks in the league, one decimal; null with none settled. */
  accuracy: z.number().nullable(),
  predictions: z.number().int(),
  settled: z.number().int(),
});
export type LeaguePerformance = z.infer<typeof LeaguePerformanceSchema>;

export const PICK_STATUSES = ['pending', 'correct', 'incorrect'] as const;

/** How a pick was made: the match page's "Who wins?" vote, or agree/disagree on Strix's call. */
export const PICK_MADE_BY = ['winner', 'agree', 'disagree'] as const;

/** One of the person's picks (the Activity list). */
export const RecentPredictionSchema = z.object({
  pickId: z.number().int(),
  /** Strix's call an agree/disagree answers; null for a "Who wins?" vote. */
  predictionId: z.string().nullable(),
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  source: z.enum(PICK_MADE_BY),
  /** Strix's call when the pick was made (the side its numbers favoured); null without numbers. */
  strixPick: z.enum(['home', 'away']).nullable(),
  /**
   * The one result the person backs: their "Who wins?" choice; Strix's call when they agree; the
   * other team when they disagree in a two-way market; null when they disagree in a three-way
   * market (they back Strix's call not to win: a draw or the other side).
   */
  pick: z.enum(['home', 'draw', 'away']).nullable(),
  /** Strix's published probability of what the person backs, percent with one decimal. */
  probability: z.number().nullable(),
  /** When the pick was made (or last changed), by the app's clock (ISO). */
  createdAt: z.string(),
  kickoff: z.string(),
  status: z.enum(PICK_STATUSES),
  /** The match's result once graded. */
  outcome: z.enum(['home', 'draw', 'away']).nullable(),
});
export type RecentPrediction = z.infer<typeof RecentPredictionSchema>;

/**
 * One of the person's recent answers (the Activity list): a match prediction they asked for,
 * stored as it was shown. Re-opening it (its shared page, /p/{id}) is free: nothing is charged.
 */
export const RecentAnswerSchema = z.object({
  predictionId: z.string(),
  /** The question as typed; null for answers stored before questions were kept with them. */
  question: z.string().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  /** Null for a what-if (no fixture). */
  matchId: z.number().int().nullable(),
  /** When it was answered, by the app's clock (ISO). */
  answeredAt: z.string(),
});
export type RecentAnswer = z.infer<typeof RecentAnswerSchema>;

export const BADGE_IDS = [
  'hot-streak',
  'risk-taker',
  'sharp-eye',
  'community-hero',
  'marathon-predictor',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const BadgeSchema = z.object({
  id: z.enum(BADGE_IDS),
  name: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** 0–100: how far along the rule the user is (100 when earned). */
  progress: z.number().int(),
  /** The count the rule looks at and the count it needs (e.g. longest run 3 of 5). */
  current: z.number(),
  target: z.number(),
});
export type Badge = z.infer<typeof BadgeSchema>;

/** GET /api/user/stats */
export const UserStatsSchema = z.object({
  overview: StatsOverviewSchema,
  /** The last 7 UTC days by the app's clock, oldest first, the clock's today last. */
  weeklyActivity: z.array(WeeklyActivityDaySchema),
  leaguePerformance: z.array(LeaguePerformanceSchema),
  /** The latest 20 picks, newest first. */
  recentPredictions: z.array(RecentPredictionSchema),
  /** The latest 10 answers the person asked for, newest first (not picks: see above). */
  recentAnswers: z.array(RecentAnswerSchema),
  badges: z.array(BadgeSchema),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** GET /api/users/{username} */
export const PublicProfileSchema = z.object({
  name: z.string(),
  username: z.string(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  joinedAt: z.string(),
  overview: StatsOverviewSchema,
  /** Whether the signed-in caller follows this user (false when signed out or self). */
  isFollowing: z.boolean(),
  isSelf: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** POST / DELETE /api/users/{username}/follow */
export const FollowResponseSchema = z.object({
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowResponse = z.infer<typeof FollowResponseSchema>;

/** One row of GET /api/leaderboard (an array, best first; empty when nobody qualifies). */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  /** Percent of this week's settled picks that were right, one decimal. */
  accuracy: z.number(),
  /** Settled picks on matches played this week. */
  predictions: z.number().int(),
  isCurrentUser: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export const LeaderboardResponseSchema = z.array(LeaderboardEntrySchema);

/**
 * Leaderboard rules: settled picks on matches played since Monday 00:00 UTC of the app's clock's
 * ISO week, at least this many.
 */
export const LEADERBOARD_MIN_SETTLED = 5;
export const LEADERBOARD_SIZE = 20;
