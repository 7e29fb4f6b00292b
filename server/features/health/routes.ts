import type { FastifyInstance } from 'fastify';
import type { HealthResponse, ReadyResponse } from '../../../contract/health.ts';
import type { AppContext } from '../../app-context.ts';
import type { SportsState } from '../../sports/state/sports-state.ts';
import { readiness } from './readiness.ts';

/**
 * GET /health: the process is up (no dependency checked, so a slow database never gets a live
 * process restarted). GET /ready: whether to send it traffic, 503 with the failing checks when
 * not. Both for load balancers and orchestrators; neither is ever cached.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext, state: SportsState) {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/ready', async (_request, reply): Promise<ReadyResponse> => {
    reply.header('cache-control', 'no-store');
    const result = await readiness(ctx, state);
    if (result.status !== 'ready') reply.status(503);
    return result;
  });
}
