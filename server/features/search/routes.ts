import {
  type Interpretation,
  InterpretQuerySchema,
  type RecentSearch,
  SearchRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { unprocessable } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireUser } from '../auth/request-auth.ts';
import { breakLockFor } from '../safer-gambling/guard.ts';
import { hideBettingInSearch } from '../safer-gambling/hide-betting.ts';
import {
  interpretQuestion,
  listRecentSearches,
  runSearch,
  type SearchDeps,
} from './search-service.ts';

export function searchRoutes(app: FastifyInstance, ctx: AppContext, deps: SearchDeps) {
  // Public, limited per client address.
  const interpretLimit = { onRequest: [rateLimit(ctx.limits, 'interpret')] };

  app.post('/api/search', async (request, reply) => {
    const viewer = await requireUser(ctx, request, reply);
    const { user } = viewer;
    const { query } = parseInput(SearchRequestSchema, request.body);
    // A SearchAnswer (a match or a season outlook), already serialised (see runSearch).
    // Its lines (a news feed that failed) carry the request's id.
    const timeZone = viewerTimeZone(request);
    // A person on a break gets the prediction written without the market, and no prices or
    // value bets.
    const onBreak = breakLockFor(ctx, viewer, timeZone);
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
}
