import { PREFERENCE_MESSAGES, type Preferences, UpdatePreferencesRequestSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { changePreferences, preferencesFor } from './preferences-service.ts';

/** The schema's rules carry full sentences (contract/preferences.ts): the first is sent as it is. */
function parseChange(body: unknown) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(PREFERENCE_MESSAGES.body);
  }
  const result = UpdatePreferencesRequestSchema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

export async function preferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  // Changes count per client address, like the other settings.
  const changeLimit = { onRequest: [rateLimit(ctx.limits, 'follow')] };

  app.get<{ Params: UserParams }>(
    '/api/user/:userId/preferences',
    async (request, reply): Promise<Preferences> =>
      preferencesFor(ctx, await requireOwner(ctx, request, reply, PREFERENCE_MESSAGES.notYours)),
  );

  app.put<{ Params: UserParams }>(
    '/api/user/:userId/preferences',
    changeLimit,
    async (request, reply): Promise<Preferences> => {
      const userId = await requireOwner(ctx, request, reply, PREFERENCE_MESSAGES.notYours);
      return changePreferences(ctx, userId, parseChange(request.body));
    },
  );
}
