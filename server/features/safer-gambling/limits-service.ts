import type {
  ActivityResponse,
  BettingBreak,
  LimitsResponse,
  StakeLimitRequest,
  TakeBreakRequest,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type BettingLimitsRow,
  breakInForce,
  lengthenBreak,
  readBettingLimits,
  recordHeartbeat,
  secondsSpent,
  stakesBetween,
  updateStakeLimit,
} from '../../db/queries/betting-limits.ts';
import { conflict } from '../../lib/http-error.ts';
import { betClock } from '../bets/bet-service.ts';
import { breakEnd } from './break-periods.ts';
import { cannotShortenMessage, oddsHiddenMessage } from './break-text.ts';
import { isoDay, utcMonth } from './month.ts';

/**
 * The break in force at `now`, from the person's stored row (read once for the whole answer).
 * Breaks run on the wall clock (ctx.clock), never on the replay clock: a break is a promise to
 * a person about their own days, and the replay clock can jump weeks ahead (or sit still for
 * months) when the data is replayed, which would end a self-exclusion early or never.
 */
function breakIn(
  row: BettingLimitsRow | undefined,
  now: Date,
  timeZone?: string,
): BettingBreak | null {
  if (!row?.breakKind || !row.breakUntil || row.breakUntil.getTime() <= now.getTime()) return null;
  return {
    kind: row.breakKind,
    startedAt: (row.breakStartedAt ?? row.breakUntil).toISOString(),
    until: row.breakUntil.toISOString(),
    message: oddsHiddenMessage(row.breakUntil, timeZone),
  };
}

/** Starts or lengthens a break; a request that would end sooner is refused (409) and changes nothing. */
export async function takeBreak(
  ctx: AppContext,
  userId: string,
  request: TakeBreakRequest,
  timeZone?: string,
): Promise<LimitsResponse> {
  const now = ctx.clock.now();
  const until = breakEnd(now, request.period);
  const changed = await lengthenBreak(ctx.db, userId, { kind: request.kind, until }, now);
  if (!changed) {
    const inForce = await breakInForce(ctx.db, userId, now);
    throw conflict(cannotShortenMessage(inForce?.until ?? until, request.period, timeZone));
  }
  return getLimits(ctx, userId, timeZone);
}

const HOLD_MS = 24 * 3_600_000;

/** The stake limit in force at `now`, a waiting change folded in once its 24 hours are over. */
export function effectiveStakeLimit(
  row: BettingLimitsRow | undefined,
  now: Date,
): { cents: number | null; pending: { cents: number | null; from: Date } | null } {
  if (!row) return { cents: null, pending: null };
  const from = row.stakeLimitPendingFrom;
  if (from && from.getTime() <= now.getTime()) {
    return { cents: row.stakeLimitPendingCents, pending: null };
  }
  return {
    cents: row.monthlyStakeLimitCents,
    pending: from ? { cents: row.stakeLimitPendingCents, from } : null,
  };
}

/**
 * A lower limit (or a first one) counts at once; a higher one, or none, only after 24 hours, as
 * UK operators must do it (a limit is a decision made calmly; lifting it should not be one made
 * in the moment). Asking for the limit in force again cancels a waiting raise.
 */
export function nextStakeLimit(
  row: BettingLimitsRow | undefined,
  wantedCents: number | null,
  now: Date,
): Pick<
  BettingLimitsRow,
  'monthlyStakeLimitCents' | 'stakeLimitPendingCents' | 'stakeLimitPendingFrom'
> {
  const { cents } = effectiveStakeLimit(row, now);
  const tighter = wantedCents !== null && (cents === null || wantedCents <= cents);
  if (tighter) {
    return {
      monthlyStakeLimitCents: wantedCents,
      stakeLimitPendingCents: null,
      stakeLimitPendingFrom: null,
    };
  }
  if (cents === null) {
    // No limit and none wanted: nothing to wait for.
    return {
      monthlyStakeLimitCents: null,
      stakeLimitPendingCents: null,
      stakeLimitPendingFrom: null,
    };
  }
  return {
    monthlyStakeLimitCents: cents,
    stakeLimitPendingCents: wantedCents,
    stakeLimitPendingFrom: new Date(now.getTime() + HOLD_MS),
  };
}

export async function setStakeLimit(
  ctx: AppContext,
  userId: string,
  request: StakeLimitRequest,
  timeZone?: string,
): Promise<LimitsResponse> {
  const now = ctx.clock.now();
  const wanted = request.monthlyLimit === null ? null : Math.round(request.monthlyLimit * 100);
  await updateStakeLimit(ctx.db, userId, now, (row) => nextStakeLimit(row, wanted, now));
  return getLimits(ctx, userId, timeZone);
}

const fromCents = (cents: number) => cents / 100;

/**
 * The Settings card and the bets tab's warning: the break, the stake limit, and this month's
 * stakes (bets taken in the bets clock's month up to that clock, the replayed one offline: the
 * bets the bets tab lists) and time spent (real UTC days: time is spent in real time whatever
 * month the data shows).
 */
export async function getLimits(
  ctx: AppContext,
  userId: string,
  timeZone?: string,
): Promise<LimitsResponse> {
  const now = ctx.clock.now();
  const asOf = await betClock(ctx);
  const stakesMonth = utcMonth(asOf);
  const timeMonth = utcMonth(now);
  const [row, stakes, seconds] = await Promise.all([
    readBettingLimits(ctx.db, userId),
    stakesBetween(ctx.db, userId, stakesMonth.start, asOf),
    secondsSpent(ctx.db, userId, isoDay(timeMonth.start), isoDay(timeMonth.end)),
  ]);
  const limit = effectiveStakeLimit(row, now);
  return {
    break: breakIn(row, now, timeZone),
    stakeLimit: {
      monthlyLimit: limit.cents === null ? null : fromCents(limit.cents),
      pending: limit.pending
        ? {
            monthlyLimit: limit.pending.cents === null ? null : fromCents(limit.pending.cents),
            from: limit.pending.from.toISOString(),
          }
        : null,
    },
    thisMonth: {
      stakesMonth: stakesMonth.label,
      stakes: fromCents(stakes.cents),
      bets: stakes.count,
      remaining: limit.cents === null ? null : fromCents(Math.max(0, limit.cents - stakes.cents)),
      limitReached: limit.cents !== null && stakes.cents >= limit.cents,
      timeMonth: timeMonth.label,
      timeSpentSeconds: seconds,
    },
  };
}

/** Longest gap between two heartbeats that still counts as one visit (the web beats each minute). */
export const HEARTBEAT_CAP_SECONDS = 120;

export async function recordActivity(ctx: AppContext, userId: string): Promise<ActivityResponse> {
  const { added, total } = await recordHeartbeat(
    ctx.db,
    userId,
    ctx.clock.now(),
    HEARTBEAT_CAP_SECONDS,
  );
  return { addedSeconds: added, todaySeconds: total };
}
