import {
  ACCOUNT_DELETION_MESSAGES,
  AUTH_MESSAGES,
  AVATAR_MESSAGES,
  COMMUNITY_MESSAGES,
  DATA_EXPORT_MESSAGES,
} from '@contract';

export interface RateLimitRule {
  /** Requests (or failures, for sign-in) allowed in one window. */
  points: number;
  durationS: number;
  /** Once over the limit, refused for this long (default: until the window ends). */
  blockS?: number;
  /** The 429's sentence. */
  message: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SLOW_DOWN = 'Too many requests. Please wait a moment and try again.';

/**
 * Every limit in one table, so what a client may do is readable in one place.
 *
 * Sign-in follows rate-limiter-flexible's brute-force pattern: failures per account stop password
 * guessing spread over many addresses, failures per address (per 10 minutes and per day) stop one
 * client spraying many accounts. The address limits are looser because offices and mobile
 * carriers share addresses. Registration and reset requests count every attempt.
 */
export const RATE_LIMIT_RULES = {
  loginAccount: {
    points: 10,
    durationS: 10 * MINUTE,
    blockS: 10 * MINUTE,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  loginIp: {
    points: 30,
    durationS: 10 * MINUTE,
    blockS: 10 * MINUTE,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  loginIpDay: { points: 100, durationS: DAY, blockS: DAY, message: AUTH_MESSAGES.tooManyAttempts },
  registerIp: { points: 10, durationS: HOUR, blockS: HOUR, message: AUTH_MESSAGES.tooManyAttempts },
  // Registration answers 409 for a taken email; this caps how fast that can be used to probe.
  registerAccount: {
    points: 5,
    durationS: HOUR,
    blockS: HOUR,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  forgotAccount: {
    points: 5,
    durationS: HOUR,
    blockS: HOUR,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  forgotIp: { points: 20, durationS: HOUR, blockS: HOUR, message: AUTH_MESSAGES.tooManyAttempts },
  // Redeeming a reset link, every attempt per address: the tokens themselves are 256-bit random,
  // so this bounds the cost of bogus ones rather than guessing (a per-token or global count would
  // only let one client lock everyone else out of resetting).
  resetIp: { points: 20, durationS: HOUR, blockS: HOUR, message: AUTH_MESSAGES.tooManyAttempts },
  // Changing the password asks for the current one: every attempt counts, per account (a stolen
  // session must not become a password-guessing oracle) and per address (many stolen sessions).
  passwordChangeAccount: {
    points: 5,
    durationS: 15 * MINUTE,
    blockS: 15 * MINUTE,
    message: AUTH_MESSAGES.tooManyAttempts,
  },
  passwordChangeIp: {
    points: 20,
    durationS: HOUR,
    blockS: HOUR,
    message: AUTH_MESSAGES.tooManyAttempts,
  },

  // Deleting the account asks for the password: attempts per account, so a stolen session
  // cannot be used to guess it.
  accountDelete: {
    points: 5,
    durationS: 15 * MINUTE,
    blockS: 15 * MINUTE,
    message: ACCOUNT_DELETION_MESSAGES.tooManyAttempts,
  },

  // Generating costs CPU (and money with an image API): per user.
  avatarGenerate: { points: 30, durationS: HOUR, blockS: HOUR, message: AVATAR_MESSAGES.tooFast },
  // Decoding a picture can take a few hundred MB for a moment: a handful a minute per account.
  profileUpload: { points: 10, durationS: MINUTE, message: SLOW_DOWN },

  // Public reads, per client address. Interpret is called as people type.
  interpret: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  matchData: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  // The slate, its value bets and the leagues index: browsed signed out, a filter a request.
  slate: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  profiles: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  record: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  follow: { points: 60, durationS: MINUTE, message: SLOW_DOWN },
  voteRead: { points: 240, durationS: MINUTE, message: SLOW_DOWN },
  voteCast: { points: 30, durationS: MINUTE, message: COMMUNITY_MESSAGES.tooManyVotes },
  // Anonymous voters are a cookie: a person who drops it votes again as someone new. New
  // anonymous votes on one match from one address are capped, so that multiplies by 3 at most.
  anonymousVotesPerMatch: {
    points: 3,
    durationS: DAY,
    message: COMMUNITY_MESSAGES.tooManyAnonymousVotes,
  },

  // My bets: reads per client address; recording, editing and deleting per account; CSV imports
  // (up to 2,000 rows each) per account.
  betsRead: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  betsWrite: { points: 60, durationS: MINUTE, message: SLOW_DOWN },
  betsImport: { points: 30, durationS: HOUR, message: SLOW_DOWN },

  // Creating API keys, per account (at most 10 are live at once; this bounds create-revoke loops).
  apiKeyCreate: { points: 20, durationS: HOUR, message: SLOW_DOWN },
  // API requests refused for their key (none, unknown, revoked), per client address.
  apiKeyFailures: { points: 60, durationS: MINUTE, blockS: 5 * MINUTE, message: SLOW_DOWN },
  // Keeping betting in check, per account: changes to breaks and the stake limit, and the
  // web's time-spent heartbeat (one a minute per open tab; more adds nothing but is refused).
  bettingLimits: { points: 30, durationS: MINUTE, message: SLOW_DOWN },
  activity: { points: 10, durationS: MINUTE, message: SLOW_DOWN },
  // "Download my data", per account: each export reads every row and image the person has.
  dataExport: { points: 5, durationS: HOUR, message: DATA_EXPORT_MESSAGES.tooMany },
  // /api/v1/openapi.json, per client address.
  apiPublic: { points: 120, durationS: MINUTE, message: SLOW_DOWN },
  // `npm run replay` asking the server to move its clock (loopback, with the folder's token):
  // each move settles and grades, so a runaway script is slowed down.
  replayControl: { points: 20, durationS: MINUTE, message: SLOW_DOWN },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;
