import type { LimitsResponse } from '@contract';
import { formatStake } from './break-text.ts';

/**
 * The bets tracker's warning about the monthly stake limit (GET /api/user/{userId}/limits), for a
 * bet about to be logged with `stake` (0 for the tab's standing notice). Null when there is no
 * limit or the stakes stay under it. The limit warns; it does not stop a bet being logged: Strix
 * takes no wagers, and a record the person cannot make would only be less true.
 */
export function stakeLimitWarning(
  limits: Pick<LimitsResponse, 'stakeLimit' | 'thisMonth'>,
  stake = 0,
): string | null {
  const limit = limits.stakeLimit.monthlyLimit;
  if (limit === null) return null;
  // Sums in cents: 0.1 + 0.2 must not read as over a 0.3 limit.
  const after = Math.round(limits.thisMonth.stakes * 100) + Math.round(stake * 100);
  const cap = Math.round(limit * 100);
  if (after < cap) return null;
  const total = formatStake(after / 100);
  if (stake === 0) {
    return `You have logged ${total} in stakes this month, reaching your monthly limit of ${formatStake(limit)}.`;
  }
  return after === cap
    ? `This bet brings your stakes this month to ${total}, your monthly limit.`
    : `This bet takes your stakes this month to ${total}, over your monthly limit of ${formatStake(limit)}.`;
}

/** From this share of the limit on, the tab says the stakes are near it. */
export const NEAR_LIMIT_SHARE = 0.8;

export interface StakeLimitStanding {
  limit: number;
  stakes: number;
  /** limit − stakes, never below 0. */
  remaining: number;
  /** stakes / limit, capped at 1 (for the bar). */
  share: number;
  level: 'under' | 'near' | 'reached';
}

/** This month's stakes against the limit, for the My bets tab; null without a limit. */
export function stakeLimitStanding(
  limits: Pick<LimitsResponse, 'stakeLimit' | 'thisMonth'>,
): StakeLimitStanding | null {
  const limit = limits.stakeLimit.monthlyLimit;
  if (limit === null) return null;
  // In cents, as the warning counts: the two must never disagree about "reached".
  const stakesCents = Math.round(limits.thisMonth.stakes * 100);
  const capCents = Math.round(limit * 100);
  const level =
    stakesCents >= capCents
      ? 'reached'
      : stakesCents >= capCents * NEAR_LIMIT_SHARE
        ? 'near'
        : 'under';
  return {
    limit,
    stakes: stakesCents / 100,
    remaining: Math.max(0, capCents - stakesCents) / 100,
    share: capCents === 0 ? 1 : Math.min(1, stakesCents / capCents),
    level,
  };
}
