import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { appPath } from '../lib/app-root.ts';
import { type FolderLock, lockFolder } from './folder-lock.ts';
import * as schema from './schema.ts';
import { refuseNewerSchema } from './schema-version.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool behind `db`, on PostgreSQL (for clients that speak to it directly). */
  pool?: pg.Pool;
  /**
   * Applies the committed SQL migrations (idempotent), or throws SchemaNewerError when a newer
   * build has migrated the database.
   */
  migrate(): Promise<void>;
  /**
   * Holds the fleet-wide start-up lock (PostgreSQL: a session advisory lock on a connection of
   * its own) until the returned release is called, so one instance loads the sports data while
   * the others wait. `onWait` is called when another instance holds it. PGlite: one process.
   */
  holdStartupLock(onWait: () => void): Promise<() => Promise<void>>;
  /** PGlite on disk: the lock that makes this process the folder's one owner (folder-lock.ts). */
  folderLock?: FolderLock;
  /** PGlite: the whole data folder as a tarball, which `openPglite`'s `loadDataDir` reads back. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Hears NOTIFY on `channel` (auth-changes.ts): `onMessage` with each payload, `onConnected`
   * with false when the listening connection is lost (PostgreSQL: it reconnects, then true), so a
   * cache that relies on it stops trusting itself while it could miss a message. Resolves once
   * listening; the returned function stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onConnected(connected: boolean): void;
}

const migrationsFolder = appPath('server/db/migrations');

/** Some number no other application on a shared server is likely to lock with. */
const MIGRATION_LOCK_ID = 72_331_904;
const STARTUP_LOCK_ID = 72_331_907;

export function connectPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (a restart, a failover, an admin's terminate) is emitted
  // here; with no listener Node would treat it as an uncaught error and stop the process. The
  // pool discards that client and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      // Several app instances may start at once; the advisory lock lets one migrate at a time.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await refuseNewerSchema(db);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    async holdStartupLock(onWait) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [STARTUP_LOCK_ID],
        );
        if (!rows[0]?.locked) {
          onWait();
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      // The connection is closed, not returned to the pool: an unlock that failed on a live
      // connection would otherwise leave the lock held for every instance started later.
      return async () => {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        client.release(true);
      };
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

const RELISTEN_AFTER_MS = 500;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries): when it drops,
 * the handlers hear so at once, and it connects again every RELISTEN_AFTER_MS until it can.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      handlers.onConnected(false);
      if (!stopped) retry = setTimeout(() => connect().catch(() => {}), RELISTEN_AFTER_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
    else handlers.onConnected(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => {});
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). On disk the folder
 * is locked first, so a second process is refused (FolderInUseError) before it reads or writes a
 * byte; `close()` releases it. A caller that already holds the lock passes it (the server, which
 * keeps the folder while its data load runs in a child) and releases it itself. `loadDataDir`
 * starts from a tarball `dumpDataDir` made (the tests' migrated template) instead of an empty
 * cluster.
 */
export async function openPglite(
  dataDir?: string,
  options: { lock?: FolderLock; loadDataDir?: Blob; bulkLoad?: boolean } = {},
): Promise<Database> {
  let ownLock: FolderLock | undefined;
  if (dataDir) {
    ownLock = options.lock ? undefined : lockFolder(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  try {
    return await createPglite(dataDir, options.lock ?? ownLock, ownLock, options);
  } catch (error) {
    ownLock?.release();
    throw error;
  }
}

/**
 * The data load's own settings, for its process only (the server opens the folder with the
 * defaults): PostgreSQL's advice for populating a database ("Populating a Database" in its
 * manual: more memory for the index builds, WAL kept to what recovery needs, no full-page images,
 * fewer checkpoints), and shared buffers big enough to hold the indexes being filled, which at
 * 16 MB were written out and read back through the file system page by page. The memory goes
 * back when the load's process exits. PGlite already runs without fsync. The session also runs
 * as a replica (no triggers, so no per-row foreign-key checks: a fifth of the inserts' time);
 * the load checks every reference once at its end instead (queries/references.ts).
 */
const BULK_LOAD_SETTINGS = [
  ['shared_buffers', '256MB'],
  ['maintenance_work_mem', '256MB'],
  ['wal_level', 'minimal'],
  ['max_wal_senders', '0'],
  ['full_page_writes', 'off'],
  ['synchronous_commit', 'off'],
  ['max_wal_size', '4GB'],
  ['checkpoint_timeout', '30min'],
  ['session_replication_role', 'replica'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

async function createPglite(
  dataDir: string | undefined,
  folderLock: FolderLock | undefined,
  ownLock: FolderLock | undefined,
  { loadDataDir, bulkLoad }: { loadDataDir?: Blob; bulkLoad?: boolean },
): Promise<Database> {
  // Loaded here, not at the top: a server on PostgreSQL never needs the ~40 MB the module takes.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Postgres's default 128 MB of shared buffers lives inside the WASM heap and never shrinks;
  // 16 MB keeps the embedded server well inside the memory budget (the OS caches the files).
  const client = await PGlite.create(dataDir, {
    postgresqlconf: 'shared_buffers = 16MB',
    loadDataDir,
    ...(bulkLoad && { startParams: [...PGlite.defaultStartParams, ...BULK_LOAD_SETTINGS] }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    folderLock,
    async migrate() {
      await refuseNewerSchema(db as unknown as Db);
      await migratePglite(db, { migrationsFolder });
    },
    holdStartupLock: async () => async () => {},
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process holds the folder, and its one connection does not drop.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onConnected(true);
      return stop;
    },
    async close() {
      try {
        await client.close();
      } finally {
        ownLock?.release();
      }
    },
  };
}
