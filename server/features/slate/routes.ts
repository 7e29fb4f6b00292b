import {
  type LeaguesResponse,
  SlateQuerySchema,
  type SlateResponse,
  type SlateValueBetsResponse,
} from '@contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../lib/parse.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { authenticate } from '../auth/request-auth.ts';
import { viewerLockFor } from '../safer-gambling/guard.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { getLeagues, getSlate, getSlateValueBets, type SlateViewer } from './slate-service.ts';

/**
 * The slate (/today), its value bets (/screener) and the leagues index (/leagues): public, so a
 * signed-out visitor can browse, limited per client address. Prices and value bets follow the
 * Advanced Analytics rule for the viewer, as on the match page.
 */
export function slateRoutes(app: FastifyInstance, ctx: AppContext, deps: SearchDeps) {
  const limited = { onRequest: [rateLimit(ctx.limits, 'slate')] };

  const viewerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<SlateViewer> => {
    const timeZone = viewerTimeZone(request);
    const auth = await authenticate(ctx, request, reply);
    return {
      asOf: await currentAsOf(ctx),
      timeZone: timeZone ?? 'UTC',
      lock: await viewerLockFor(ctx, auth, timeZone),
    };
  };

  app.get('/api/slate', limited, async (request, reply): Promise<SlateResponse> => {
    const query = parseInput(SlateQuerySchema, request.query);
    return getSlate(deps, query, await viewerOf(request, reply));
  });

  app.get(
    '/api/slate/value-bets',
    limited,
    async (request, reply): Promise<SlateValueBetsResponse> =>
      getSlateValueBets(deps, await viewerOf(request, reply)),
  );

  app.get(
    '/api/leagues',
    limited,
    async (): Promise<LeaguesResponse> => getLeagues(deps, await currentAsOf(ctx)),
  );
}
