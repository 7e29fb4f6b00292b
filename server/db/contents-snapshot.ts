import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './queries/raw.ts';

/**
 * What a database holds, in a form two databases can be compared by: used to prove that a
 * backup restored into a fresh database lost nothing (server/db/backup-restore.test.ts).
 */
export interface ContentsSnapshot {
  /** 'schema.table' → its row count and a checksum of its rows that ignores their order. */
  tables: Record<string, { rows: number; checksum: string }>;
  /** 'schema.sequence' → the value it last gave (null before its first use). */
  sequences: Record<string, string | null>;
  /** One line per column, index, constraint and table kind (logged or unlogged), sorted. */
  structure: string[];
}

/** Every schema but PostgreSQL's own: public, and drizzle's (its migrations table). */
const USER_SCHEMAS = sql`not in ('pg_catalog', 'information_schema', 'pg_toast')`;

export async function snapshotContents(db: Db): Promise<ContentsSnapshot> {
  const tableNames = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname ${USER_SCHEMAS} order by 1, 2`,
  );
  const tables: ContentsSnapshot['tables'] = {};
  for (const { schema, name } of tableNames) {
    // Each row's text (every column, as PostgreSQL prints it) hashed, and the sorted hashes
    // hashed again: equal whatever order the rows are stored or returned in, and a changed
    // value anywhere changes it even when the count stays.
    const [row] = await rowsOf<{ rows: number; checksum: string | null }>(
      db,
      sql`select count(*)::int as rows,
                 md5(string_agg(md5(t::text), '' order by md5(t::text))) as checksum
          from ${sql.identifier(schema)}.${sql.identifier(name)} as t`,
    );
    tables[`${schema}.${name}`] = { rows: Number(row!.rows), checksum: row!.checksum ?? '' };
  }

  const sequenceRows = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as value
        from pg_sequences where schemaname ${USER_SCHEMAS}`,
  );
  const sequences = Object.fromEntries(sequenceRows.map((row) => [row.name, row.value]));

  const structure = await rowsOf<{ line: string }>(
    db,
    sql`select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' '
               || data_type || case when is_nullable = 'NO' then ' not null' else '' end
               || coalesce(' default ' || column_default, '') as line
        from information_schema.columns where table_schema ${USER_SCHEMAS}
        union all
        select 'index ' || indexdef from pg_indexes where schemaname ${USER_SCHEMAS}
        union all
        select 'constraint ' || c.conrelid::regclass::text || ' ' || c.conname || ' '
               || pg_get_constraintdef(c.oid)
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname ${USER_SCHEMAS}
        union all
        select 'table ' || n.nspname || '.' || c.relname
               || case c.relpersistence when 'u' then ' unlogged' else '' end
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname ${USER_SCHEMAS}
        order by 1`,
  );
  return { tables, sequences, structure: structure.map((row) => row.line) };
}

/**
 * What `restored` lacks or holds differently from `original`, one sentence each; empty when
 * they hold the same.
 */
export function compareSnapshots(original: ContentsSnapshot, restored: ContentsSnapshot): string[] {
  const differences: string[] = [];
  for (const name of union(original.tables, restored.tables)) {
    const a = original.tables[name];
    const b = restored.tables[name];
    if (!b) differences.push(`Table ${name} is missing.`);
    else if (!a) differences.push(`Table ${name} was not in the original.`);
    else if (a.rows !== b.rows)
      differences.push(`Table ${name} has ${b.rows} rows, not ${a.rows}.`);
    else if (a.checksum !== b.checksum) {
      differences.push(`Table ${name} has its ${a.rows} rows with different contents.`);
    }
  }
  for (const name of union(original.sequences, restored.sequences)) {
    if (!Object.hasOwn(restored.sequences, name)) differences.push(`Sequence ${name} is missing.`);
    else if (!Object.hasOwn(original.sequences, name)) {
      differences.push(`Sequence ${name} was not in the original.`);
    } else if (original.sequences[name] !== restored.sequences[name]) {
      differences.push(
        `Sequence ${name} is at ${atValue(restored.sequences[name])}, not ${atValue(original.sequences[name])}.`,
      );
    }
  }
  const restoredStructure = new Set(restored.structure);
  const originalStructure = new Set(original.structure);
  for (const line of original.structure) {
    if (!restoredStructure.has(line)) differences.push(`Missing: ${line}.`);
  }
  for (const line of restored.structure) {
    if (!originalStructure.has(line)) differences.push(`Not in the original: ${line}.`);
  }
  return differences;
}

/** pg_sequences has no last value for a sequence never used. */
const atValue = (value: string | null | undefined) => value ?? 'its start';

const union = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
