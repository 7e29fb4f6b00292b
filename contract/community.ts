import { z } from 'zod';

/**
 * Community votes and Strix's public record. The product spec's sections: 'Prediction result'
 * (Community Validation), 'Match page (/match/{id})', 'Entities and their fields' (Vote counts,
 * User vote, Vote request), 'Votes' and 'Error catalogue' (Vote). Counts are what the database
 * holds: no sample numbers, and zeros when nobody has voted.
 */

export const COMMUNITY_MESSAGES = {
  alreadyVoted: "You've already voted for this match",
  matchNotFound: 'Match not found.',
  noDraw: "This match can't end in a draw.",
  votingClosed: 'Voting has closed for this match.',
  tooManyVotes: 'Too many votes. Please wait a moment and try again.',
  tooManyAnonymousVotes:
    'Too many votes on this match from your network. Sign in to vote with your account.',
} as const;

/** The longest team name a request may carry (a path parameter or a vote's matchup). */
export const TEAM_NAME_MAX = 80;
const teamName = (side: 'homeTeam' | 'awayTeam') =>
  z
    .string({ error: `${side} is required.` })
    .trim()
    .min(1, `${side} is required.`)
    .max(TEAM_NAME_MAX, `${side} can be at most ${TEAM_NAME_MAX} characters.`);

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const VoteCountsSchema = z.object({
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export type VoteCounts = z.infer<typeof VoteCountsSchema>;

export const UserVoteSchema = z.object({ voteType: z.enum(VOTE_TYPES) });
export type UserVote = z.infer<typeof UserVoteSchema>;

/** GET /api/votes/{homeTeam}/{awayTeam}?session= */
export const VotesResponseSchema = z.object({
  voteCounts: VoteCountsSchema,
  userVote: UserVoteSchema.nullable(),
  /**
   * The anonymous voter id the server issued (also set as an HttpOnly cookie); the client may
   * mirror it under betting-session-id. Only the cookie is ever trusted.
   */
  session: z.string(),
});
export type VotesResponse = z.infer<typeof VotesResponseSchema>;

/** POST /api/vote */
export const VoteRequestSchema = z.object({
  homeTeam: teamName('homeTeam'),
  awayTeam: teamName('awayTeam'),
  voteType: z.enum(VOTE_TYPES, { error: "voteType must be 'upvote' or 'downvote'." }),
  /** Accepted for the spec's client; the server-issued cookie decides who votes. */
  userSession: z.string().max(200).optional(),
});
export type VoteRequest = z.input<typeof VoteRequestSchema>;

export const VoteResponseSchema = z.object({
  voteCounts: VoteCountsSchema,
  userVote: UserVoteSchema,
  session: z.string(),
  /**
   * True when the vote became the signed-in person's pick for the match (a fixture they asked
   * about, before kick-off); absent or false when it is a count only.
   */
  counted: z.boolean().optional(),
});
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

export const MATCH_VOTE_CHOICES = ['home', 'draw', 'away'] as const;
export type MatchVoteChoice = (typeof MATCH_VOTE_CHOICES)[number];

/** POST /api/match/{id}/vote */
export const MatchVoteRequestSchema = z.object({
  choice: z.enum(MATCH_VOTE_CHOICES, { error: "choice must be 'home', 'draw' or 'away'." }),
});
export type MatchVoteRequest = z.input<typeof MatchVoteRequestSchema>;

export const PICK_SOURCES = ['winner', 'agree', 'disagree'] as const;
export const PICK_CHOICES = ['home', 'draw', 'away', 'not_home', 'not_away'] as const;

/**
 * A signed-in person's pick for a match (see contract/profile.ts): one per match, from the
 * "Who wins?" vote ('winner') or their agree/disagree with Strix's call. `choice` is what it
 * backs: a result, or Strix's call not winning ('not_home', 'not_away': a disagree).
 */
export const MyPickSchema = z.object({
  source: z.enum(PICK_SOURCES),
  choice: z.enum(PICK_CHOICES),
});
export type MyPick = z.infer<typeof MyPickSchema>;

/** GET /api/match/{id}/votes and the answer to POST /api/match/{id}/vote. */
export const MatchVotesResponseSchema = z.object({
  home: z.number().int(),
  draw: z.number().int(),
  away: z.number().int(),
  total: z.number().int(),
  userVote: z.enum(MATCH_VOTE_CHOICES).nullable(),
  /** Soccer only; NBA and NFL votes are home or away. */
  drawAllowed: z.boolean(),
  /** False once the match has kicked off (by the app's clock): counts stay readable. */
  open: z.boolean(),
  /**
   * The signed-in person's pick for this match (null: none yet, or signed out). A later "Who
   * wins?" vote or agree/disagree replaces it until kick-off.
   */
  myPick: MyPickSchema.nullable().optional(),
});
export type MatchVotesResponse = z.infer<typeof MatchVotesResponseSchema>;

// ——— Strix's public record ———

export const CalibrationBinSchema = z.object({
  /** Bin bounds on the predicted probability of the favoured side, 0–1 (ten bins of 0.1). */
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
  /** Mean predicted probability in the bin, 0–1. */
  meanPredicted: z.number(),
  /** Share of those predictions whose favoured side won, 0–1. */
  observedRate: z.number(),
});
export type CalibrationBin = z.infer<typeof CalibrationBinSchema>;

export const RecordLeagueSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  graded: z.number().int(),
  /** Percent of favoured sides that won, one decimal. */
  accuracy: z.number(),
  /** Null when no prediction in the league could be scored (e.g. only drawn NFL games). */
  meanLogLoss: z.number().nullable(),
});
export type RecordLeague = z.infer<typeof RecordLeagueSchema>;

/** One graded pick as it was stored when made; graded picks are never edited. */
export const RecordPickSchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string().nullable(),
  /** The side Strix's published probability favoured, and that probability (0–1). */
  pick: z.enum(['home', 'away']),
  probability: z.number(),
  outcome: z.enum(['home', 'draw', 'away']),
  correct: z.boolean(),
  logLoss: z.number().nullable(),
  brier: z.number().nullable(),
  clv: z.number().nullable(),
  /** The model version that made it; null for picks made before versions were kept. */
  modelVersion: z.string().nullable(),
  settledAt: z.string(),
});
export type RecordPick = z.infer<typeof RecordPickSchema>;

/** GET /api/record: every settled prediction Strix published, graded. */
export const RecordResponseSchema = z.object({
  totals: z.object({
    graded: z.number().int(),
    correct: z.number().int(),
    /** Percent, one decimal; 0 when nothing is graded yet. */
    accuracy: z.number(),
    /** Means over the predictions that have the score; null when none has it. */
    meanLogLoss: z.number().nullable(),
    meanBrier: z.number().nullable(),
    /** Closing-line value of the favoured side's best pre-match price (0.02 = 2%). */
    meanClv: z.number().nullable(),
    clvCount: z.number().int(),
  }),
  /** Only bins that hold predictions; empty before anything is graded. */
  calibration: z.array(CalibrationBinSchema),
  byLeague: z.array(RecordLeagueSchema),
  /** The latest graded picks, newest first (at most 50). */
  picks: z.array(RecordPickSchema),
  /** When these figures were computed (they are cached for a minute). */
  computedAt: z.string(),
});
export type RecordResponse = z.infer<typeof RecordResponseSchema>;

/** One forecaster's mean scores over a league's backtest games (lower is better). */
export const BacktestScoresSchema = z.object({
  /** Ranked probability score; null for two-way (NBA/NFL) markets. */
  rps: z.number().nullable(),
  brier: z.number(),
  logLoss: z.number(),
  /** Main score (RPS, else Brier) minus the closing price's, game by game, ± its standard error. */
  deltaVsClosing: z.number().nullable(),
  deltaVsClosingSe: z.number().nullable(),
});
export type BacktestScores = z.infer<typeof BacktestScoresSchema>;

export const BacktestCalibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
  meanPredicted: z.number(),
  observedRate: z.number(),
  /** 95% Wilson interval of the observed rate. */
  low: z.number(),
  high: z.number(),
});
export type BacktestCalibrationBin = z.infer<typeof BacktestCalibrationBinSchema>;

export const BacktestLeagueSchema = z.object({
  leagueId: z.string(),
  league: z.string(),
  /** Games scored, and the first and last kick-off among them. */
  n: z.number().int(),
  from: z.string(),
  to: z.string(),
  strix: BacktestScoresSchema,
  model: BacktestScoresSchema,
  closing: BacktestScoresSchema,
  base: BacktestScoresSchema,
  calibration: z.array(BacktestCalibrationBinSchema),
  valueBets: z.object({
    thresholdPct: z.number(),
    n: z.number().int(),
    /** Mean profit per unit staked (0.05 = +5%) ± its standard error; null with no bet. */
    roi: z.number().nullable(),
    roiSe: z.number().nullable(),
    clvN: z.number().int(),
    clv: z.number().nullable(),
    clvSe: z.number().nullable(),
  }),
});
export type BacktestLeague = z.infer<typeof BacktestLeagueSchema>;

/** GET /api/record/backtest: the walk-forward backtest as of the clock's day. */
export const BacktestRecordResponseSchema = z.discriminatedUnion('status', [
  z.object({
    /** Computed in the background once per clock day and data version: ask again shortly. */
    status: z.literal('computing'),
    asOf: z.string(),
  }),
  z.object({
    status: z.literal('ready'),
    /** Only matches that finished before this instant (the start of the clock's day) count. */
    asOf: z.string(),
    /** The scored window starts here (a year before `asOf`). */
    windowFrom: z.string(),
    modelVersion: z.string(),
    computedAt: z.string(),
    leagues: z.array(BacktestLeagueSchema),
  }),
]);
export type BacktestRecordResponse = z.infer<typeof BacktestRecordResponseSchema>;
