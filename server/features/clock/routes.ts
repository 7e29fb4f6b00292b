import type { StatusResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { currentAsOf } from './replay-clock.ts';

export function clockRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/status', async (): Promise<StatusResponse> => {
    // No live odds or fixtures provider exists yet, so the app always replays the mirror.
    return { mode: 'replay', asOf: (await currentAsOf(ctx)).toISOString() };
  });
}
