import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from './raw.ts';

/**
 * A table holding a person's rows, as PostgreSQL's catalogue says: a column referencing
 * users.id, or one referencing a table that does (api_key_usage through api_keys).
 */
export interface PersonTable {
  table: string;
  /** The table's columns that hold the person's id directly. */
  userColumns: string[];
  /** Or: the column referencing `parent.key`, where `parent` holds the person's id. */
  via?: { column: string; parent: string; key: string };
}

interface ForeignKey {
  table: string;
  column: string;
  ref_table: string;
  ref_column: string;
}

/** Every table that holds rows of a person, read from the catalogue (single-column keys). */
export async function personTables(db: Db): Promise<PersonTable[]> {
  const keys = await rowsOf<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as table, a.attname as column,
               c.confrelid::regclass::text as ref_table, ra.attname as ref_column
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        order by 1, 2`,
  );
  const direct = new Map<string, string[]>([['users', ['id']]]);
  for (const key of keys) {
    if (key.ref_table !== 'users' || key.ref_column !== 'id') continue;
    direct.set(key.table, [...(direct.get(key.table) ?? []), key.column]);
  }
  const tables: PersonTable[] = [...direct].map(([table, userColumns]) => ({ table, userColumns }));
  for (const key of keys) {
    if (direct.has(key.table) || key.ref_table === 'users' || !direct.has(key.ref_table)) continue;
    if (tables.some((t) => t.table === key.table)) continue;
    tables.push({
      table: key.table,
      userColumns: [],
      via: { column: key.column, parent: key.ref_table, key: key.ref_column },
    });
  }
  return tables;
}

function ownedBy(table: string, columns: string[], userId: string): SQL {
  return sql.join(
    columns.map((column) => sql`${sql.identifier(table)}.${sql.identifier(column)} = ${userId}`),
    sql` or `,
  );
}

/** How many rows of `table` belong to the person. */
export async function countPersonRows(
  db: Db,
  tables: PersonTable[],
  table: PersonTable,
  userId: string,
): Promise<number> {
  let where: SQL;
  if (table.via) {
    const parent = tables.find((t) => t.table === table.via!.parent)!;
    where = sql`${sql.identifier(table.via.column)} in (select ${sql.identifier(table.via.key)} from ${sql.identifier(parent.table)} where ${ownedBy(parent.table, parent.userColumns, userId)})`;
  } else {
    where = ownedBy(table.table, table.userColumns, userId);
  }
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table.table)} where ${where}`,
  );
  return row?.count ?? 0;
}

/**
 * The person's rows in every place that holds them: `table.column` for each column holding
 * their id (so both sides of a follow count), `table` for a table reached through its parent.
 */
export async function personRowCounts(db: Db, userId: string): Promise<Record<string, number>> {
  const tables = await personTables(db);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    if (table.via) {
      counts[table.table] = await countPersonRows(db, tables, table, userId);
      continue;
    }
    for (const column of table.userColumns) {
      const one = { table: table.table, userColumns: [column] };
      counts[`${table.table}.${column}`] = await countPersonRows(db, tables, one, userId);
    }
  }
  return counts;
}
