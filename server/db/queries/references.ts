import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

/**
 * Every foreign key of the app's schema whose rows point at nothing, with how many rows do.
 * The data load runs without PostgreSQL's per-row reference checks (client.ts,
 * BULK_LOAD_SETTINGS); this checks them once afterwards, a set at a time, so a load that
 * would have broken one still fails.
 */
export async function brokenReferences(db: Db): Promise<{ name: string; rows: number }[]> {
  const keys = await rowsOf<ForeignKey>(
    db,
    sql`select c.conname as name, cl.relname as child, pl.relname as parent,
          array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n
                order by k.i)::text[] as "childColumns",
          array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n
                order by k.i)::text[] as "parentColumns"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class pl on pl.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        order by c.conname`,
  );
  const broken: { name: string; rows: number }[] = [];
  for (const key of keys) {
    const child = (column: string) => sql`c.${sql.identifier(column)}`;
    const present = sql.join(
      key.childColumns.map((c) => sql`${child(c)} is not null`),
      sql` and `,
    );
    const joined = sql.join(
      key.childColumns.map((c, i) => sql`p.${sql.identifier(key.parentColumns[i]!)} = ${child(c)}`),
      sql` and `,
    );
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(key.child)} c
          where ${present}
            and not exists (select 1 from ${sql.identifier(key.parent)} p where ${joined})`,
    );
    if (row && row.n > 0) broken.push({ name: key.name, rows: row.n });
  }
  return broken;
}
