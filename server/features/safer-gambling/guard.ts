import { type AdvancedLock, BLOCKABLE_SECTIONS } from '@contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/http-error.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { authenticate, type RequestAuth } from '../auth/request-auth.ts';
import { advancedLockFor } from '../usage/advanced-access.ts';
import { apiHiddenMessage, betsHiddenMessage, oddsHiddenMessage } from './break-text.ts';

/**
 * Enforcement of a break on every answer that shows betting content. What is hidden: prices,
 * line movement, value bets, the screener's prices and bet tracking; what stays: the predictions
 * (probabilities), which a signed-out visitor sees too. Hiding them from a person on a break would
 * only send them to a signed-out window to see the same thing, while the prices, value bets and
 * bet tracking, the parts that invite a bet, are kept from signed-out visitors as well.
 */

/** The break a signed-in viewer's session carries, if it is in force at `now`. */
function breakOf(viewer: RequestAuth | undefined, now: Date) {
  const { breakKind, breakStartedAt, breakUntil } = viewer?.storedBreak ?? {};
  if (!breakKind || !breakUntil || breakUntil.getTime() <= now.getTime()) return undefined;
  return { kind: breakKind, startedAt: breakStartedAt ?? breakUntil, until: breakUntil };
}

/**
 * The lock a break puts on a match page or a search answer, or null without a break. The break
 * comes with the session (read with it, and cleared with it when a break starts: db/auth-cache.ts).
 */
export function breakLockFor(
  ctx: AppContext,
  viewer: RequestAuth | undefined,
  timeZone?: string,
): AdvancedLock {
  const found = breakOf(viewer, ctx.clock.now());
  if (!found) return null;
  return {
    sections: [...BLOCKABLE_SECTIONS],
    reason: 'break',
    message: oddsHiddenMessage(found.until, timeZone),
    until: found.until.toISOString(),
  };
}

/** A viewer's lock on Advanced Analytics: a break first (it says why), then the plan's rule. */
export async function viewerLockFor(
  ctx: AppContext,
  viewer: RequestAuth | undefined,
  timeZone?: string,
): Promise<AdvancedLock> {
  return breakLockFor(ctx, viewer, timeZone) ?? advancedLockFor(ctx, viewer?.user);
}

/**
 * For bet tracking (GET/POST /api/user/{userId}/bets and the rest): declare it as the route's
 * preHandler, after its own authentication, and a signed-in person on a break gets a 403 with
 * 'Bet tracking is hidden during your break, until …'. Signed-out requests pass through to the
 * route's own 401.
 */
export function refuseDuringBreak(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(ctx, request, reply);
    if (!auth) return;
    const found = breakOf(auth, ctx.clock.now());
    if (found) {
      throw forbidden(betsHiddenMessage(found.until, viewerTimeZone(request)));
    }
  };
}

/**
 * For /api/v1 routes serving prices or value bets: declared after the key's authentication
 * (`requireApiKey`), a key whose owner is on a break gets a 403 saying so. The owner's own
 * programs are theirs to stop; serving them prices would undo the break.
 */
export function refuseKeyDuringBreak(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const key = request.apiKey;
    if (!key) throw new Error('refuseKeyDuringBreak runs after requireApiKey');
    const until = keyBreakUntil(ctx, key.breakUntil);
    if (until) throw forbidden(apiHiddenMessage(until));
  };
}

/** Whether the key's owner is on a break (for answers that drop a field rather than refuse). */
export function keyOwnerOnBreak(ctx: AppContext, request: FastifyRequest): boolean {
  return keyBreakUntil(ctx, request.apiKey?.breakUntil ?? null) !== undefined;
}

/** The end of the key owner's break (read with the key), if it is in force. */
function keyBreakUntil(ctx: AppContext, breakUntil: Date | null): Date | undefined {
  return breakUntil && breakUntil.getTime() > ctx.clock.now().getTime() ? breakUntil : undefined;
}
