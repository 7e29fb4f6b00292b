import { existsSync } from 'node:fs';
import { z } from 'zod';

/**
 * Sunday 2 February 2025, 08:00 UTC: the morning after football-data's Friday capture, so the
 * weekend's soccer (Arsenal v Manchester City kicks off that afternoon) has real prices and value
 * bets to show; the NBA season is in full swing and the Super Bowl is a week away. See
 * docs/data.md "Sports data".
 */
export const DEFAULT_AS_OF = '2025-02-02T08:00:00Z';

/**
 * The clock tests run on unless they set AS_OF: the one they were written against (Wed 15 Jan
 * 2025, before that weekend's prices), pinned here so moving the product's default moves no test.
 */
export const TEST_AS_OF = '2025-01-15T12:00:00Z';

/**
 * The live providers' own addresses: the defaults, and what an accelerated clock must not poll
 * unasked (checkAcceleratedClock, features/clock/live-clock.ts).
 */
export const PROVIDER_URLS = {
  oddsApi: 'https://api.the-odds-api.com',
  footballData: 'https://www.football-data.co.uk',
  nflverseGames: 'https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv',
} as const;

/** Whether `url` is on the same host as `real` (one of PROVIDER_URLS). */
export const isProviderHost = (url: string | undefined, real: string) =>
  url !== undefined && new URL(url).host === new URL(real).host;

/** Empty strings in the environment mean "not set", as in most deployment tools. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

/**
 * Fastify's trustProxy accepts true/false, a hop count or a list of addresses. We require it to be
 * set explicitly: trusting X-Forwarded-For from anyone would let clients pick their own IP and
 * dodge the rate limits.
 */
const TrustProxySchema = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part)))
    return list;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false, a hop count, or a comma-separated list of proxy addresses',
  });
  return z.NEVER;
});

const UrlSchema = z.url({ error: 'must be an absolute URL' });

const HttpUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http:// or https:// URL',
});

/**
 * RSS/Atom feed URLs, comma-separated ('off': none); the error names the entry that is not a URL.
 */
const FeedListSchema = z.string().transform((raw, ctx): string[] => {
  if (raw.trim().toLowerCase() === 'off') return [];
  const feeds = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const feed of feeds) {
    if (!HttpUrlSchema.safeParse(feed).success) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of absolute http(s) URLs; "${feed}" is not one`,
      });
      return z.NEVER;
    }
  }
  return [...new Set(feeds)];
});

/** Seconds between runs of a scheduled job: at least 1, at most a day. */
const JobPeriodSchema = z.coerce
  .number({ error: 'must be a whole number of seconds from 1 to 86400' })
  .int('must be a whole number of seconds from 1 to 86400')
  .min(1, 'must be a whole number of seconds from 1 to 86400')
  .max(86_400, 'must be a whole number of seconds from 1 to 86400');

/** Variables NODE_ENV=production refuses to start without, and why. */
const PRODUCTION_REQUIRED = [
  [
    'PUBLIC_URL',
    'must be set in production (mail links, share links and cookies are built from it)',
  ],
  [
    'DATABASE_URL',
    'must be set in production (several instances and pg_dump backups need PostgreSQL)',
  ],
  ['SMTP_URL', 'must be set in production (password-reset links are sent by mail)'],
] as const;

/** A TCP port; 0 lets the system pick one (tests). */
const PortSchema = z.coerce
  .number({ error: 'must be an integer between 0 and 65535' })
  .int('must be an integer between 0 and 65535')
  .min(0, 'must be an integer between 0 and 65535')
  .max(65535, 'must be an integer between 0 and 65535');

/** Long enough not to be guessed through the 401s; printable, as it travels in a header. */
const MetricsTokenSchema = z
  .string()
  .regex(
    /^[\x21-\x7e]{16,}$/,
    'must be at least 16 printable characters without spaces, e.g. from openssl rand -hex 32',
  );

const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
const IMAGE_API_VARIABLES = ['IMAGE_API_URL', 'IMAGE_API_KEY'] as const;

/** Stripe secret keys are `sk_…` (or restricted `rk_…`); webhook signing secrets are `whsec_…`. */
const StripeSecretKeySchema = z
  .string()
  .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)');
const StripeWebhookSecretSchema = z
  .string()
  .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)');

/** The variables checkAcceleratedClock reads, as ConfigSchema's fields parse them. */
interface ClockEnv {
  NODE_ENV: string;
  LIVE_DATA: string;
  LIVE_CLOCK_START?: string;
  LIVE_CLOCK_SPEED: number;
  LIVE_CLOCK_REAL_PROVIDERS?: 'allow';
  ODDS_API_KEY?: string;
  ODDS_API_URL: string;
}

/**
 * The accelerated clock is for playing a weekend against local stand-ins: a production server on
 * it would show invented times as now, and burn a real provider's credits.
 */
function checkAcceleratedClock(env: ClockEnv, ctx: z.RefinementCtx) {
  const clockSet = env.LIVE_CLOCK_START !== undefined || env.LIVE_CLOCK_SPEED !== 1;
  if (clockSet) {
    const name = env.LIVE_CLOCK_START !== undefined ? 'LIVE_CLOCK_START' : 'LIVE_CLOCK_SPEED';
    if (env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          'is refused in production: the accelerated clock is for development and tests (unset LIVE_CLOCK_START and LIVE_CLOCK_SPEED)',
      });
    } else if (env.LIVE_DATA !== 'on') {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'needs LIVE_DATA=on (the replay has its own clock: AS_OF and npm run replay)',
      });
    } else if (env.LIVE_CLOCK_START === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['LIVE_CLOCK_START'],
        message: 'must be set with LIVE_CLOCK_SPEED: the instant the accelerated clock starts from',
      });
    } else if (
      env.ODDS_API_KEY &&
      isProviderHost(env.ODDS_API_URL, PROVIDER_URLS.oddsApi) &&
      env.LIVE_CLOCK_REAL_PROVIDERS !== 'allow'
    ) {
      // Polls follow the clock: at ×600 a month's credits would go in about an hour.
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is refused against the real Odds API (${PROVIDER_URLS.oddsApi}) with ODDS_API_KEY set: polls follow the clock and would spend a month's credits in hours. Point ODDS_API_URL at a local stand-in (npm run weekend), unset ODDS_API_KEY, or set LIVE_CLOCK_REAL_PROVIDERS=allow`,
      });
    }
  }
}

export const ConfigSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
    PORT: withDefault(PortSchema, 3000),
    HOST: withDefault(z.string(), '0.0.0.0'),
    ANSWER_CONTRACTS: optional(z.enum(['check', 'off'])),
    PUBLIC_URL: optional(UrlSchema),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    DATA_DIR: withDefault(z.string().min(1), '.data'),
    LOG_LEVEL: withDefault(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      'info',
    ),
    TRUST_PROXY: withDefault(TrustProxySchema, 'false'),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: withDefault(z.string().min(3), 'Strix <no-reply@strix.local>'),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER: withDefault(UrlSchema, 'https://accounts.google.com'),
    SPORTS_DATA_DIR: optional(z.string()),
    AS_OF: withDefault(
      z
        .string()
        .refine(
          (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
          'must be an ISO date or date-time such as 2025-01-15T12:00:00Z',
        ),
      DEFAULT_AS_OF,
    ),
    NEWS_FEEDS: optional(FeedListSchema),
    EXCHANGE_COMMISSION: withDefault(
      z.coerce
        .number({ error: 'must be a fraction between 0 and 0.2, e.g. 0.02 for 2%' })
        .min(0, 'must be a fraction between 0 and 0.2, e.g. 0.02 for 2%')
        .max(0.2, 'must be a fraction between 0 and 0.2, e.g. 0.02 for 2%'),
      0.02,
    ),
    LLM_BASE_URL: optional(HttpUrlSchema),
    LLM_API_KEY: optional(z.string()),
    LLM_MODEL: optional(z.string()),
    LLM_TIMEOUT_MS: withDefault(
      z.coerce
        .number({ error: 'must be a positive integer (milliseconds)' })
        .int('must be a positive integer (milliseconds)')
        .positive('must be a positive integer (milliseconds)'),
      6000,
    ),
    IMAGE_API_URL: optional(HttpUrlSchema),
    IMAGE_API_KEY: optional(z.string()),
    IMAGE_API_MODEL: withDefault(z.string().min(1), 'dall-e-3'),
    IMAGE_API_TIMEOUT_MS: withDefault(
      z.coerce
        .number({ error: 'must be a positive integer (milliseconds)' })
        .int('must be a positive integer (milliseconds)')
        .positive('must be a positive integer (milliseconds)'),
      20000,
    ),
    STRIPE_SECRET_KEY: optional(StripeSecretKeySchema),
    STRIPE_WEBHOOK_SECRET: optional(StripeWebhookSecretSchema),
    STRIPE_API_BASE: optional(HttpUrlSchema),
    LIVE_DATA: withDefault(z.enum(['on', 'off'], { error: 'must be on or off' }), 'off'),
    LIVE_CLOCK_START: optional(
      z
        .string()
        .refine(
          (value) =>
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
            !Number.isNaN(Date.parse(value)),
          'must be an ISO instant with its zone, such as 2025-03-08T09:00:00Z',
        ),
    ),
    LIVE_CLOCK_SPEED: withDefault(
      z.coerce
        .number({ error: 'must be a number from 1 to 3600 (clock seconds per real second)' })
        .min(1, 'must be a number from 1 to 3600 (clock seconds per real second)')
        .max(3600, 'must be a number from 1 to 3600 (clock seconds per real second)'),
      1,
    ),
    LIVE_CLOCK_REAL_PROVIDERS: optional(
      z.enum(['allow'], { error: 'must be allow or unset (empty)' }),
    ),
    PRICE_STALE_AFTER_MINUTES: optional(
      z.coerce
        .number({ error: 'must be a positive number of minutes' })
        .positive('must be a positive number of minutes'),
    ),
    API_REQUESTS_PER_MINUTE: withDefault(
      z.coerce
        .number({ error: 'must be a whole number of requests' })
        .int('must be a whole number of requests')
        .positive('must be a whole number of requests'),
      '60',
    ),
    API_REQUESTS_PER_DAY: withDefault(
      z.coerce
        .number({ error: 'must be a whole number of requests' })
        .int('must be a whole number of requests')
        .positive('must be a whole number of requests'),
      '10000',
    ),
    ODDS_API_KEY: optional(z.string()),
    ODDS_API_URL: withDefault(HttpUrlSchema, PROVIDER_URLS.oddsApi),
    ODDS_API_REGIONS: withDefault(
      z
        .string()
        .regex(/^[a-z]{2}(,[a-z]{2})*$/, 'must be comma-separated regions such as uk,eu,us'),
      'uk,eu,us',
    ),
    ODDS_API_BOOKMAKERS: optional(
      z.string().regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'must be comma-separated bookmaker keys'),
    ),
    ODDS_API_MONTHLY_CREDITS: withDefault(
      z.coerce
        .number({ error: 'must be a positive integer' })
        .int('must be a positive integer')
        .positive('must be a positive integer'),
      20000,
    ),
    FOOTBALL_DATA_URL: withDefault(HttpUrlSchema, PROVIDER_URLS.footballData),
    NFLVERSE_GAMES_URL: withDefault(HttpUrlSchema, PROVIDER_URLS.nflverseGames),
    METRICS_TOKEN: optional(MetricsTokenSchema),
    METRICS_PORT: optional(PortSchema),
    METRICS_HOST: withDefault(z.string().min(1), '127.0.0.1'),
    SETTLEMENT_EVERY_SECONDS: withDefault(JobPeriodSchema, 60),
    HOUSEKEEPING_EVERY_SECONDS: withDefault(JobPeriodSchema, 3600),
    LIVE_REFRESH_EVERY_SECONDS: withDefault(JobPeriodSchema, 60),
    ALERTS_EVERY_SECONDS: withDefault(JobPeriodSchema, 300),
    MEDIA_SWEEP_EVERY_SECONDS: withDefault(JobPeriodSchema, 3600),
  })
  .superRefine((env, ctx) => {
    // What a production deployment cannot do without: mail links and cookies need the public
    // origin, a fleet (and pg_dump backups) needs PostgreSQL, and without mail nobody can reset
    // a password (production never hands the reset token back in the response).
    if (env.NODE_ENV === 'production') {
      for (const [name, why] of PRODUCTION_REQUIRED) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: why });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google credential',
      });
    }
    // A half-configured LLM would silently fall back to the drafts; say so at start-up instead.
    const llmSet = LLM_VARIABLES.filter((name) => env[name]);
    if (llmSet.length > 0 && llmSet.length < LLM_VARIABLES.length) {
      for (const name of LLM_VARIABLES.filter((name) => !env[name])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${llmSet.join(' and ')} (all of ${LLM_VARIABLES.join(', ')} or none)`,
        });
      }
    }
    // Half an image API would silently draw every avatar procedurally; say so at start-up.
    const imageSet = IMAGE_API_VARIABLES.filter((name) => env[name]);
    if (imageSet.length === 1) {
      const missing = IMAGE_API_VARIABLES.find((name) => !env[name])!;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `must be set together with ${imageSet[0]} (both of ${IMAGE_API_VARIABLES.join(', ')} or none)`,
      });
    }
    // Two listeners cannot share a port (0 picks a free one for each).
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: `must differ from PORT (${env.PORT}): it is a second listener`,
      });
    }
    checkAcceleratedClock(env, ctx);
    // Without the signing secret no payment would ever be fulfilled: refuse to start instead.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'must be set when STRIPE_SECRET_KEY is set (payments are fulfilled by the webhook)',
      });
    }
  })
  .transform((env) => {
    const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    return {
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      /**
       * Every answer held to its contract schema before it is sent (plugins/answer-contracts.ts):
       * on by default outside production; the benches turn it off to measure what production runs.
       */
      checkAnswers:
        (env.ANSWER_CONTRACTS ?? (env.NODE_ENV === 'production' ? 'off' : 'check')) === 'check',
      port: env.PORT,
      host: env.HOST,
      /** Origin the app is reached at; links in mail and OAuth redirects are built from it. */
      publicUrl: publicUrl.origin,
      /** Cookies get Secure and responses get HSTS only when the app is served over HTTPS. */
      https: publicUrl.protocol === 'https:',
      databaseUrl: env.DATABASE_URL,
      /** Shared rate-limit counters; unset: they live in the database. */
      redisUrl: env.REDIS_URL,
      dataDir: env.DATA_DIR,
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      /** Folder of the offline sports data mirror; by default ../shared/data when it exists. */
      sportsDataDir: resolveSportsDataDir(env.SPORTS_DATA_DIR),
      /**
       * The replay clock's starting point: matches after it are upcoming, their results hidden.
       * `npm run replay -- --to <date>` moves it forward (stored in the database).
       */
      asOf: new Date(env.AS_OF),
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
            }
          : undefined,
      /**
       * RSS/Atom feeds searched for team news: NEWS_FEEDS when set; unset, the default public
       * feeds in live mode ('defaults') and none offline. Empty: no news and no network.
       */
      newsFeeds:
        env.NEWS_FEEDS ?? (env.LIVE_DATA === 'on' ? ('defaults' as const) : ([] as string[])),
      /**
       * Betting exchanges' commission on winnings: their prices are compared, and value bets
       * worked out, net of it.
       */
      exchangeCommission: env.EXCHANGE_COMMISSION,
      /** OpenAI-compatible endpoint that rewords the templated narrative; unset: the drafts. */
      llm:
        env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
          ? {
              baseUrl: env.LLM_BASE_URL,
              apiKey: env.LLM_API_KEY,
              model: env.LLM_MODEL,
              timeoutMs: env.LLM_TIMEOUT_MS,
            }
          : undefined,
      /**
       * OpenAI-compatible images endpoint (POST {url}/images/generations) that draws avatars;
       * unset: the procedural generator, which needs no network.
       */
      imageApi:
        env.IMAGE_API_URL && env.IMAGE_API_KEY
          ? {
              baseUrl: env.IMAGE_API_URL,
              apiKey: env.IMAGE_API_KEY,
              model: env.IMAGE_API_MODEL,
              timeoutMs: env.IMAGE_API_TIMEOUT_MS,
            }
          : undefined,
      /**
       * Live providers replace the replay: the clock is the wall clock (or, in development, an
       * accelerated one) and scheduled jobs fetch fixtures, prices and results. Off (the
       * default): the offline mirror, replayed.
       */
      live:
        env.LIVE_DATA === 'on'
          ? {
              oddsApi: env.ODDS_API_KEY
                ? {
                    apiKey: env.ODDS_API_KEY,
                    baseUrl: env.ODDS_API_URL,
                    regions: env.ODDS_API_REGIONS.split(','),
                    bookmakers: env.ODDS_API_BOOKMAKERS?.split(','),
                    monthlyCredits: env.ODDS_API_MONTHLY_CREDITS,
                  }
                : undefined,
              footballDataUrl: env.FOOTBALL_DATA_URL,
              nflverseGamesUrl: env.NFLVERSE_GAMES_URL,
              /**
               * An accelerated clock (development and tests only): it reads `start` when the
               * server first runs with it and then runs `speed` times real time. Unset: the wall
               * clock. See docs/operations.md "Playing a live weekend locally".
               */
              clock: env.LIVE_CLOCK_START
                ? { start: new Date(env.LIVE_CLOCK_START), speed: env.LIVE_CLOCK_SPEED }
                : undefined,
            }
          : undefined,
      /**
       * A price older than this (at the clock) is shown but never makes a best price or a value
       * bet. Live polls refresh prices every 15 minutes near kick-off, so 6 hours means a feed
       * has failed. The mirror's pre-match prices are collected once, on the Friday before a
       * weekend game (the Monday game reads them three days later), so replay allows 4 days.
       */
      priceStaleAfterMs:
        (env.PRICE_STALE_AFTER_MINUTES ?? (env.LIVE_DATA === 'on' ? 6 * 60 : 4 * 24 * 60)) * 60_000,
      /**
       * What one API key may ask of /api/v1: requests per minute (counted in the shared rate-limit
       * store) and per UTC day (the quota, counted with the usage Settings shows).
       */
      apiLimits: { perMinute: env.API_REQUESTS_PER_MINUTE, perDay: env.API_REQUESTS_PER_DAY },
      /**
       * Prometheus metrics at /metrics: on the main port to requests bearing `token`, and/or on a
       * listener of their own at `host`:`port` (no token; keep it off the public network).
       * Neither set: not served (404).
       */
      metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
      /** How often each scheduled job runs (once per period across every instance). */
      jobs: {
        settlementEveryMs: env.SETTLEMENT_EVERY_SECONDS * 1000,
        housekeepingEveryMs: env.HOUSEKEEPING_EVERY_SECONDS * 1000,
        liveRefreshEveryMs: env.LIVE_REFRESH_EVERY_SECONDS * 1000,
        alertsEveryMs: env.ALERTS_EVERY_SECONDS * 1000,
        mediaSweepEveryMs: env.MEDIA_SWEEP_EVERY_SECONDS * 1000,
      },
      payments: {
        /** Stripe secret key; unset: the built-in test-mode checkout (none in production). */
        stripeSecretKey: env.STRIPE_SECRET_KEY,
        /** Verifies the Stripe-Signature of webhook deliveries; unset: the webhook refuses all. */
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        /** Another Stripe API origin (tests, stripe-mock); unset: api.stripe.com. */
        stripeApiBase: env.STRIPE_API_BASE,
      },
    };
  });

export type Config = z.output<typeof ConfigSchema>;

const DEFAULT_SPORTS_DATA_DIR = '../shared/data';

function resolveSportsDataDir(value: string | undefined): string | undefined {
  if (value === 'off') return undefined;
  if (value !== undefined) return value;
  return existsSync(DEFAULT_SPORTS_DATA_DIR) ? DEFAULT_SPORTS_DATA_DIR : undefined;
}

export class ConfigError extends Error {}

/** Never echoed back in a start-up error: a mistyped secret is still a secret. */
const SECRET_VARIABLES = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'IMAGE_API_KEY',
  // Connection strings carry passwords.
  'DATABASE_URL',
  'REDIS_URL',
  'ODDS_API_KEY',
  'METRICS_TOKEN',
]);

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got =
      env[name] === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${env[name]}")`;
    return `  ${name} ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A configuration for tests: production-like defaults, overridable per test. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AS_OF: TEST_AS_OF,
    // Tests never read the public news feeds live mode reads by default: one that wants news
    // serves a feed and names it (or unsets this to see the defaults chosen).
    NEWS_FEEDS: 'off',
    ...overrides,
  });
}
