import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { acquireLease, releaseLease } from '../db/queries/leases.ts';
import { readAppState, writeAppState } from '../db/queries/sports-ingest.ts';
import { freezeClosingPrices } from '../features/live/freeze-closing.ts';
import type { LiveProviders } from '../features/live/providers.ts';
import { type FilesReport, refreshFiles } from '../features/live/refresh-files.ts';
import { type OddsRefreshReport, refreshOdds } from '../features/live/refresh-odds.ts';
import { scheduleJob } from './schedule.ts';

const MINUTE = 60_000;
/** The CSVs change a few times a day; a conditional GET every half hour costs a 304. */
const FILES_EVERY_MS = 30 * MINUTE;
/**
 * Longer than any run, in real time: a holder that died frees the lease after this. Leases are
 * dated on the app's clock, so on an accelerated clock it lasts `speed` times as many clock
 * milliseconds (five real minutes are fifty clock hours at ×600, not half a real second).
 */
const LEASE_REAL_MS = 5 * MINUTE;
const FILES_POLLED = 'live:files-polled-at';

export interface LiveRefreshReport {
  files: FilesReport | null;
  odds: OddsRefreshReport | null;
  closingFrozen: number;
}

/**
 * One pass of the live jobs: the CSV providers when due, The Odds API as its credit plan
 * allows, then the closing line of every match that has kicked off. One instance at a time (a
 * lease, so no transaction stays open across network calls); undefined when another holds it.
 */
export async function runLiveRefresh(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config'>,
  providers: LiveProviders,
  holder: string = randomUUID(),
): Promise<LiveRefreshReport | undefined> {
  const now = ctx.clock.now();
  const leaseMs = LEASE_REAL_MS * ctx.clock.speed;
  if (!(await acquireLease(ctx.db, 'live-refresh', holder, now, leaseMs))) return undefined;
  try {
    const lastFiles = await readAppState<string>(ctx.db, FILES_POLLED);
    let files: FilesReport | null = null;
    if (!lastFiles || now.getTime() - Date.parse(lastFiles) >= FILES_EVERY_MS) {
      files = await refreshFiles(ctx.db, providers, now, ctx.log);
      await writeAppState(ctx.db, FILES_POLLED, now.toISOString());
    }
    const odds = providers.oddsApi
      ? await refreshOdds(
          ctx.db,
          providers.oddsApi,
          now,
          ctx.log,
          providers.oddsApiMonthlyCredits,
          providers.oddsApiKeyId,
        )
      : null;
    const closingFrozen = await freezeClosingPrices(
      ctx.db,
      ctx.clock.now(),
      ctx.config.priceStaleAfterMs,
    );
    return { files, odds, closingFrozen };
  } finally {
    await releaseLease(ctx.db, 'live-refresh', holder);
  }
}

/**
 * Polls every period (a minute by default) while the app runs live, once per period across the
 * fleet. Results that arrive settle predictions through the settlement job, and the league
 * refits at the clock's next step: no restart needed.
 */
export function scheduleLiveRefresh(ctx: AppContext, providers: LiveProviders) {
  // One holder per instance: a lease this instance still holds (a pass that outlasted its
  // period) is its own to renew.
  const holder = ctx.instanceId;
  return scheduleJob(ctx, {
    name: 'live-refresh',
    everyMs: ctx.config.jobs.liveRefreshEveryMs,
    run: () => runLiveRefresh(ctx, providers, holder),
    report: (report) => ctx.log.info({ live: report }, 'live data refreshed'),
  });
}
