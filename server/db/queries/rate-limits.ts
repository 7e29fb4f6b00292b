import { lt } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Db } from '../client.ts';
import { rateLimits } from '../schema.ts';

/**
 * Where rate-limiter-flexible keeps its counters in the database: the `rate_limits` table, through
 * its PostgreSQL store on the connection pool (named prepared statements: planned once per
 * connection, about half the cost of building each upsert through Drizzle), or through its
 * Drizzle store on the embedded PGlite. Either way one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` takes and reads a count atomically, however many requests or instances race.
 */
export type RateLimitStore =
  | { kind: 'postgres'; pool: pg.Pool; tableName: string }
  | { kind: 'drizzle'; db: Db; schema: typeof rateLimits };

export const rateLimitStore = (database: Pick<Database, 'db' | 'pool'>): RateLimitStore =>
  database.pool
    ? { kind: 'postgres', pool: database.pool, tableName: 'rate_limits' }
    : { kind: 'drizzle', db: database.db, schema: rateLimits };

/** Deletes counters whose window ended before `before`; returns how many went. */
export async function purgeExpiredRateLimits(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, before))
    .returning({ key: rateLimits.key });
  return rows.length;
}
