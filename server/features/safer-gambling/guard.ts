import { type AdvancedLock, BLOCKABLE_SECTIONS } from '@contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { breakInForce } from '../../db/queries/betting-limits.ts';
import { forbidden } from '../../lib/http-error.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { authenticate } from '../auth/request-auth.ts';
import { advancedLockFor } from '../usage/advanced-access.ts';
import { apiHiddenMessage, betsHiddenMessage, oddsHiddenMessage } from './break-text.ts';

/**
 * Enforcement of a break on every answer that shows betting content. What is hidden: prices,
 * line movement, value bets, the screener's prices and bet tracking; what stays: the predictions
 * (probabilities), which a signed-out visitor sees too. Hiding them from a person on a break would
 * only send them to a signed-out window to see the same thing, while the prices, value bets and
 * bet tracking, the parts that invite a bet, are kept from signed-out visitors as well.
 */

/** The lock a break puts on a match page or a search answer, or null without a break. */
export async function breakLockFor(
  ctx: AppContext,
  userId: string | undefined,
  timeZone?: string,
): Promise<AdvancedLock> {
  if (!userId) return null;
  const found = await breakInForce(ctx.db, userId, ctx.clock.now());
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
  userId: string | undefined,
  timeZone?: string,
): Promise<AdvancedLock> {
  return (await breakLockFor(ctx, userId, timeZone)) ?? advancedLockFor(ctx, userId);
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
    const found = await breakInForce(ctx.db, auth.user.id, ctx.clock.now());
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
    const owner = request.apiKey?.userId;
    if (!owner) throw new Error('refuseKeyDuringBreak runs after requireApiKey');
    const found = await breakInForce(ctx.db, owner, ctx.clock.now());
    if (found) throw forbidden(apiHiddenMessage(found.until));
  };
}

/** Whether the key's owner is on a break (for answers that drop a field rather than refuse). */
export async function keyOwnerOnBreak(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const owner = request.apiKey?.userId;
  return owner ? Boolean(await breakInForce(ctx.db, owner, ctx.clock.now())) : false;
}
