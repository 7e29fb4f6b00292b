import type { StatusResponse } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { listUnmatchedNames } from '../../db/queries/live-data.ts';
import { latestPriceAt } from '../../sports/odds/prices-updated.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import { describeAcceleratedClock } from '../clock/live-clock.ts';
import { replayControlRoutes } from '../clock/replay-control.ts';
import { providerStatuses } from '../live/provider-health.ts';

export function clockRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/status', async (): Promise<StatusResponse> => {
    const asOf = await currentAsOf(ctx);
    const accelerated = ctx.config.live ? ctx.clock.accelerated : undefined;
    const [pricesUpdatedAt, providers, unmatched] = await Promise.all([
      latestPriceAt(ctx, asOf),
      ctx.config.live ? providerStatuses(ctx.db) : [],
      ctx.config.live ? listUnmatchedNames(ctx.db, 50) : [],
    ]);
    return {
      mode: ctx.config.live ? 'live' : 'replay',
      asOf: asOf.toISOString(),
      pricesUpdatedAt: pricesUpdatedAt?.toISOString() ?? null,
      newsFeeds: ctx.config.newsFeeds === 'defaults' || ctx.config.newsFeeds.length > 0,
      googleSignIn: ctx.config.google !== undefined,
      providers,
      unmatchedTeams: unmatched.map((row) => ({
        provider: row.provider,
        league: row.leagueId,
        name: row.name,
        seenAt: row.lastSeenAt.toISOString(),
      })),
      ...(accelerated && {
        acceleratedClock: {
          speed: accelerated.speed,
          startedAt: accelerated.start.toISOString(),
          realStartedAt: accelerated.realStart.toISOString(),
          note: describeAcceleratedClock(accelerated),
        },
      }),
    };
  });
  replayControlRoutes(app, ctx);
}
