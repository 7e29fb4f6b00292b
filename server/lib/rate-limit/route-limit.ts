import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RateLimits } from './limiter.ts';
import type { RateLimitName } from './rules.ts';

/** Whom a request counts against; undefined leaves it uncounted. */
export type RateLimitKey = (
  request: FastifyRequest,
  reply: FastifyReply,
) => string | undefined | Promise<string | undefined>;

const byAddress: RateLimitKey = (request) => request.ip;

/**
 * A route's limit, declared where the route is registered:
 * `app.get(path, { onRequest: [rateLimit(ctx.limits, 'matchData')] }, handler)`.
 * It runs before the body is read, so a refused request costs nothing more.
 */
export function rateLimit(
  limits: RateLimits,
  name: RateLimitName,
  keyOf: RateLimitKey = byAddress,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = await keyOf(request, reply);
    if (key !== undefined) await limits.consume([name, key]);
  };
}
