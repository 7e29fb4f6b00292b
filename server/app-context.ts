import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Mailer } from './data/mail/mailer.ts';
import type { AuthCache } from './db/auth-cache.ts';
import type { Database, Db } from './db/client.ts';
import type { Metrics } from './features/metrics/registry.ts';
import type { Clock } from './lib/clock.ts';
import type { MediaStore } from './lib/media.ts';
import type { RateLimits } from './rate-limit/limiter.ts';

/** Everything a service needs from the outside world, built once at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Uploaded and rendered images (profile pictures, avatars, share images). */
  media: MediaStore;
  /** This process among the fleet's instances (host, pid and a random part), as job runs record it. */
  instanceId: string;
  /** Every rate limit, counted in Redis or the database so all instances share one count. */
  limits: RateLimits;
  /** This instance's Prometheus metrics (served at /metrics, see features/metrics). */
  metrics: Metrics;
  /** Sessions and API keys as this instance last read them, kept true by the database's announcements. */
  authCache: AuthCache;
  /**
   * Live: the step answers are made at (sports-state.ts `servedStep`): the clock's own step once
   * its models are fitted, the step before meanwhile. Absent, the clock's own step.
   */
  servedStep?: (step: Date, stepMs: number) => Date;
}
