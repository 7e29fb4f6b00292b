import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type RateLimits, rateLimitHeaders } from './limiter.ts';
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
 * It runs before the body is read, so a refused request costs nothing more. Answers carry the
 * RateLimit-Limit, -Remaining and -Reset headers; a 429 also carries Retry-After.
 */
export function rateLimit(
  limits: RateLimits,
  name: RateLimitName,
  keyOf: RateLimitKey = byAddress,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = await keyOf(request, reply);
    if (key === undefined) return;
    const state = await limits.consume([name, key]);
    reply.headers(rateLimitHeaders(state));
  };
}
