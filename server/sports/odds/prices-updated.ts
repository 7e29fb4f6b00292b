import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { latestCaptureAt } from '../../db/queries/live-data.ts';

const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { key: string; at: number; value: Promise<Date | null> }>();

/**
 * When the newest price known at the clock was captured. Every page's status line asks, so the
 * answer is kept a few seconds per clock position (the refresh jobs write every few minutes).
 */
export function latestPriceAt(ctx: Pick<AppContext, 'db'>, asOf: Date): Promise<Date | null> {
  const key = asOf.toISOString();
  const now = Date.now();
  const hit = cache.get(ctx.db);
  if (hit && hit.key === key && now - hit.at < CACHE_MS) return hit.value;
  const value = latestCaptureAt(ctx.db, asOf);
  cache.set(ctx.db, { key, at: now, value });
  value.catch(() => {
    if (cache.get(ctx.db)?.value === value) cache.delete(ctx.db);
  });
  return value;
}
