import {
  type ActivateAvatarResponse,
  AVATAR_MESSAGES,
  AVATAR_STYLES,
  type Avatar,
  AvatarGenerationRequestSchema,
  type AvatarStyle,
  type AvatarSuggestions,
  type DeleteAvatarResponse,
  type GeneratedAvatar,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { openAiImagesClient } from '../../data/images/openai-images.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { providerFetch } from '../metrics/provider-fetch.ts';
import {
  activeAvatar,
  generateAvatar,
  listUserAvatars,
  removeAvatar,
  useAvatar,
} from './avatar-service.ts';
import { type AvatarGenerator, imageApiGenerator, proceduralGenerator } from './generator.ts';
import { AVATAR_SUGGESTIONS } from './suggestions.ts';

type AvatarParams = { userId: string; avatarId: string };

/** Avatar ids are positive integers; anything else names no avatar. */
function avatarIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw notFound(AVATAR_MESSAGES.notFound);
  }
  return Number(raw);
}

/** Every rule of the request schema carries its own full sentence: it is sent as it is. */
function parseGenerationRequest(body: unknown) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return parseInput(AvatarGenerationRequestSchema, body);
  }
  const result = AvatarGenerationRequestSchema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

export async function avatarRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { generator?: AvatarGenerator } = {},
) {
  const generator =
    options.generator ??
    (ctx.config.imageApi
      ? imageApiGenerator(
          openAiImagesClient(ctx.config.imageApi, {
            fetch: providerFetch(ctx.metrics, 'images'),
          }),
          ctx.log,
        )
      : proceduralGenerator);

  app.get<{ Params: { style: string } }>(
    '/api/avatar/suggestions/:style',
    async (request): Promise<AvatarSuggestions> => {
      const style = request.params.style as AvatarStyle;
      if (!AVATAR_STYLES.includes(style)) throw badRequest(AVATAR_MESSAGES.styleInvalid);
      return { suggestions: [...AVATAR_SUGGESTIONS[style]] };
    },
  );

  await app.register(async (scope) => {
    allowEmptyJsonBody(scope);

    scope.get<{ Params: UserParams }>(
      '/api/user/:userId/avatars',
      async (request, reply): Promise<Avatar[]> => {
        const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
        return listUserAvatars(ctx, userId);
      },
    );

    scope.get<{ Params: UserParams }>('/api/user/:userId/avatar/active', async (request, reply) => {
      const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
      const active: Avatar | null = await activeAvatar(ctx, userId);
      // Fastify would send an empty body for null; the client parses JSON.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(active));
    });

    scope.post<{ Params: UserParams }>(
      '/api/user/:userId/avatar/generate',
      async (request, reply): Promise<GeneratedAvatar> => {
        const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
        const input = parseGenerationRequest(request.body);
        return generateAvatar(withRequestLog(ctx, request), generator, userId, input);
      },
    );

    scope.post<{ Params: AvatarParams }>(
      '/api/user/:userId/avatar/:avatarId/activate',
      async (request, reply): Promise<ActivateAvatarResponse> => {
        const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
        return useAvatar(ctx, userId, avatarIdOf(request.params.avatarId));
      },
    );

    scope.delete<{ Params: AvatarParams }>(
      '/api/user/:userId/avatar/:avatarId',
      async (request, reply): Promise<DeleteAvatarResponse> => {
        const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
        return removeAvatar(ctx, userId, avatarIdOf(request.params.avatarId));
      },
    );
  });
}
