import { API_KEY_PREFIX } from '@contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { countKeyRequest, findKeyHolder, touchApiKey } from '../../db/queries/api-keys.ts';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { rateLimitHeaders } from '../../rate-limit/limiter.ts';
import { presentedKey } from '../auth/presented-key.ts';
import { hashToken } from '../auth/tokens.ts';
import { denialForKey, planAccess } from './access.ts';
import { formatUtcDay, secondsToUtcMidnight, utcDay } from './dates.ts';
import { isApiKeyShaped } from './key-format.ts';
import { KEY_PARAMS } from './log-redaction.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 requests once their key is checked. */
    apiKey?: { keyId: string; userId: string; breakUntil: Date | null };
  }
}

const WWW_AUTHENTICATE = 'Bearer realm="Strix API"';

const unauthorizedKey = (message: string) =>
  new HttpError(401, message, { 'www-authenticate': WWW_AUTHENTICATE });

/**
 * The API's authentication, declared on every /api/v1 data route: the key must exist, not be
 * revoked, and belong to an account whose Premium plan is in force right now. It is read from
 * the database on every request, so revoking a key or the end of a plan takes effect at once on
 * every instance. A sign-in session is never accepted here, and a key is never accepted as one.
 */
export function requireApiKey(ctx: AppContext): onRequestAsyncHookHandler {
  // Refusals count per address: a client cycling through made-up keys is slowed to a stop
  // (a key cannot be guessed, 256 bits, but each try costs a database read).
  const refuse = async (request: FastifyRequest, message: string): Promise<never> => {
    await ctx.limits.consume(['apiKeyFailures', request.ip]);
    throw unauthorizedKey(message);
  };
  return async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && KEY_PARAMS.some((name) => name in query)) {
      throw badRequest(
        'Send the API key in the Authorization header (Bearer) or in X-API-Key, never in the address: addresses are kept in logs and browser histories.',
      );
    }
    const key = presentedKey(request);
    if (!key) {
      return refuse(
        request,
        'This API needs an API key, sent as "Authorization: Bearer <key>" or "X-API-Key: <key>". Premium subscribers create keys in Settings → API access.',
      );
    }
    if (!isApiKeyShaped(key)) {
      return refuse(
        request,
        `This is not a Strix API key: keys start with ${API_KEY_PREFIX}. Sign-in tokens do not work with the API.`,
      );
    }
    const keyHash = hashToken(key);
    const holder = await ctx.authCache.key(keyHash, () => findKeyHolder(ctx.db, keyHash));
    if (!holder) return refuse(request, 'This API key is not valid.');
    if (holder.revokedAt) {
      return refuse(
        request,
        `This API key was revoked on ${formatUtcDay(holder.revokedAt)}; create a new one in Settings → API access.`,
      );
    }
    const now = ctx.clock.now();
    const access = planAccess(holder, now);
    if (!access.ok) throw forbidden(denialForKey(access));
    request.apiKey = { keyId: holder.keyId, userId: holder.userId, breakUntil: holder.breakUntil };
    // "Last used" in Settings is to the minute: one write a minute per key, not one per request.
    if (!holder.lastUsedAt || now.getTime() - holder.lastUsedAt.getTime() >= 60_000) {
      await touchApiKey(ctx.db, { keyId: holder.keyId, keyHash }, now);
    }
  };
}

/**
 * The key's limits, declared after requireApiKey: a per-minute rate in the shared rate-limit
 * store (Redis or the database, like every other limit), then the daily quota, counted in the
 * same atomic upsert that feeds the usage Settings shows. Answers carry RateLimit-Limit,
 * -Remaining and -Reset for whichever limit is closer, and RateLimit-Policy naming both.
 */
export function meterApiKey(ctx: AppContext): onRequestAsyncHookHandler {
  const { perMinute, perDay } = ctx.config.apiLimits;
  const policy = `${perMinute};w=60, ${perDay};w=86400`;
  return async (request, reply) => {
    const key = request.apiKey;
    if (!key) throw new Error('meterApiKey runs after requireApiKey');
    reply.header('ratelimit-policy', policy);
    let minute: Awaited<ReturnType<AppContext['limits']['consume']>>;
    try {
      minute = await ctx.limits.consume(['apiKeyMinute', key.keyId]);
    } catch (error) {
      if (error instanceof HttpError) error.headers['ratelimit-policy'] = policy;
      throw error;
    }
    const now = ctx.clock.now();
    const used = await countKeyRequest(ctx.db, key.keyId, utcDay(now), perDay);
    const untilMidnight = secondsToUtcMidnight(now);
    if (used === null) {
      const error = tooManyRequests(
        `This API key has used its ${perDay.toLocaleString('en-US')} requests for today. The quota starts again at 00:00 UTC.`,
        untilMidnight,
      );
      Object.assign(error.headers, {
        'ratelimit-policy': policy,
        ...rateLimitHeaders({ limit: perDay, remaining: 0, resetS: untilMidnight }),
      });
      throw error;
    }
    const day = { limit: perDay, remaining: perDay - used, resetS: untilMidnight };
    reply.headers(rateLimitHeaders(day.remaining < minute.remaining ? day : minute));
  };
}
