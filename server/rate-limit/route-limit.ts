import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type RateLimits, rateLimitHeaders } from './limiter.ts';
import type { RateLimitName } from './rules.ts';

/** Whom a request counts against; undefined leaves it uncounted. */
export type RateLimitKey = (
  request: FastifyRequest,
  reply: FastifyReply,
) => string | undefined | Promise<string | undefined>;

export const byAddress: RateLimitKey = (request) => request.ip;

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
  return rateLimits(limits, [name, keyOf]);
}

/**
 * Several limits on one route (per account and per address), counted in one go so the headers
 * describe the tightest. Every key is worked out before anything is counted: a key that refuses
 * the request (401) leaves the other limits untouched.
 */
export function rateLimits(
  limits: RateLimits,
  ...rules: [RateLimitName, RateLimitKey][]
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const checks: [RateLimitName, string][] = [];
    for (const [name, keyOf] of rules) {
      const key = await keyOf(request, reply);
      if (key !== undefined) checks.push([name, key]);
    }
    if (checks.length === 0) return;
    const state = await limits.consume(...checks);
    reply.headers(rateLimitHeaders(state));
  };
}
