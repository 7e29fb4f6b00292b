import {
  type DynamicPrediction,
  type Interpretation,
  InterpretQuerySchema,
  type MatchResponse,
  type RecentSearch,
  SearchRequestSchema,
  type StatsResponse,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { realMsUntilNextStep } from '../../lib/clock.ts';
import { badRequest, notFound, unprocessable } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { currentAsOf, liveStepMs } from '../../sports/time/replay-clock.ts';
import { authenticate, requireUser } from '../auth/request-auth.ts';
import { getDynamicPrediction, getMatch, getStats } from '../match/match-service.ts';
import { breakLockFor, viewerLockFor } from '../safer-gambling/guard.ts';
import { hideBettingInSearch } from '../safer-gambling/hide-betting.ts';
import { createSearchDeps } from './search-deps.ts';
import {
  interpretQuestion,
  listRecentSearches,
  runSearch,
  type SearchDeps,
} from './search-service.ts';

const TEAM_NAME_MAX = 80;

function teamParam(value: unknown, side: string): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw badRequest(`The ${side} team name is missing.`);
  if (name.length > TEAM_NAME_MAX) throw badRequest(`The ${side} team name is too long.`);
  return name;
}

export function searchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { deps?: SearchDeps; warm?: boolean } = {},
) {
  const deps = options.deps ?? createSearchDeps(ctx);
  const { state } = deps;
  // Public endpoints, limited per client address.
  const interpretLimit = { onRequest: [rateLimit(ctx.limits, 'interpret')] };
  const matchDataLimit = { onRequest: [rateLimit(ctx.limits, 'matchData')] };

  app.post('/api/search', async (request, reply) => {
    const { user } = await requireUser(ctx, request, reply);
    const { query } = parseInput(SearchRequestSchema, request.body);
    // A SearchAnswer (a match or a season outlook), already serialised (see runSearch).
    // Its lines (a news feed that failed) carry the request's id.
    const timeZone = viewerTimeZone(request);
    // A person on a break gets the prediction written without the market, and no prices or
    // value bets.
    const onBreak = await breakLockFor(ctx, user.id, timeZone);
    const json: string = await runSearch(
      { ...deps, ctx: withRequestLog(deps.ctx, request) },
      user.id,
      query,
      timeZone,
      onBreak !== null,
    );
    return reply
      .type('application/json; charset=utf-8')
      .send(onBreak ? hideBettingInSearch(json, onBreak) : json);
  });

  app.get('/api/searches', async (request, reply): Promise<RecentSearch[]> => {
    const { user } = await requireUser(ctx, request, reply);
    return listRecentSearches(deps, user.id);
  });

  app.get('/api/interpret', interpretLimit, async (request): Promise<Interpretation> => {
    const { q } = parseInput(InterpretQuerySchema, request.query);
    const result = await interpretQuestion(deps, q, viewerTimeZone(request));
    if (!result.ok) throw unprocessable(result.error, { suggestions: result.suggestions });
    return result.interpretation;
  });

  app.get<{ Params: { id: string } }>(
    '/api/match/:id',
    matchDataLimit,
    async (request, reply): Promise<MatchResponse> => {
      const id = Number(request.params.id);
      if (!/^\d{1,9}$/.test(request.params.id) || !Number.isSafeInteger(id))
        throw notFound('Match not found.');
      // Public, but the odds and value bets follow the Advanced Analytics rule for the viewer,
      // and are hidden from a viewer on a break from betting.
      const auth = await authenticate(ctx, request, reply);
      const timeZone = viewerTimeZone(request);
      const lock = await viewerLockFor(ctx, auth?.user.id, timeZone);
      return getMatch(deps, id, lock, timeZone);
    },
  );

  app.get<{ Params: { home: string; away: string } }>(
    '/api/stats/:home/:away',
    matchDataLimit,
    async (request): Promise<StatsResponse> => {
      return getStats(
        deps,
        teamParam(request.params.home, 'home'),
        teamParam(request.params.away, 'away'),
      );
    },
  );

  app.get<{ Params: { home: string; away: string } }>(
    '/api/dynamic-predictions/:home/:away',
    matchDataLimit,
    async (request): Promise<DynamicPrediction> => {
      return getDynamicPrediction(
        deps,
        teamParam(request.params.home, 'home'),
        teamParam(request.params.away, 'away'),
      );
    },
  );

  if (options.warm) {
    // Fit every league before the first question; failures only mean the first one waits.
    const stopWarming = new AbortController();
    const warming = (async () => {
      try {
        await state.warm(await currentAsOf(ctx), stopWarming.signal);
      } catch (error) {
        ctx.log.warn({ err: error }, 'warming the prediction models failed');
      }
    })();
    // Live, the clock steps every minute and each step refits (about half a second for every
    // league): done as the step begins, so the minute's first question does not wait for it. On
    // an accelerated clock a refit can outlast its step; the next step's is the one that counts.
    let rewarming: Promise<void> = Promise.resolve();
    let refitting = false;
    const rewarm = () => {
      if (refitting) return;
      refitting = true;
      rewarming = (async () => state.warm(await currentAsOf(ctx), stopWarming.signal))()
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'refitting for the minute failed'))
        .finally(() => {
          refitting = false;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const step = liveStepMs(ctx.clock);
    // Just after each step boundary, when the clock has moved.
    const next = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        rewarm();
        next();
      }, realMsUntilNextStep(ctx.clock, step) + 100);
      timer.unref();
    };
    if (ctx.config.live) next();
    // A stop right after start ends it after the league being fitted, before the database closes.
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      stopWarming.abort();
      await Promise.all([warming, rewarming]);
    });
  }
}
