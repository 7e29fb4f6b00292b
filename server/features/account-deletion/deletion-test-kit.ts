import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/queries/raw.ts';

/**
 * Scans for what a deletion leaves behind. The person with a row everywhere is seeded by
 * server/test/person-rows.ts, and their rows counted by server/db/queries/person-tables.ts.
 */

/** Tables in which some row, every column cast to text, mentions any of the needles. */
export async function tablesMentioning(db: Db, needles: string[]) {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const table = sql.identifier(table_name);
    const conditions = sql.join(
      needles.map((needle) => sql`t::text ilike ${`%${needle}%`}`),
      sql` or `,
    );
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} t where ${conditions}`,
    );
    if (row!.n > 0) found.push(table_name);
  }
  return found;
}

/** Every file under the media folder, as public paths. */
export async function mediaFiles(dataDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const kind of ['profiles', 'avatars', 'shares']) {
    const names = await readdir(join(dataDir, 'media', kind)).catch(() => [] as string[]);
    files.push(...names.map((name) => `/media/${kind}/${name}`));
  }
  return files;
}
