import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type IRateLimiterStoreOptions,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { rateLimitStore } from '../db/queries/rate-limits.ts';
import { tooManyRequests } from '../lib/http-error.ts';
import { RATE_LIMIT_RULES, type RateLimitName, type RateLimitRule } from './rules.ts';

/** Counts attempts against the limits in rules.ts; one store shared by every app instance. */
export interface RateLimits {
  /** 'redis' with REDIS_URL, else the database (PostgreSQL or the embedded PGlite). */
  readonly store: 'redis' | 'database';
  /**
   * Counts one attempt under every rule given, then throws a 429 if any of them is over its
   * limit. The count comes first and is atomic in the store, so a burst of parallel requests can
   * never get more than the limit through, on one instance or many.
   */
  consume(...checks: [RateLimitName, string][]): Promise<RateLimitState>;
  /** Gives back an attempt counted by consume (a sign-in that turned out right is no failure). */
  refund(...checks: [RateLimitName, string][]): Promise<void>;
  /**
   * Deletes the counters of these keys under every rule (a deleted account's id and email), in
   * whichever store holds them, so no counter keeps them.
   */
  forget(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Where a client stands under its tightest limit, for the RateLimit-* headers. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window (or block) ends. */
  resetS: number;
}

const stateOf = (rule: RateLimitRule, res: RateLimiterRes): RateLimitState => ({
  limit: rule.points,
  remaining: res.remainingPoints,
  resetS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** The IETF draft's fields (RateLimit-Limit, -Remaining, -Reset), as most APIs send them. */
export const rateLimitHeaders = (state: RateLimitState): Record<string, string> => ({
  'ratelimit-limit': String(state.limit),
  'ratelimit-remaining': String(state.remaining),
  'ratelimit-reset': String(state.resetS),
});

export interface RateLimitOptions {
  database: Pick<Database, 'db' | 'pool'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  redisUrl?: string;
  /** Prefix of every key: tests on one shared Redis keep their counters apart with it. */
  namespace?: string;
}

type Limiter = RateLimiterDrizzle | RateLimiterPostgres | RateLimiterRedis;

export async function createRateLimits(options: RateLimitOptions): Promise<RateLimits> {
  const namespace = options.namespace ?? 'strix';
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, options.log) : undefined;
  const limiters = new Map<RateLimitName, Limiter>();
  const rules: Record<RateLimitName, RateLimitRule> = RATE_LIMIT_RULES;
  const ruleOf = (name: RateLimitName): RateLimitRule => rules[name];
  const store = rateLimitStore(options.database);
  // Ended windows are purged by the hourly housekeeping job (under its lock), not by a timer in
  // every limiter of every instance.
  const databaseLimiter = (common: IRateLimiterStoreOptions): Limiter =>
    store.kind === 'postgres'
      ? new RateLimiterPostgres({
          ...common,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: store.tableName,
          // Created by the committed migrations.
          tableCreated: true,
          clearExpiredByTimeout: false,
        })
      : new RateLimiterDrizzle({
          ...common,
          storeClient: store.db,
          schema: store.schema,
          clearExpiredByTimeout: false,
        });

  const limiterFor = (name: RateLimitName): Limiter => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const rule = ruleOf(name);
      const common: IRateLimiterStoreOptions = {
        storeClient: undefined,
        keyPrefix: `${namespace}:${name}`,
        points: rule.points,
        duration: rule.durationS,
        blockDuration: rule.blockS ?? 0,
        // Once the store says a key is over, this instance refuses it from memory until the
        // window ends, so a client hammering an endpoint costs no store round trip.
        inMemoryBlockOnConsumed: rule.points + 1,
      };
      limiter = redis
        ? new RateLimiterRedis({
            ...common,
            storeClient: redis,
            // A Redis outage must not turn every request into an error: each instance keeps
            // counting in memory until Redis is back.
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory({
              keyPrefix: common.keyPrefix,
              points: rule.points,
              duration: rule.durationS,
              blockDuration: rule.blockS ?? 0,
            }),
          })
        : databaseLimiter(common);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    store: redis ? 'redis' : 'database',
    async consume(...checks) {
      const results = await Promise.allSettled(
        checks.map(([name, key]) => limiterFor(name).consume(key)),
      );
      let tightest: RateLimitState | undefined;
      let refused: { name: RateLimitName; waitMs: number; state: RateLimitState } | undefined;
      results.forEach((result, i) => {
        const name = checks[i]![0];
        // The store failing is a server problem, not the client's: it surfaces as such.
        if (result.status === 'rejected' && !(result.reason instanceof RateLimiterRes)) {
          throw result.reason;
        }
        const res: RateLimiterRes = result.status === 'fulfilled' ? result.value : result.reason;
        const state = stateOf(ruleOf(name), res);
        if (!tightest || state.remaining < tightest.remaining) tightest = state;
        if (result.status === 'rejected' && (!refused || res.msBeforeNext > refused.waitMs)) {
          refused = { name, waitMs: res.msBeforeNext, state };
        }
      });
      if (refused) {
        const error = tooManyRequests(ruleOf(refused.name).message, refused.waitMs / 1000);
        Object.assign(error.headers, rateLimitHeaders(refused.state));
        throw error;
      }
      return tightest!;
    },
    async refund(...checks) {
      await Promise.all(checks.map(([name, key]) => limiterFor(name).reward(key, 1)));
    },
    async forget(...keys) {
      const names = Object.keys(rules) as RateLimitName[];
      await Promise.all(names.flatMap((name) => keys.map((key) => limiterFor(name).delete(key))));
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/** How long start-up waits for Redis before serving with per-instance counts meanwhile. */
const REDIS_CONNECT_WAIT_MS = 3000;

async function connectRedis(url: string, log: RateLimitOptions['log']) {
  // No offline queue: while Redis is unreachable a limit falls back to memory at once rather
  // than waiting for a reconnect (rate-limiter-flexible's advice for ioredis).
  const client = new Redis(url, { enableOfflineQueue: false });
  let healthy = true;
  client.on('ready', () => {
    if (!healthy) log.info('Redis is back: rate limits are shared again');
    healthy = true;
  });
  client.on('error', (error: Error) => {
    // ioredis reconnects on its own and reports every failed try; say it once per outage.
    if (healthy) log.warn({ err: error }, 'Redis unreachable: rate limits count per instance');
    healthy = false;
  });
  // Serving before Redis answers would count each instance's first requests apart.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}
