import type { BacktestRecordResponse, RecordResponse, ValueLedgerResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import type { ValueLedger } from '../../sports/backtest/value-ledger.ts';
import type { BacktestRunner } from './backtest-service.ts';
import { loadRecord } from './record-service.ts';

/** Settlement runs once a minute, so the record cannot change faster than this. */
const CACHE_MS = 60_000;

/**
 * GET /api/record: Strix's own graded predictions, public. GET /api/record/backtest: the
 * walk-forward backtest as of the clock's day, computed in the background on first request.
 * GET /api/record/value-bets: the value-bet ledger, the same way.
 */
export function recordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  /** Both computed in the background, one after the other, and stopped together (server/app.ts). */
  computations: { valueLedger: ValueLedger; backtest: BacktestRunner },
) {
  const { valueLedger, backtest } = computations;
  let cached: { at: number; value: Promise<RecordResponse> } | undefined;

  const limits = { onRequest: [rateLimit(ctx.limits, 'record')] };
  app.get('/api/record', limits, async (_request, reply): Promise<RecordResponse> => {
    const now = ctx.clock.now();
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

  app.get(
    '/api/record/backtest',
    limits,
    async (_request, reply): Promise<BacktestRecordResponse> => {
      const result = await backtest.current();
      // Fixed for the clock's day once ready; while computing, ask again shortly.
      reply.header('cache-control', result.status === 'ready' ? 'public, max-age=300' : 'no-store');
      return result;
    },
  );

  // The value-bet ledger: every bet the rule would have listed since 2016/17, and the ones
  // answers did list, settled (docs/models.md "Value bets").
  app.get(
    '/api/record/value-bets',
    limits,
    async (_request, reply): Promise<ValueLedgerResponse> => {
      const result = await valueLedger.current();
      reply.header('cache-control', result.status === 'ready' ? 'public, max-age=300' : 'no-store');
      return result;
    },
  );
}
