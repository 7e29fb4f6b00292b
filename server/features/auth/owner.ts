import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/http-error.ts';
import { requireUser } from './request-auth.ts';

export type UserParams = { userId: string };

/**
 * The one owner check of every /api/user/{userId}/… route: 401 signed out (requireUser never
 * takes an API key), 403 for anyone else's id, before anything about the account is looked at.
 * Each area words its own 403 (`notYours`), so the sentence names what was refused.
 * Resolves to the signed-in owner's id, in its stored case.
 */
export async function requireOwner(
  ctx: AppContext,
  request: FastifyRequest<{ Params: UserParams }>,
  reply: FastifyReply,
  notYours: string,
): Promise<string> {
  const { user } = await requireUser(ctx, request, reply);
  if (request.params.userId.toLowerCase() !== user.id.toLowerCase()) {
    throw forbidden(notYours);
  }
  return user.id;
}
