import {
  type Paywall,
  type SubscriptionInfo,
  TrackUsageRequestSchema,
  type TrackUsageResponse,
  type UserLimits,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { requireUser } from '../auth/request-auth.ts';
import { toPaywall } from './limits.ts';
import { getLimits, getSubscription, trackUsage } from './usage-service.ts';

export function usageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user/limits', async (request, reply): Promise<UserLimits> => {
    const { user } = await requireUser(ctx, request, reply);
    return getLimits(ctx, user.id);
  });

  app.get('/api/user/paywall', async (request, reply): Promise<Paywall> => {
    const { user } = await requireUser(ctx, request, reply);
    return toPaywall(await getLimits(ctx, user.id));
  });

  app.get('/api/user/subscription', async (request, reply): Promise<SubscriptionInfo> => {
    const { user } = await requireUser(ctx, request, reply);
    return getSubscription(ctx, user.id);
  });

  app.post('/api/user/track-usage', async (request, reply): Promise<TrackUsageResponse> => {
    const { user } = await requireUser(ctx, request, reply);
    // The spec's client sends no body; ours names the search it showed.
    const parsed = TrackUsageRequestSchema.safeParse(request.body ?? undefined);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return trackUsage(ctx, user.id, parsed.data?.searchId);
  });
}
