import { DATA_EXPORT_MESSAGES, DataExportQuerySchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../lib/parse.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { requireUser } from '../auth/request-auth.ts';
import { buildDataExport, dataExportZip, exportFileName } from './export-service.ts';

/** Settings → Your data → "Download my data". */
export function dataExportRoutes(app: FastifyInstance, ctx: AppContext) {
  // Per account: an export reads every row the person has, so a loop of them is refused early.
  const limited = {
    onRequest: [
      rateLimit(
        ctx.limits,
        'dataExport',
        async (request, reply) => (await requireUser(ctx, request, reply)).user.id,
      ),
    ],
  };

  app.get<{ Params: UserParams; Querystring: { format?: string } }>(
    '/api/user/:userId/export',
    limited,
    async (request, reply) => {
      const userId = await requireOwner(ctx, request, reply, DATA_EXPORT_MESSAGES.notYours);
      const { format } = parseInput(DataExportQuerySchema, request.query);
      const data = await buildDataExport(ctx, userId);
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(data, format)}"`)
        .header('cache-control', 'no-store');
      if (format === 'json') return reply.type('application/json').send(JSON.stringify(data));
      return reply.type('application/zip').send(dataExportZip(ctx, data));
    },
  );
}
