import { lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimits } from '../schema.ts';

/**
 * What rate-limiter-flexible's Drizzle store needs: the database and the counters table. The
 * store's one write is an `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so a count is taken and
 * read back atomically however many requests or instances race for the same key.
 */
export const rateLimitStore = (db: Db) => ({ storeClient: db, schema: rateLimits });

/** Deletes counters whose window ended before `before`; returns how many went. */
export async function purgeExpiredRateLimits(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, before))
    .returning({ key: rateLimits.key });
  return rows.length;
}
