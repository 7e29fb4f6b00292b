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

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();

/**
 * As preparedRowsOf, with the statement built once per database handle: `build` writes it with
 * `sql.placeholder(name)` for every value and `params` fills them on each call, so a hot
 * statement costs neither the SQL's assembly nor PostgreSQL's planning more than once.
 */
export async function preparedOnceRowsOf<T>(
  db: Db,
  name: string,
  build: () => SQL,
  params: Record<string, unknown>,
): Promise<T[]> {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  let prepared = byName.get(name);
  if (!prepared) {
    prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    byName.set(name, prepared);
  }
  const result = (await prepared.execute(params)) as unknown as { rows: T[] };
  return result.rows;
}
