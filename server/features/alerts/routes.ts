import {
  ALERT_MESSAGES,
  type AlertSettings,
  CreatePriceTargetRequestSchema,
  type FollowedTeamsResponse,
  type PriceTarget,
  type PriceTargetListResponse,
  type TeamFollowResponse,
  UpdateAlertSettingsRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { followedTeams, setTeamFollowed, teamIdOf } from './follow-service.ts';
import { createPriceTarget, priceTargetsOf, removePriceTarget } from './price-target-service.ts';
import { alertSettingsOf, changeAlertSettings, unsubscribe } from './settings-service.ts';

type TeamParams = UserParams & { teamId: string };
type TargetParams = UserParams & { targetId: string };

/** The schemas' rules carry full sentences (contract/alerts.ts): the first is sent as it is. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return parseInput(schema, body);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

/** Where the unsubscribe link lands: a page of the web app saying what happened. */
export const UNSUBSCRIBED_PAGE = '/alerts/unsubscribed';

export async function alertRoutes(app: FastifyInstance, ctx: AppContext, deps: SearchDeps) {
  // Changes count per client address, like follows of people.
  const changeLimit = { onRequest: [rateLimit(ctx.limits, 'follow')] };

  // The mail's link: no sign-in, the token alone turns alerts off (and can do nothing else).
  app.get<{ Querystring: { token?: unknown } }>(
    '/api/alerts/unsubscribe',
    changeLimit,
    async (request, reply) => {
      const done = await unsubscribe(ctx, request.query.token);
      return reply.redirect(done ? UNSUBSCRIBED_PAGE : `${UNSUBSCRIBED_PAGE}?invalid=1`, 303);
    },
  );

  // RFC 8058 one-click: the mail client POSTs 'List-Unsubscribe=One-Click' (urlencoded or as
  // form-data) to the same link; the token in the address is all that counts, so the body is
  // read and dropped, and nobody is redirected anywhere.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post<{ Querystring: { token?: unknown } }>(
      '/api/alerts/unsubscribe',
      changeLimit,
      async (request): Promise<{ unsubscribed: true }> => {
        if (!(await unsubscribe(ctx, request.query.token))) {
          throw badRequest(ALERT_MESSAGES.unsubscribeLink);
        }
        return { unsubscribed: true };
      },
    );
  });

  await app.register(async (scope) => {
    // PUT of a follow carries no body; the web may still send a JSON content type.
    allowEmptyJsonBody(scope);

    scope.get<{ Params: UserParams }>(
      '/api/user/:userId/teams',
      async (request, reply): Promise<FollowedTeamsResponse> =>
        followedTeams(ctx, await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours)),
    );

    scope.put<{ Params: TeamParams }>(
      '/api/user/:userId/teams/:teamId',
      changeLimit,
      async (request, reply): Promise<TeamFollowResponse> => {
        const userId = await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours);
        return setTeamFollowed(ctx, userId, teamIdOf(request.params.teamId), true);
      },
    );

    scope.delete<{ Params: TeamParams }>(
      '/api/user/:userId/teams/:teamId',
      changeLimit,
      async (request, reply): Promise<TeamFollowResponse> => {
        const userId = await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours);
        return setTeamFollowed(ctx, userId, teamIdOf(request.params.teamId), false);
      },
    );

    scope.get<{ Params: UserParams }>(
      '/api/user/:userId/alerts',
      async (request, reply): Promise<AlertSettings> =>
        alertSettingsOf(ctx, await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours)),
    );

    scope.put<{ Params: UserParams }>(
      '/api/user/:userId/alerts',
      changeLimit,
      async (request, reply): Promise<AlertSettings> => {
        const userId = await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours);
        return changeAlertSettings(
          ctx,
          userId,
          parseBody(UpdateAlertSettingsRequestSchema, request.body),
        );
      },
    );

    scope.get<{ Params: UserParams }>(
      '/api/user/:userId/price-targets',
      async (request, reply): Promise<PriceTargetListResponse> =>
        priceTargetsOf(deps, await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours)),
    );

    scope.post<{ Params: UserParams }>(
      '/api/user/:userId/price-targets',
      changeLimit,
      async (request, reply): Promise<PriceTarget> => {
        const userId = await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours);
        const input = parseBody(CreatePriceTargetRequestSchema, request.body);
        reply.code(201);
        return createPriceTarget(deps, userId, input);
      },
    );

    scope.delete<{ Params: TargetParams }>(
      '/api/user/:userId/price-targets/:targetId',
      changeLimit,
      async (request, reply): Promise<{ deleted: true }> => {
        const userId = await requireOwner(ctx, request, reply, ALERT_MESSAGES.notYours);
        return removePriceTarget(deps, userId, request.params.targetId);
      },
    );
  });
}
