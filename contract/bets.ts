import { z } from 'zod';
import { ConfirmSchema, PriceEntrySchema, PriceFormatSchema } from './price-entry-schema.ts';
import { wholeNumberText } from './whole-number-text.ts';

/**
 * My bets: the bets a signed-in person records (from a value bet, an odds row, a match page, by
 * hand or from a CSV), graded by Strix when their match is settled, with closing-line value.
 * Strix takes no wagers: these are the person's own notes of bets placed elsewhere.
 *
 * Units: a stored `price` is a decimal price as paid out (at an exchange, net of its commission:
 * the `netDecimalOdds` a value bet shows); a request may send it in another format with
 * `priceFormat` (contract/price-entry.ts); stakes and profits are in the person's own units with two
 * decimals (no currency); `closingProb` is 0–1; `clv` and `roi` are fractions (0.021 = +2.1%).
 * Every date is ISO; every status and number is as known at the app's clock (`asOf`).
 *
 * Routes (all the owner's alone, like every /api/user/{userId} route; API keys are refused):
 * - GET    /api/user/{userId}/bets                 → BetsResponse
 * - POST   /api/user/{userId}/bets                 CreateBetRequest → Bet (201), or 409
 *                                                   ConfirmationNeeded (resend with confirm: true)
 * - PATCH  /api/user/{userId}/bets/{betId}         UpdateBetRequest → Bet
 * - DELETE /api/user/{userId}/bets/{betId}         → DeleteBetResponse
 * - GET    /api/user/{userId}/bets/export.csv      → text/csv with BET_CSV_HEADER
 * - POST   /api/user/{userId}/bets/import          text/csv body (BET_CSV_HEADER) → ImportBetsResponse
 */

/**
 * '1x2' (soccer), 'moneyline' (the US leagues: NBA, NFL, MLB, NHL), 'spread' (the US leagues'
 * handicap: the NBA/NFL point spread, MLB's run line, the NHL's puck line) and 'total' (all).
 *
 * A spread bet's `line` is the backed side's own handicap, as its bet slip reads it: 'Boston
 * Red Sox +1.5' is selection 'away' with line 1.5 when the Red Sox are the away side, and the
 * home side giving 1.5 is 'home' with −1.5. (The odds table's `spreadHome` is the home side's
 * line; an away bet on that row stores its negation.) The side covers when its final score
 * (overtime and extra innings included) plus the line beats the other side's; exactly level is
 * a push, graded void.
 */
export const BET_MARKETS = ['1x2', 'moneyline', 'spread', 'total'] as const;
export type BetMarket = (typeof BET_MARKETS)[number];

export const BET_SELECTIONS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type BetSelection = (typeof BET_SELECTIONS)[number];

/** Where a bet was recorded from in the app; 'import' marks a CSV row and is not sent. */
export const BET_SOURCES = ['value-bet', 'odds', 'match', 'manual'] as const;
export type BetSource = (typeof BET_SOURCES)[number] | 'import';

export const BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * A result a person sets by hand, only on a bet that is not on one of Strix's matches ('open'
 * in a PATCH takes a result back).
 */
export const BET_RESULTS = ['won', 'lost', 'void'] as const;

export const BET_LIMITS = {
  /** A price must exceed this: anything shorter is not a bet worth recording. */
  minPrice: 1.01,
  maxPrice: 1000,
  /** The largest stake one bet may record, in the person's units. */
  maxStake: 1_000_000,
  maxEventLength: 120,
  maxBookmakerLength: 60,
  maxNoteLength: 500,
  /** A bet identical to one the same person recorded this recently needs confirming. */
  repeatWindowMs: 60_000,
  /** Bets one account may keep (the list is read whole). */
  maxBetsPerAccount: 5000,
  /** CSV import: at most this many rows and bytes in one file. */
  importMaxRows: 2000,
  importMaxBytes: 1024 * 1024,
} as const;

/**
 * The CSV columns, in order, for export and import. Import needs the same header (any order of
 * columns, extra columns refused); `status`, `profit`, `closing_prob` and `clv` are read only
 * for bets not on a Strix match (the status, won/lost/void/open; profit is worked out again),
 * and ignored for a row that attaches to a Strix match, which Strix grades itself.
 */
export const BET_CSV_HEADER = [
  'taken_at',
  'event',
  'league',
  'market',
  'selection',
  'line',
  'price',
  'stake',
  'bookmaker',
  'status',
  'profit',
  'closing_prob',
  'clv',
  'note',
] as const;

export const BET_MESSAGES = {
  notYours: 'You can only see and record your own bets.',
  notFound: 'Bet not found.',
  matchOrEvent: 'Say what the bet is on: a matchId, or an event for a bet outside Strix.',
  matchAndEvent: 'Send a matchId or an event, not both.',
  matchNotFound: 'That match is not one of Strix’s matches.',
  matchSettled: 'That match already has a result: a bet can only be recorded before it is known.',
  marketInvalid: 'Market must be one of 1x2, moneyline, spread, total.',
  selectionInvalid: 'Selection must be one of home, draw, away, over, under.',
  marketForSport:
    'This market is not offered for that sport: 1x2 is for soccer; moneyline and spread (run line, puck line) for the NBA, NFL, MLB and NHL; total for all.',
  selectionForMarket:
    'That selection does not belong to the market: 1x2 takes home, draw or away; moneyline and spread home or away; total over or under.',
  lineRequired:
    'A total or a spread needs its line, in steps of 0.5: a total like 2.5, a spread as your side’s handicap like -1.5 or +3.',
  lineInvalid:
    'The line must be a number in steps of 0.5: a total between 0 and 500, a spread between -100 and +100.',
  lineNotAllowed: 'Only a total or a spread takes a line.',
  priceInvalid: `The price must come to more than ${BET_LIMITS.minPrice} and at most ${BET_LIMITS.maxPrice} in decimal odds.`,
  stakeInvalid: `The stake must be more than 0 and at most ${wholeNumberText(BET_LIMITS.maxStake)}, with at most two decimals.`,
  bookmakerInvalid: `The bookmaker can be at most ${BET_LIMITS.maxBookmakerLength} characters.`,
  eventInvalid: `The event must be 1–${BET_LIMITS.maxEventLength} characters.`,
  noteInvalid: `The note can be at most ${BET_LIMITS.maxNoteLength} characters.`,
  takenAtInvalid: 'takenAt must be an ISO date and time.',
  takenAtFuture: 'A bet cannot be taken after the app’s clock.',
  leagueInvalid: 'That league is not one of Strix’s leagues.',
  sourceInvalid: 'Source must be one of value-bet, odds, match, manual.',
  nothingToUpdate: 'Send at least one of stake, price, bookmaker, note or result.',
  resultInvalid: 'Result must be one of won, lost, void, or open to reopen the bet.',
  resultOnStrixMatch:
    'Strix grades bets on its own matches when the result is known; a result can only be set on a bet outside Strix.',
  repeatBet:
    'You recorded this same bet less than a minute ago. Confirm to record it a second time.',
  tooManyBets:
    'You have recorded 5,000 bets, the most one account keeps: export them and delete old ones to record more.',
  importEmpty: 'The file has no bets: send the CSV with its header and at least one row.',
  importTooLarge: `The file is too large: at most ${BET_LIMITS.importMaxRows} bets and 1 MB per import.`,
  importHeader: `The header must be: ${BET_CSV_HEADER.join(',')}.`,
  importNotCsv: 'Send the bets as a text/csv body.',
} as const;

/** Stake in the person's units, > 0, ≤ the cap, at most two decimals. */
const StakeSchema = z
  .number({ error: BET_MESSAGES.stakeInvalid })
  .refine(
    (s) =>
      Number.isFinite(s) &&
      s > 0 &&
      s <= BET_LIMITS.maxStake &&
      Math.abs(Math.round(s * 100) - s * 100) < 1e-6,
    { error: BET_MESSAGES.stakeInvalid },
  );

const BookmakerSchema = z
  .string({ error: BET_MESSAGES.bookmakerInvalid })
  .trim()
  .max(BET_LIMITS.maxBookmakerLength, BET_MESSAGES.bookmakerInvalid)
  .nullable();

const NoteSchema = z
  .string({ error: BET_MESSAGES.noteInvalid })
  .trim()
  .max(BET_LIMITS.maxNoteLength, BET_MESSAGES.noteInvalid)
  .nullable();

/**
 * POST /api/user/{userId}/bets. Either `matchId` (one of Strix's matches, whose result is not
 * yet known at the clock) or `event` (free text, for a bet outside Strix, with an optional
 * `leagueId` for the breakdowns). Selection rules: 1x2 (home/draw/away) for soccer; moneyline
 * (home/away) and spread (home/away with `line`, the backed side's own handicap, in steps of
 * 0.5: see BET_MARKETS) for the NBA, NFL, MLB and NHL; total (over/under `line`, in steps of
 * 0.5) for all; a draw exists only in soccer's 1x2. `takenAt` defaults to the app's clock and may not be after it.
 * From a value bet or an odds row, send the price shown (net of an exchange's commission).
 *
 * Two checks answer 409 ConfirmationNeeded unless `confirm` is true: a price on a Strix match
 * more than 50% away from the best price on file for the selection, and a bet identical (match
 * or event, market, selection, line, price, stake) to one recorded in the last minute.
 */
export const CreateBetRequestSchema = z.object({
  matchId: z.number({ error: BET_MESSAGES.matchNotFound }).int().positive().optional(),
  event: z
    .string({ error: BET_MESSAGES.eventInvalid })
    .trim()
    .min(1, BET_MESSAGES.eventInvalid)
    .max(BET_LIMITS.maxEventLength, BET_MESSAGES.eventInvalid)
    .optional(),
  leagueId: z.string({ error: BET_MESSAGES.leagueInvalid }).max(10).nullable().optional(),
  market: z.enum(BET_MARKETS, { error: BET_MESSAGES.marketInvalid }),
  selection: z.enum(BET_SELECTIONS, { error: BET_MESSAGES.selectionInvalid }),
  line: z.number({ error: BET_MESSAGES.lineInvalid }).nullable().optional(),
  price: PriceEntrySchema,
  priceFormat: PriceFormatSchema.optional(),
  stake: StakeSchema,
  bookmaker: BookmakerSchema.optional(),
  confirm: ConfirmSchema.optional(),
  takenAt: z.iso.datetime({ offset: true, error: BET_MESSAGES.takenAtInvalid }).optional(),
  source: z.enum(BET_SOURCES, { error: BET_MESSAGES.sourceInvalid }).default('manual'),
  note: NoteSchema.optional(),
});
export type CreateBetRequest = z.input<typeof CreateBetRequestSchema>;

/**
 * PATCH /api/user/{userId}/bets/{betId}: any of these. `result` only on a bet that is not on a
 * Strix match ('open' reopens it); a settled bet's profit and CLV follow a new stake or price. A
 * new price on a Strix match far from the market answers 409 as on POST, unless `confirm`.
 */
export const UpdateBetRequestSchema = z.object({
  stake: StakeSchema.optional(),
  price: PriceEntrySchema.optional(),
  priceFormat: PriceFormatSchema.optional(),
  confirm: ConfirmSchema.optional(),
  bookmaker: BookmakerSchema.optional(),
  note: NoteSchema.optional(),
  result: z.enum([...BET_RESULTS, 'open'], { error: BET_MESSAGES.resultInvalid }).optional(),
});
export type UpdateBetRequest = z.input<typeof UpdateBetRequestSchema>;

export const BetMatchSchema = z.object({
  id: z.number().int(),
  leagueId: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string(),
  /** Set only when the time is not known: the day as the league dates it, 'yyyy-mm-dd'. */
  kickoffDay: z.string().nullable(),
  /** The score once known at the clock, else null. */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});
export type BetMatch = z.infer<typeof BetMatchSchema>;

export const BetSchema = z.object({
  id: z.string(),
  /** The Strix match, when the bet is on one (graded by Strix); null for a bet outside Strix. */
  match: BetMatchSchema.nullable(),
  /** What the bet is on, as text: 'Home v Away' for a Strix match, else what the person wrote. */
  event: z.string().nullable(),
  leagueId: z.string().nullable(),
  league: z.string().nullable(),
  market: z.enum(BET_MARKETS),
  selection: z.enum(BET_SELECTIONS),
  /** The total's line, or a spread's: the backed side's own handicap (see BET_MARKETS). */
  line: z.number().nullable(),
  /** What the selection reads as: 'Arsenal', 'Draw', 'Over 2.5', 'Boston Red Sox +1.5'. */
  selectionLabel: z.string(),
  price: z.number(),
  stake: z.number(),
  bookmaker: z.string().nullable(),
  takenAt: z.string(),
  source: z.enum([...BET_SOURCES, 'import']),
  /** 'open' until the result is known at the clock. */
  status: z.enum(BET_STATUSES),
  /** stake × (price − 1) won, −stake lost, 0 void; null while open. */
  profit: z.number().nullable(),
  /** The selection's de-vigged closing probability (0–1); null without a closing price. */
  closingProb: z.number().nullable(),
  /** price × closingProb − 1 (fraction); null without a closing price. */
  clv: z.number().nullable(),
  /** Why `clv` is null on a settled bet, in a sentence; null otherwise. */
  clvNote: z.string().nullable(),
  /** When the result was known (a match's end by the clock, or when it was set by hand). */
  settledAt: z.string().nullable(),
  note: z.string().nullable(),
  /** Only a bet outside Strix takes a result by hand. */
  canSetResult: z.boolean(),
});
export type Bet = z.infer<typeof BetSchema>;

/** A mean with its 95% interval; every field null when nothing to average. */
export const EstimateSchema = z.object({
  value: z.number().nullable(),
  standardError: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** How many bets it rests on. */
  n: z.number().int(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

export const BetVerdictSchema = z.object({
  /**
   * On the settled bets with a closing price: 'edge-likely' when mean CLV − 2·SE > 0;
   * 'below-close' when mean + 2·SE < 0; 'not-yet-shown' otherwise; 'too-few' under 10 bets.
   */
  kind: z.enum(['edge-likely', 'below-close', 'not-yet-shown', 'too-few']),
  /** "Your CLV is +2.1% ± 1.3% over 86 bets: a real edge is likely." (± is 2·SE) */
  sentence: z.string(),
});
export type BetVerdict = z.infer<typeof BetVerdictSchema>;

export const BankrollPointSchema = z.object({
  /** When the bet's result was known. */
  at: z.string(),
  /** Cumulative profit of every bet settled up to this one. */
  profit: z.number(),
  betId: z.string(),
});
export type BankrollPoint = z.infer<typeof BankrollPointSchema>;

export const BetBreakdownRowSchema = z.object({
  /** A league id, market or bookmaker; '' for bets without one. */
  key: z.string(),
  label: z.string(),
  /** Settled bets, won or lost (void bets carry no risk and are left out of ROI). */
  settled: z.number().int(),
  staked: z.number(),
  profit: z.number(),
  /** profit / staked; null with nothing staked. */
  roi: z.number().nullable(),
  /** Mean CLV and how many bets with a closing price it rests on. */
  clv: z.number().nullable(),
  clvN: z.number().int(),
});
export type BetBreakdownRow = z.infer<typeof BetBreakdownRowSchema>;

export const BetsSummarySchema = z.object({
  counts: z.object({
    open: z.number().int(),
    settled: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    void: z.number().int(),
  }),
  /** Total stakes of won and lost bets. */
  staked: z.number(),
  /** Total stakes of open bets. */
  atRisk: z.number(),
  profit: z.number(),
  /**
   * profit / staked over won and lost bets, with a 95% interval by normal approximation of the
   * ratio estimator (per-bet profit against stake); interval null under 2 bets.
   */
  roi: EstimateSchema,
  /** Mean CLV over settled bets with a closing price, with its standard error and 95% interval. */
  clv: EstimateSchema,
  /** Settled bets without a closing price: no CLV for them. */
  withoutClosing: z.number().int(),
  verdict: BetVerdictSchema,
  /** Cumulative profit by settlement time, oldest first. */
  bankroll: z.array(BankrollPointSchema),
  byLeague: z.array(BetBreakdownRowSchema),
  byMarket: z.array(BetBreakdownRowSchema),
  byBookmaker: z.array(BetBreakdownRowSchema),
  /** Stakes of bets taken this calendar month (UTC) at the clock, open ones included. */
  month: z.object({ month: z.string(), bets: z.number().int(), staked: z.number() }),
});
export type BetsSummary = z.infer<typeof BetsSummarySchema>;

/** GET /api/user/{userId}/bets: every bet, newest taken first, and the summary. */
export const BetsResponseSchema = z.object({
  asOf: z.string(),
  bets: z.array(BetSchema),
  summary: BetsSummarySchema,
});
export type BetsResponse = z.infer<typeof BetsResponseSchema>;

export const DeleteBetResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteBetResponse = z.infer<typeof DeleteBetResponseSchema>;

/** POST /api/user/{userId}/bets/import: all rows stored, or none (a 400 names the line). */
export const ImportBetsResponseSchema = z.object({
  imported: z.number().int(),
  /** Rows that matched a Strix match by teams and date, graded by Strix. */
  attached: z.number().int(),
});
export type ImportBetsResponse = z.infer<typeof ImportBetsResponseSchema>;
