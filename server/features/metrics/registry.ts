import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/** The steps of a search that `strix_search_phase_seconds` times (see search-service.ts). */
export type SearchPhase = 'interpretation' | 'fit' | 'database' | 'news' | 'rewrite';

/** The outside services Strix calls, as `strix_provider_*` names them. */
export type ProviderName = 'odds-api' | 'football-data' | 'nflverse' | 'news' | 'llm' | 'images';

/** What a scheduled job's run came to (`busy`: another run still held the job's lock). */
export type JobOutcome = 'ok' | 'busy' | 'failed';

/** Every metric one app instance keeps, in its own registry. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  searchPhase: Histogram<'phase'>;
  checkoutSessions: Counter<'kind' | 'outcome'>;
  webhookDeliveries: Counter<'outcome'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  jobLastSuccess: Gauge<'job'>;
  providerRequests: Counter<'provider' | 'outcome'>;
  providerDuration: Histogram<'provider'>;
  providerCredits: Gauge<'provider'>;
  mediaFilesRemoved: Counter<'kind'>;
}

export interface MetricsOptions {
  /** Its connection pool is reported when it has one (PostgreSQL). */
  database?: Pick<Database, 'pool'>;
  /**
   * prom-client's process metrics (CPU, memory, event loop lag, GC). Only worth their cost (an
   * event-loop monitor and a GC observer that live as long as the process) when someone can
   * read them, so the app asks for them only when /metrics is served.
   */
  processMetrics?: boolean;
}

/**
 * A fresh registry with every Strix metric. One per app, never prom-client's global registry:
 * tests build many apps in one process, and each must count only its own requests.
 */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const pool = options.database?.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge(
      'strix_db_pool_connections',
      'PostgreSQL connections the pool holds open (busy and idle).',
      () => pool.totalCount,
    );
    poolGauge(
      'strix_db_pool_idle_connections',
      'PostgreSQL connections open and idle in the pool.',
      () => pool.idleCount,
    );
    poolGauge(
      'strix_db_pool_waiting_queries',
      'Queries waiting for a pooled PostgreSQL connection.',
      () => pool.waitingCount,
    );
    poolGauge(
      'strix_db_pool_max_connections',
      'Most PostgreSQL connections the pool may open.',
      () => pool.options.max ?? 10,
    );
  }

  return {
    registry,
    httpRequests: new Counter({
      name: 'strix_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'strix_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    searchPhase: new Histogram({
      name: 'strix_search_phase_seconds',
      help: 'Time a search spends in each phase: interpretation, fit, database, news, rewrite.',
      labelNames: ['phase'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    checkoutSessions: new Counter({
      name: 'strix_checkout_sessions_total',
      help: 'Checkouts started, by kind (subscription, credits) and outcome.',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'strix_payment_webhooks_total',
      help: 'Payment provider webhook deliveries, by what they did.',
      labelNames: ['outcome'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'strix_job_runs_total',
      help: 'Scheduled job runs on this instance, by job and outcome (ok, busy, failed).',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'strix_job_duration_seconds',
      help: 'How long scheduled job runs took (runs that did work: ok or failed).',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300],
      registers,
    }),
    jobLastSuccess: new Gauge({
      name: 'strix_job_last_success_timestamp_seconds',
      help: 'When a job last finished without failing on this instance (Unix seconds).',
      labelNames: ['job'],
      registers,
    }),
    providerRequests: new Counter({
      name: 'strix_provider_requests_total',
      help: 'HTTP requests to outside providers, by provider and outcome.',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    providerDuration: new Histogram({
      name: 'strix_provider_request_duration_seconds',
      help: 'Time until a provider answered (its headers) or the request failed, by provider.',
      labelNames: ['provider'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
      registers,
    }),
    // Labelled so it stays absent until a provider has said: unlabelled, it would read 0.
    providerCredits: new Gauge({
      name: 'strix_provider_credits_remaining',
      help: 'Credits a metered provider (The Odds API) reported left on its last answer.',
      labelNames: ['provider'],
      registers,
    }),
    mediaFilesRemoved: new Counter({
      name: 'strix_media_files_removed_total',
      help: 'Stored images the orphan sweep removed (no row pointed to them), by kind.',
      labelNames: ['kind'],
      registers,
    }),
  };
}
