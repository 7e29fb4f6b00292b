import type { LeagueOutlook, OutlookBacktestResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { createOutlookBacktestRunner } from './backtest-runner.ts';
import { getLeagueOutlook, UNKNOWN_LEAGUE } from './outlook-service.ts';

/**
 * GET /api/league/:leagueId/outlook: the rest of the league's season simulated at the clock.
 * Public, limited per client like the other public match reads.
 */
export function outlookRoutes(app: FastifyInstance, ctx: AppContext, state: SportsState) {
  const limits = { onRequest: [rateLimit(ctx.limits, 'matchData')] };
  app.get<{ Params: { leagueId: string } }>(
    '/api/league/:leagueId/outlook',
    limits,
    async (request): Promise<LeagueOutlook> => {
      const { leagueId } = request.params;
      if (!/^[A-Za-z0-9]{1,12}$/.test(leagueId)) throw notFound(UNKNOWN_LEAGUE);
      // League ids are upper case (E0, SP1, NBA); a URL typed in lower case finds the same league.
      return getLeagueOutlook(ctx.db, state, leagueId.toUpperCase(), await currentAsOf(ctx));
    },
  );

  // GET /api/record/outlooks: past seasons simulated from 1 Jan and 1 Mar and scored.
  const backtest = createOutlookBacktestRunner(ctx.db, {
    asOf: () => currentAsOf(ctx),
    now: () => ctx.clock.now(),
    log: (error) => app.log.error({ err: error }, 'The season outlook backtest failed'),
  });
  app.addHook('onClose', () => backtest.close());
  app.get(
    '/api/record/outlooks',
    { onRequest: [rateLimit(ctx.limits, 'record')] },
    async (_request, reply): Promise<OutlookBacktestResponse> => {
      const result = await backtest.current();
      reply.header('cache-control', result.status === 'ready' ? 'public, max-age=300' : 'no-store');
      return result;
    },
  );
}
