import type { SharedPrediction, ShareImageResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { WEB_DIST_DIR } from '../../plugins/spa.ts';
import { servedShell, spaShell } from '../../plugins/spa-shell.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { authenticate, requireUser } from '../auth/request-auth.ts';
import { breakLockFor } from '../safer-gambling/guard.ts';
import { notFoundPage, shareHeadTags, sharePage } from './page.ts';
import {
  createShareImage,
  ensureShareImage,
  loadShareable,
  SHARED_NOT_FOUND,
  sharedPrediction,
  shareFacts,
  shareUrlOf,
} from './share-service.ts';

export async function shareRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  webDir: string = WEB_DIST_DIR,
) {
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

  // Public like the link itself: the prediction only, never Advanced Analytics; a signed-in
  // viewer on a break gets its texts written without the market.
  app.get<{ Params: { id: string } }>(
    '/api/shared/:id',
    { onRequest: [rateLimit(ctx.limits, 'matchData')] },
    async (request, reply): Promise<SharedPrediction> => {
      const row = await loadShareable(ctx, request.params.id);
      if (!row) throw notFound(SHARED_NOT_FOUND);
      const auth = await authenticate(ctx, request, reply);
      const onBreak = breakLockFor(ctx, auth);
      return sharedPrediction(ctx, row, await currentAsOf(ctx), onBreak !== null);
    },
  );

  /**
   * The share link: public, like any link people post. The app's shell with this prediction's
   * card tags for link previews; the app then shows the prediction to anyone who opens it.
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
    const urls = {
      page: shareUrlOf(ctx, row.id),
      image: `${ctx.config.publicUrl}${imagePath}`,
      imagePath,
    };
    const shell = spaShell(webDir);
    const html = shell
      ? servedShell(shell, ctx.config.publicUrl, shareHeadTags(facts, urls))
      : sharePage(facts, urls);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(html);
  });
}
