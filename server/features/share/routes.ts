import type { ShareImageResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../auth/request-auth.ts';
import { allowEmptyJsonBody } from '../avatars/empty-json-body.ts';
import { notFoundPage, sharePage } from './page.ts';
import {
  createShareImage,
  ensureShareImage,
  loadShareable,
  shareFacts,
  shareUrlOf,
} from './share-service.ts';

export async function shareRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The spec's client posts no body (perhaps with a JSON content type); any body is ignored.
    allowEmptyJsonBody(scope);
    scope.post<{ Params: { id: string } }>(
      '/api/predictions/:id/image',
      async (request, reply): Promise<ShareImageResponse> => {
        const { user } = await requireUser(ctx, request, reply);
        return createShareImage(ctx, user.id, request.params.id);
      },
    );
  });

  /**
   * The share link: public, like any link people post. Registered as a route so the SPA
   * fallback never answers it with the app's shell (which has no tags for this prediction).
   */
  app.get<{ Params: { id: string } }>('/p/:id', async (request, reply) => {
    const row = await loadShareable(ctx, request.params.id);
    if (!row) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(notFoundPage());
    }
    const imagePath = await ensureShareImage(ctx, row);
    const facts = shareFacts(row);
    const html = sharePage(facts, {
      page: shareUrlOf(ctx, row.id),
      image: `${ctx.config.publicUrl}${imagePath}`,
      imagePath,
      app: facts.matchId === null ? '/' : `/match/${facts.matchId}`,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(html);
  });
}
