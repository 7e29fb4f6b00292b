import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config/config.ts';
import { logMailer, type Mailer, smtpMailer } from './data/mail/mailer.ts';
import { startAuthCache } from './db/auth-cache.ts';
import type { Database } from './db/client.ts';
import { accountDeletionRoutes } from './features/account-deletion/routes.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { serializeRequest } from './features/api-keys/log-redaction.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { apiV1Routes } from './features/api-v1/plugin.ts';
import { homeFirstScreen } from './features/auth/home-first-screen.ts';
import { authRoutes } from './features/auth/routes.ts';
import { avatarRoutes } from './features/avatars/routes.ts';
import { betRoutes } from './features/bets/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { openAcceleratedClock } from './features/clock/live-clock.ts';
import { communityRoutes } from './features/community/routes.ts';
import { dataExportRoutes } from './features/data-export/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { liveProviders } from './features/live/providers.ts';
import { matchFirstScreen } from './features/match/match-first-screen.ts';
import { matchRoutes } from './features/match/routes.ts';
import { registerMetricsListener } from './features/metrics/listener.ts';
import { createMetrics } from './features/metrics/registry.ts';
import { registerRequestMetrics } from './features/metrics/request-metrics.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { leagueFirstScreen } from './features/outlooks/league-first-screen.ts';
import { outlookRoutes } from './features/outlooks/routes.ts';
import { preferenceRoutes } from './features/preferences/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { createBacktestRunner } from './features/record/backtest-service.ts';
import { recordRoutes } from './features/record/routes.ts';
import { refuseDuringBreak } from './features/safer-gambling/guard.ts';
import { saferGamblingRoutes } from './features/safer-gambling/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { createSearchDeps } from './features/search/search-deps.ts';
import { shareRoutes } from './features/share/routes.ts';
import { slateRoutes } from './features/slate/routes.ts';
import { clockRoutes } from './features/status/routes.ts';
import { usageRoutes } from './features/usage/routes.ts';
import { scheduleAlerts } from './jobs/alerts.ts';
import { scheduleAuthHousekeeping } from './jobs/auth-housekeeping.ts';
import { scheduleLiveRefresh } from './jobs/live-refresh.ts';
import { scheduleMediaSweep } from './jobs/media-sweep.ts';
import { scheduleModelRefits } from './jobs/refit-models.ts';
import { scheduleSettlement } from './jobs/settlement.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { mediaRoutes, mediaStore } from './lib/media.ts';
import { registerAnswerContracts } from './plugins/answer-contracts.ts';
import { isApiRequest } from './plugins/api-path.ts';
import { answerClientError, registerNodeLevelAnswers } from './plugins/client-errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerCsrfProtection, registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerStorableTextGuard } from './plugins/storable-text.ts';
import { createRateLimits } from './rate-limit/limiter.ts';
import { createDataVersion } from './sports/backtest/data-version.ts';
import { oneAtATime } from './sports/backtest/one-at-a-time.ts';
import { createValueLedger } from './sports/backtest/value-ledger.ts';
import { currentAsOf } from './sports/time/replay-clock.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Folder of the built web app; tests point it elsewhere or at nothing. */
  webDir?: string;
  /** Start scheduled jobs (the server process does; tests run jobs by hand). */
  scheduleJobs?: boolean;
  /** Where log lines go (standard output by default); tests read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Prefix of rate-limit keys; tests sharing one Redis keep their counters apart with it. */
  rateLimitNamespace?: string;
}

/** JSON bodies are small; the few uploads that need more get their own limit. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      // A key pasted into an address (and refused) must not be written to the logs either.
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Our own ids: a client-chosen X-Request-Id could be used to forge log lines.
    genReqId: () => randomUUID(),
    // Once closing, requests on connections still open get a 503 telling the client to go
    // elsewhere, and registerGracefulClose decides when those connections end: it answers that
    // 503 itself (in the API's shape) and Fastify must not destroy any connection itself.
    return503OnClosing: false,
    forceCloseConnections: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A request without Host is refused in the API's shape (registerNodeLevelAnswers), not by
    // Node with an empty body.
    http: { requireHostHeader: false },
  });
  registerNodeLevelAnswers(app);
  registerGracefulClose(app);

  // An accelerated clock waits at its start until the app is ready (see the end of buildApp).
  const liveClock =
    !options.clock && config.live?.clock
      ? await openAcceleratedClock(database.db, config.live.clock, config.live, app.log)
      : undefined;
  const authCache = await startAuthCache(database, () =>
    app.log.warn(
      'Lost the database connection that hears session changes: reading every session afresh until it is back.',
    ),
  );
  app.addHook('onClose', async () => authCache.stop());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? liveClock?.clock ?? systemClock,
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : logMailer(app.log, { production: config.isProduction })),
    log: app.log,
    instanceId: `${hostname()}#${process.pid}-${randomUUID().slice(0, 4)}`,
    media: mediaStore(config.dataDir),
    limits: await createRateLimits({
      database,
      redisUrl: config.redisUrl,
      log: app.log,
      namespace: options.rateLimitNamespace,
    }),
    metrics: createMetrics({
      database,
      processMetrics: Boolean(config.metrics.token) || config.metrics.port !== undefined,
    }),
    authCache: authCache.cache,
  };
  app.addHook('onClose', async () => ctx.limits.close());
  registerRequestMetrics(app, ctx.metrics);
  registerMetricsListener(app, config.metrics, ctx.metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers can hold session tokens and personal data: never store them in caches.
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
  // Errors are never cached either, including those raised before routing (a malformed URL).
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });

  registerErrorHandling(app);
  registerStorableTextGuard(app);
  registerAnswerContracts(app, config);
  // The API speaks JSON only; other bodies get a clear 415 instead of being half-understood.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  registerSecurityHeaders(app, config);
  registerCsrfProtection(app, ctx);
  await registerCompression(app);

  authRoutes(app, ctx);
  clockRoutes(app, ctx);
  const searchDeps = createSearchDeps(ctx);
  // Live, a minute's turn refits every league (jobs/refit-models.ts): answers stay on the step
  // before until it is done (docs/performance.md "The minute's turn, live").
  if (config.live) {
    ctx.servedStep = (step, stepMs) => searchDeps.state.servedStep(step, stepMs, ctx.clock.now());
  }
  // One value-bet ledger per app: the record serves it, and every value-bet card reads it. It
  // and the record's backtest compute one after the other (one-at-a-time.ts), and a closing
  // server stops both at once: one still waiting for its turn lets the close go at once.
  // They read the data version they are keyed by once between them (data-version.ts).
  const computing = {
    asOf: () => currentAsOf(ctx),
    now: () => ctx.clock.now(),
    exchangeCommission: config.exchangeCommission,
    turns: oneAtATime(),
    dataVersion: createDataVersion(ctx.db),
  };
  const valueLedger = createValueLedger(ctx.db, {
    ...computing,
    log: (error) => app.log.error({ err: error }, 'The value-bet ledger failed'),
  });
  const backtest = createBacktestRunner(ctx.db, {
    ...computing,
    log: (error) => app.log.error({ err: error }, 'The record backtest failed'),
  });
  searchDeps.state.attachValueLedger(valueLedger);
  app.addHook('onClose', async () => {
    await Promise.all([valueLedger.close(), backtest.close()]);
  });
  healthRoutes(app, ctx, searchDeps.state);
  searchRoutes(app, ctx, searchDeps);
  matchRoutes(app, ctx, searchDeps);
  outlookRoutes(app, ctx, searchDeps.state);
  slateRoutes(app, ctx, searchDeps);
  await billingRoutes(app, ctx);
  usageRoutes(app, ctx);
  communityRoutes(app, ctx, searchDeps);
  recordRoutes(app, ctx, { valueLedger, backtest });
  await profileRoutes(app, ctx);
  await mediaRoutes(app, ctx.media);
  await shareRoutes(app, ctx, options.webDir);
  await avatarRoutes(app, ctx);
  // A person on a break (a cool-off or self-exclusion) gets none of bet tracking.
  await betRoutes(app, ctx, { guards: [refuseDuringBreak(ctx)] });
  apiKeyRoutes(app, ctx);
  dataExportRoutes(app, ctx);
  accountDeletionRoutes(app, ctx);
  await saferGamblingRoutes(app, ctx);
  await alertRoutes(app, ctx, searchDeps);
  await preferenceRoutes(app, ctx);
  await apiV1Routes(app, ctx, searchDeps);
  metricsRoutes(app, ctx);

  await registerSpa(app, options.webDir, config.publicUrl, {
    firstScreens: {
      match: matchFirstScreen(searchDeps),
      league: leagueFirstScreen(ctx, searchDeps.state),
    },
    signedInHome: homeFirstScreen(ctx),
  });
  if (options.scheduleJobs) {
    const refits = scheduleModelRefits(ctx, searchDeps.state);
    // Started once the server listens, not before: the fits and the ledger are seconds of work
    // that would hold up the listen (docs/performance.md "Third reading (2026-11-30): what held
    // the starts"). The fits go first, as /ready and every answer wait for them; then the ledger
    // is read, or its computation begun (an answer that needs it sooner begins it itself).
    app.addHook('onListen', async () => {
      void refits
        .start()
        .then(() => valueLedger.current())
        .catch((error: unknown) => app.log.error({ err: error }, 'The value-bet ledger failed'));
    });
    const stopHousekeeping = scheduleAuthHousekeeping(ctx);
    const stopSettlement = scheduleSettlement(ctx);
    const stopAlerts = scheduleAlerts(ctx, searchDeps);
    const stopMediaSweep = scheduleMediaSweep(ctx);
    const stopLive = config.live
      ? scheduleLiveRefresh(ctx, liveProviders(config.live, ctx.metrics, ctx.clock))
      : async () => {};
    app.addHook('onClose', async () => {
      await Promise.all([
        stopHousekeeping(),
        stopSettlement(),
        stopAlerts(),
        stopMediaSweep(),
        stopLive(),
        refits.stop(),
      ]);
    });
  }
  app.addHook('onClose', async () => ctx.mailer.close());
  // The clock starts once the app is built and about to listen, so the real seconds spent
  // starting (the data load, the routes) cost a weekend played at ×600 no clock time.
  if (liveClock) app.addHook('onReady', liveClock.start);
  return app;
}
