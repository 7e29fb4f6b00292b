import { API_KEY_PREFIX } from '@contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { countKeyRequest, findKeyHolder, touchApiKey } from '../../db/queries/api-keys.ts';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { rateLimitHeaders } from '../../rate-limit/limiter.ts';
import { presentedKey } from '../auth/presented-key.ts';
import { hashToken } from '../auth/tokens.ts';
import { denialForKey, planAccess } from './access.ts';
import {
  formatUtcDay,
  nextUtcMidnight,
  secondsToUtcMidnight,
  secondsUntil,
  utcDay,
} from './dates.ts';
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

const MINUTE_MS = 60_000;
const MINUTE_REFUSAL =
  'This API key has made too many requests this minute. Wait for the Retry-After seconds and try again.';
/** Keys refused and remembered per instance; past it, the windows already over are dropped. */
const REMEMBERED_REFUSALS = 10_000;

/** A key refused for a window: the window (its UTC day, or its minute's start) and its end. */
interface Refusal {
  by: 'day' | 'minute';
  window: string;
  endsAt: number;
}

/**
 * The key's limits, declared after requireApiKey: the per-minute rate and the daily quota,
 * counted together in one atomic upsert that also feeds the usage Settings shows (one write a
 * request, on any number of instances). Answers carry RateLimit-Limit, -Remaining and -Reset for
 * whichever limit is closer, and RateLimit-Policy naming both. Once a key is refused, this
 * instance refuses it from memory for the rest of that window (the same day, or the same minute,
 * of the clock), so a client hammering past its limit costs no database write.
 */
export function meterApiKey(ctx: AppContext): onRequestAsyncHookHandler {
  const { perMinute, perDay } = ctx.config.apiLimits;
  const policy = `${perMinute};w=60, ${perDay};w=86400`;
  const refused = new Map<string, Refusal>();

  const refusal = ({ by, endsAt }: Refusal, now: Date): HttpError => {
    const resetS = secondsUntil(endsAt, now);
    const error =
      by === 'day'
        ? tooManyRequests(
            `This API key has used its ${perDay.toLocaleString('en-US')} requests for today. The quota starts again at 00:00 UTC.`,
            resetS,
          )
        : tooManyRequests(MINUTE_REFUSAL, resetS);
    Object.assign(error.headers, {
      'ratelimit-policy': policy,
      ...rateLimitHeaders({ limit: by === 'day' ? perDay : perMinute, remaining: 0, resetS }),
    });
    return error;
  };

  const remember = (keyId: string, refusalOf: Refusal, now: Date) => {
    if (refused.size >= REMEMBERED_REFUSALS) {
      for (const [id, r] of refused) if (r.endsAt <= now.getTime()) refused.delete(id);
      if (refused.size >= REMEMBERED_REFUSALS) refused.clear();
    }
    refused.set(keyId, refusalOf);
  };

  return async (request, reply) => {
    const key = request.apiKey;
    if (!key) throw new Error('meterApiKey runs after requireApiKey');
    reply.header('ratelimit-policy', policy);
    const now = ctx.clock.now();
    const day = utcDay(now);
    const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
    const minuteEnd = minuteStart + MINUTE_MS;
    const known = refused.get(key.keyId);
    if (known) {
      // Only in the very window it was refused for (a clock moved back finds it over).
      if (known.window === (known.by === 'day' ? day : String(minuteStart))) {
        throw refusal(known, now);
      }
      refused.delete(key.keyId);
    }
    const count = await countKeyRequest(
      ctx.db,
      { keyId: key.keyId, day, minuteStart: new Date(minuteStart) },
      { perDay, perMinute },
    );
    if (!count.counted) {
      const refusalOf: Refusal =
        count.refusedBy === 'day'
          ? { by: 'day', window: day, endsAt: nextUtcMidnight(now) }
          : { by: 'minute', window: String(minuteStart), endsAt: minuteEnd };
      remember(key.keyId, refusalOf, now);
      throw refusal(refusalOf, now);
    }
    const today = {
      limit: perDay,
      remaining: perDay - count.today,
      resetS: secondsToUtcMidnight(now),
    };
    const minute = {
      limit: perMinute,
      remaining: Math.max(0, perMinute - count.thisMinute),
      resetS: secondsUntil(minuteEnd, now),
    };
    reply.headers(rateLimitHeaders(today.remaining < minute.remaining ? today : minute));
  };
}
