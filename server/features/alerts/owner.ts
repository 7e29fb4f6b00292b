import { ALERT_MESSAGES } from '@contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/http-error.ts';
import { requireUser } from '../auth/request-auth.ts';

export type UserParams = { userId: string };

/**
 * Every /api/user/{userId}/… call is the owner's alone: 401 signed out, 403 for anyone else,
 * before anything about the account is looked at (as the avatar and profile routes do).
 */
export async function requireOwner(
  ctx: AppContext,
  request: FastifyRequest<{ Params: UserParams }>,
  reply: FastifyReply,
): Promise<string> {
  const { user } = await requireUser(ctx, request, reply);
  if (request.params.userId.toLowerCase() !== user.id.toLowerCase()) {
    throw forbidden(ALERT_MESSAGES.notYours);
  }
  return user.id;
}
