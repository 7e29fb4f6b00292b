import { z } from 'zod';
import { BREAK_KINDS, BREAK_PERIODS, type BreakKind, type BreakPeriod } from './break-periods.ts';
import { wholeNumberText } from './whole-number-text.ts';

/**
 * Keeping betting in check: breaks, a monthly stake limit and the reality check
 * (GET /api/user/{userId}/limits and the PUT/POST beside it).
 *
 * A break hides value bets, odds, line movement and bet tracking, and stops alerts, until it ends.
 * A cool-off is a short pause; a self-exclusion is a long one, with the periods GAMSTOP (the UK's
 * national self-exclusion scheme) offers: 6 months, 1 year or 5 years. The cool-off choices
 * follow UK operators' "take a break" tools (24 hours, 7 days, 30 days). Once set, a break can only
 * be lengthened, never shortened or lifted.
 */

export {
  BREAK_KINDS,
  BREAK_PERIOD_LABELS,
  BREAK_PERIODS,
  type BreakKind,
  type BreakPeriod,
} from './break-periods.ts';

const HOUR_MS = 3_600_000;

/**
 * When a break taken at `from` ends. Hours and days are exact durations; months and years are
 * calendar ones (6 months from 31 Aug is 28 Feb or 1 Mar, as JavaScript rolls the day over), the
 * way GAMSTOP counts them.
 */
export function breakEnd(from: Date, period: BreakPeriod): Date {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export const TakeBreakRequestSchema = z
  .object({
    kind: z.enum(BREAK_KINDS, { error: "kind must be 'cool-off' or 'self-exclusion'." }),
    period: z.string({ error: 'period is missing.' }),
  })
  .superRefine((value, issues) => {
    const allowed: readonly string[] = BREAK_PERIODS[value.kind];
    if (!allowed.includes(value.period)) {
      issues.addIssue({
        code: 'custom',
        path: ['period'],
        message: `A ${value.kind} lasts ${allowed.map((p) => `'${p}'`).join(', ')}.`,
      });
    }
  });
export type TakeBreakRequest = { kind: BreakKind; period: BreakPeriod };

/** The largest monthly stake limit accepted (in the currency the stakes are logged in). */
export const STAKE_LIMIT_MAX = 1_000_000;

export const StakeLimitRequestSchema = z.object({
  /** In the currency the stakes are logged in, to the cent; null removes the limit. */
  monthlyLimit: z
    .number({ error: 'monthlyLimit must be an amount, or null to remove the limit.' })
    .positive('monthlyLimit must be above 0.')
    .max(STAKE_LIMIT_MAX, `monthlyLimit must be at most ${wholeNumberText(STAKE_LIMIT_MAX)}.`)
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'monthlyLimit has at most 2 decimals.',
    )
    .nullable(),
});
export type StakeLimitRequest = z.infer<typeof StakeLimitRequestSchema>;

export const BettingBreakSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  startedAt: z.string(),
  /** When it ends, ISO (wall clock). */
  until: z.string(),
  /** The sentence every hidden section shows: 'Odds and value bets are hidden during your break, until …'. */
  message: z.string(),
});
export type BettingBreak = z.infer<typeof BettingBreakSchema>;

export const LimitsResponseSchema = z.object({
  /** The break in force, or null. */
  break: BettingBreakSchema.nullable(),
  stakeLimit: z.object({
    /** The limit in force this month; null: none. */
    monthlyLimit: z.number().nullable(),
    /** A raise or removal waiting out its 24 hours; null: nothing waiting. */
    pending: z.object({ monthlyLimit: z.number().nullable(), from: z.string() }).nullable(),
  }),
  /** The reality check. */
  thisMonth: z.object({
    /** 'yyyy-mm' of the app's clock: the month stakes are counted in (the replayed month offline). */
    stakesMonth: z.string(),
    stakes: z.number(),
    bets: z.number().int(),
    /** monthlyLimit − stakes (never below 0); null without a limit. */
    remaining: z.number().nullable(),
    /** The stakes have reached the limit (the bets tab warns from here on). */
    limitReached: z.boolean(),
    /** 'yyyy-mm' of real time (UTC): the month time spent is counted in. */
    timeMonth: z.string(),
    timeSpentSeconds: z.number().int(),
  }),
});
export type LimitsResponse = z.infer<typeof LimitsResponseSchema>;

export const ActivityResponseSchema = z.object({
  /** Seconds this report added (0 for a report too soon after the last, or the first of a visit). */
  addedSeconds: z.number().int(),
  todaySeconds: z.number().int(),
});
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>;

export const SAFER_MESSAGES = {
  notYours: 'You can only see and change your own limits.',
  tooFast: 'Too many requests. Please wait a moment and try again.',
} as const;
