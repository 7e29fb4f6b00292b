import {
  API_KEY_MESSAGES,
  type ApiKeyListResponse,
  type ApiKeySummary,
  CreateApiKeyRequestSchema,
  type CreatedApiKey,
  RenameApiKeyRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/parse.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireUser } from '../auth/request-auth.ts';
import { createKey, listKeys, renameKey, revokeKey } from './key-service.ts';

function keyId(raw: string): string {
  if (!isUuid(raw)) throw notFound(API_KEY_MESSAGES.notFound);
  return raw.toLowerCase();
}

/**
 * Settings → API access. Signed-in sessions only: requireUser never accepts an API key, so a key
 * cannot mint, rename or revoke keys (nor change a password or billing).
 */
export function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  // Per account: creating and revoking in a loop would otherwise mint rows without end.
  const createLimit = {
    onRequest: [
      rateLimit(
        ctx.limits,
        'apiKeyCreate',
        async (request, reply) => (await requireUser(ctx, request, reply)).user.id,
      ),
    ],
  };

  app.get('/api/user/api-keys', async (request, reply): Promise<ApiKeyListResponse> => {
    const { user } = await requireUser(ctx, request, reply);
    return listKeys(ctx, user);
  });

  app.post('/api/user/api-keys', createLimit, async (request, reply): Promise<CreatedApiKey> => {
    const { user } = await requireUser(ctx, request, reply);
    const { name } = parseInput(CreateApiKeyRequestSchema, request.body);
    const created = await createKey(ctx, user, name);
    return reply.status(201).send(created);
  });

  app.patch<{ Params: { id: string } }>(
    '/api/user/api-keys/:id',
    async (request, reply): Promise<ApiKeySummary> => {
      const { user } = await requireUser(ctx, request, reply);
      const { name } = parseInput(RenameApiKeyRequestSchema, request.body);
      return renameKey(ctx, user, keyId(request.params.id), name);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/user/api-keys/:id',
    async (request, reply): Promise<ApiKeySummary> => {
      const { user } = await requireUser(ctx, request, reply);
      return revokeKey(ctx, user, keyId(request.params.id));
    },
  );
}
