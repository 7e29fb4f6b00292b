import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

/** One round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database has applied, and when the newest was generated. */
export async function appliedMigrations(db: Db): Promise<{ count: number; latest: number | null }> {
  const [row] = await rowsOf<{ count: number | string; latest: number | string | null }>(
    db,
    sql`select count(*) as count, max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return {
    count: Number(row?.count ?? 0),
    latest: row?.latest === null || row?.latest === undefined ? null : Number(row.latest),
  };
}
