import { z } from 'zod';
import { SPORT_IDS } from './search.ts';

/**
 * Profiles, stats, badges, follows and the weekly leaderboard (spec §2 Profile; §3 User profile,
 * User stats, Leaderboard entry; §5 profile image; §7 Profile; §8 Profile; §9 badges). Every
 * number comes from the user's real predictions; accuracy is a percent with one decimal.
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
  imageTooManyPixels: 'Please select an image under 40 megapixels.',
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
  totalPredictions: z.number().int(),
  /** Percent of settled picks that were right, one decimal; 0 with none settled. */
  accuracy: z.number(),
  settledPredictions: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type StatsOverview = z.infer<typeof StatsOverviewSchema>;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const WeeklyActivityDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** The UTC date, YYYY-MM-DD. */
  date: z.string(),
  predictions: z.number().int(),
});

export const LeaguePerformanceSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  sport: z.enum(SPORT_IDS),
  /** Over settled picks in the league, one decimal; 0 with none settled. */
  accuracy: z.number(),
  predictions: z.number().int(),
  settled: z.number().int(),
});

export const PICK_STATUSES = ['pending', 'correct', 'incorrect'] as const;

export const RecentPredictionSchema = z.object({
  predictionId: z.string(),
  matchId: z.number().int().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  /** The side the user backs (the favourite unless they disagreed). */
  pick: z.enum(['home', 'draw', 'away']).nullable(),
  /** Published probability of the pick, percent with one decimal. */
  probability: z.number().nullable(),
  createdAt: z.string(),
  status: z.enum(PICK_STATUSES),
});
export type RecentPrediction = z.infer<typeof RecentPredictionSchema>;

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
  /** The last 7 UTC days by the app's clock, oldest first, today last. */
  weeklyActivity: z.array(WeeklyActivityDaySchema),
  leaguePerformance: z.array(LeaguePerformanceSchema),
  /** Latest 20, newest first. */
  recentPredictions: z.array(RecentPredictionSchema),
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
  /** Picks settled this week. */
  predictions: z.number().int(),
  isCurrentUser: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export const LeaderboardResponseSchema = z.array(LeaderboardEntrySchema);

/** Leaderboard rules: picks settled since Monday 00:00 UTC (ISO week), at least this many. */
export const LEADERBOARD_MIN_SETTLED = 5;
export const LEADERBOARD_SIZE = 20;
