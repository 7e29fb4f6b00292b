import type { DynamicPrediction, StatsResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { teamNameParam } from '../../lib/parse.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { authenticate } from '../auth/request-auth.ts';
import { viewerLockFor } from '../safer-gambling/guard.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { getDynamicPrediction, getMatchEncoded, getStats } from './match-service.ts';

/** The match page and the head-to-head figures it draws: public, limited per client address. */
export function matchRoutes(app: FastifyInstance, ctx: AppContext, deps: SearchDeps) {
  const matchDataLimit = { onRequest: [rateLimit(ctx.limits, 'matchData')] };

  app.get<{ Params: { id: string } }>('/api/match/:id', matchDataLimit, async (request, reply) => {
    const id = Number(request.params.id);
    if (!/^\d{1,9}$/.test(request.params.id) || !Number.isSafeInteger(id))
      throw notFound('Match not found.');
    // Public, but the odds and value bets follow the Advanced Analytics rule for the viewer,
    // and are hidden from a viewer on a break from betting.
    const auth = await authenticate(ctx, request, reply);
    const timeZone = viewerTimeZone(request);
    const lock = await viewerLockFor(ctx, auth, timeZone);
    // A MatchResponse, serialised and compressed once for everyone it is the same for.
    const page = (await getMatchEncoded(deps, id, lock, timeZone))(
      request.headers['accept-encoding'],
    );
    reply.header('vary', 'accept-encoding');
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.type('application/json; charset=utf-8').send(page.body);
  });

  app.get<{ Params: { home: string; away: string } }>(
    '/api/stats/:home/:away',
    matchDataLimit,
    async (request): Promise<StatsResponse> =>
      getStats(
        deps,
        teamNameParam(request.params.home, 'home'),
        teamNameParam(request.params.away, 'away'),
      ),
  );

  app.get<{ Params: { home: string; away: string } }>(
    '/api/dynamic-predictions/:home/:away',
    matchDataLimit,
    async (request): Promise<DynamicPrediction> =>
      getDynamicPrediction(
        deps,
        teamNameParam(request.params.home, 'home'),
        teamNameParam(request.params.away, 'away'),
      ),
  );
}
