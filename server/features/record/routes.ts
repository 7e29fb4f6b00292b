import type { RecordResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { MemoryRateLimit } from '../../lib/rate-limit.ts';
import { loadRecord } from './record-service.ts';

/** Settlement runs once a minute, so the record cannot change faster than this. */
const CACHE_MS = 60_000;

/** GET /api/record: Strix's own graded predictions, public. */
export function recordRoutes(app: FastifyInstance, ctx: AppContext) {
  let cached: { at: number; value: Promise<RecordResponse> } | undefined;
  const limit = new MemoryRateLimit(120, 60_000);

  app.get('/api/record', async (request, reply): Promise<RecordResponse> => {
    const now = ctx.clock.now();
    const wait = limit.hit(request.ip, now.getTime());
    if (wait > 0)
      throw tooManyRequests('Too many requests. Please wait a moment and try again.', wait);
    if (!cached || now.getTime() - cached.at >= CACHE_MS) {
      const value = loadRecord(ctx.db, now);
      cached = { at: now.getTime(), value };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    const record = await cached.value;
    // Public and the same for everyone: shared caches may keep it as long as we do.
    reply.header('cache-control', 'public, max-age=60');
    return record;
  });
}
