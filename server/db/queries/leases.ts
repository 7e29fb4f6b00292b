import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

/**
 * A job lease for work that waits on the network: one instance holds it for `ttlMs` without
 * keeping a transaction (and, on PGlite, the only connection) open while it fetches. A holder
 * that dies frees it when the lease runs out. Returns false when another holder has it.
 *
 * `now` and `ttlMs` are on the app's clock, as every holder reads it. On an accelerated clock a
 * caller scales `ttlMs` by the clock's speed: a run's network calls take real time, and a lease
 * that ran out in clock time would let a second holder in while the first still works.
 */
export async function acquireLease(db: Db, name: string, holder: string, now: Date, ttlMs: number) {
  const value = JSON.stringify({ holder, until: now.getTime() + ttlMs });
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`insert into app_state as s (key, value, updated_at)
        values (${`lease:${name}`}, ${value}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()
        where (s.value->>'until')::bigint < ${now.getTime()} or s.value->>'holder' = ${holder}
        returning key`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Db, name: string, holder: string) {
  await db.execute(
    sql`delete from app_state where key = ${`lease:${name}`} and value->>'holder' = ${holder}`,
  );
}
