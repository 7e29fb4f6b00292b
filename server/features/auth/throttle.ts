import { AUTH_MESSAGES } from '@contract';
import type { Db } from '../../db/client.ts';
import { clearThrottle, findBlockedUntil, recordThrottleEvent } from '../../db/queries/throttle.ts';
import { tooManyRequests } from '../../lib/http-error.ts';

export interface ThrottleRule {
  /** Events in the window that trigger the block. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MINUTE = 60_000;

/**
 * Login counts failures only; register and forgot-password count every attempt. An account key
 * stops password guessing spread over many addresses; an address key stops one client spraying
 * many accounts. The address limits are looser because offices and mobile carriers share IPs.
 */
export const THROTTLE_RULES = {
  loginAccount: { limit: 10, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
  loginIp: { limit: 30, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
  registerIp: { limit: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  // Registration answers 409 for a taken email; this caps how fast that can be used to probe.
  registerAccount: { limit: 5, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  forgotAccount: { limit: 5, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  forgotIp: { limit: 20, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
} satisfies Record<string, ThrottleRule>;

export type ThrottleCheck = { key: string; rule: ThrottleRule };

/** Throws a 429 when any of the keys is blocked right now. */
export async function assertNotThrottled(db: Db, checks: ThrottleCheck[], now: Date) {
  const until = await findBlockedUntil(
    db,
    checks.map((check) => check.key),
    now,
  );
  if (until)
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, (until.getTime() - now.getTime()) / 1000);
}

export async function recordAttempt(db: Db, checks: ThrottleCheck[], now: Date) {
  for (const check of checks) await recordThrottleEvent(db, check.key, check.rule, now);
}

export const forgetAttempts = (db: Db, checks: ThrottleCheck[]) =>
  clearThrottle(
    db,
    checks.map((check) => check.key),
  );
