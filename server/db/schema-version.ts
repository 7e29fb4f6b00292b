import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { appPath } from '../lib/app-root.ts';
import type { Db } from './client.ts';
import { rowsOf } from './queries/raw.ts';

/** Raised when the database was migrated by a newer build than this one. */
export class SchemaNewerError extends Error {}

/** The migrations this build carries: drizzle-kit's journal, whose `when` each applied row keeps. */
export function committedMigrations(folder = appPath('server/db/migrations')) {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => ({ tag: entry.tag, when: entry.when }));
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Refuses a database that a newer build has migrated. Drizzle's migrator would quietly skip
 * everything (it applies only migrations newer than the newest applied) and this build would
 * then run against tables it does not know, a failure that shows up later and far away.
 */
export async function refuseNewerSchema(db: Db, folder?: string): Promise<void> {
  const [exists] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!exists?.name) return;
  const applied = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const known = committedMigrations(folder);
  const knownTimes = new Set(known.map((entry) => entry.when));
  const newest = Math.max(...known.map((entry) => entry.when));
  const unknown = applied.map((row) => Number(row.created_at)).filter((t) => !knownTimes.has(t));
  const newer = unknown.filter((t) => t > newest);
  if (newer.length === 0) return;
  throw new SchemaNewerError(
    `The database schema is newer than this build of Strix: it has ${newer.length} migration${
      newer.length === 1 ? '' : 's'
    } this build does not know (the newest made ${day(Math.max(...newer))}; this build's newest, ${
      known.at(-1)?.tag
    }, was made ${day(newest)}). Start the newer build, or restore a backup made by this one; this build will not run against tables it does not know.`,
  );
}
