import {
  type ActivityResponse,
  type LimitsResponse,
  SAFER_MESSAGES,
  StakeLimitRequestSchema,
  type TakeBreakRequest,
  TakeBreakRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../lib/parse.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { requireUser } from '../auth/request-auth.ts';
import { getLimits, recordActivity, setStakeLimit, takeBreak } from './limits-service.ts';

/** Keeping betting in check: breaks, the monthly stake limit and the reality check. */
export async function saferGamblingRoutes(app: FastifyInstance, ctx: AppContext) {
  const perAccount = (name: 'bettingLimits' | 'activity') => ({
    onRequest: [
      rateLimit(
        ctx.limits,
        name,
        async (request, reply) => (await requireUser(ctx, request, reply)).user.id,
      ),
    ],
  });

  app.get<{ Params: UserParams }>(
    '/api/user/:userId/limits',
    async (request, reply): Promise<LimitsResponse> => {
      const userId = await requireOwner(ctx, request, reply, SAFER_MESSAGES.notYours);
      return getLimits(ctx, userId, viewerTimeZone(request));
    },
  );

  app.put<{ Params: UserParams }>(
    '/api/user/:userId/limits/break',
    perAccount('bettingLimits'),
    async (request, reply): Promise<LimitsResponse> => {
      const userId = await requireOwner(ctx, request, reply, SAFER_MESSAGES.notYours);
      const wanted = parseInput(TakeBreakRequestSchema, request.body) as TakeBreakRequest;
      return takeBreak(ctx, userId, wanted, viewerTimeZone(request));
    },
  );

  app.put<{ Params: UserParams }>(
    '/api/user/:userId/limits/stake',
    perAccount('bettingLimits'),
    async (request, reply): Promise<LimitsResponse> => {
      const userId = await requireOwner(ctx, request, reply, SAFER_MESSAGES.notYours);
      const wanted = parseInput(StakeLimitRequestSchema, request.body);
      return setStakeLimit(ctx, userId, wanted, viewerTimeZone(request));
    },
  );

  // The heartbeat carries no body (a JSON content type with none is accepted).
  await app.register(async (scope) => {
    allowEmptyJsonBody(scope);
    scope.post<{ Params: UserParams }>(
      '/api/user/:userId/activity',
      perAccount('activity'),
      async (request, reply): Promise<ActivityResponse> => {
        const userId = await requireOwner(ctx, request, reply, SAFER_MESSAGES.notYours);
        return recordActivity(ctx, userId);
      },
    );
  });
}
