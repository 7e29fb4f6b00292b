import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Raw SQL rows. Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `and <uuid column> is not one of ids`, or nothing when there are none. */
export function notAmong(column: SQL, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql``;
  return sql`and ${column} not in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

const dialect = new PgDialect();

/**
 * Raw SQL rows from a named prepared statement, for the statements every search runs:
 * PostgreSQL then parses and plans the text once per connection instead of on every call (for
 * the search's paid insert that is about a third of the database's work). The text must be the
 * same on every call (values only as parameters). PGlite runs in-process and ignores the name.
 */
export async function preparedRowsOf<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
