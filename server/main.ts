import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { mergeDuplicateClubs } from './data/ingest/club-merge.ts';
import { loadUnfinished } from './data/ingest/load-marker.ts';
import { reportUnknownBooksTo } from './data/reference/bookmakers.ts';
import { connectPostgres, type Database, openPglite } from './db/client.ts';
import { FolderInUseError, type FolderLock, LENT_LOCK_ENV, lockFolder } from './db/folder-lock.ts';
import { countMatches } from './db/queries/sports-ingest.ts';
import { SchemaNewerError } from './db/schema-version.ts';
import { appPath, RUNNING_FROM_SOURCE } from './lib/app-root.ts';

/**
 * How long in-flight requests get to finish after a stop signal before we exit anyway (code 1):
 * under the 10 s a container runtime waits (`docker stop`) before it kills, so the exit is ours.
 */
const SHUTDOWN_GRACE_MS = 8_000;

/** What a stop signal has to deal with, depending on how far start-up has got. */
let stopSignal: NodeJS.Signals | undefined;
let ingestProcess: ChildProcess | undefined;
let serving: { app: FastifyInstance; database: Database } | undefined;
/**
 * Start-up's log until the app's own takes over: the same JSON lines on standard output, so
 * everything a server writes there is structured (the data load's report included).
 */
let startupLog: Logger | undefined;

function onStopSignal(signal: NodeJS.Signals) {
  if (stopSignal) return;
  stopSignal = signal;
  const force = setTimeout(() => {
    const log = serving?.app.log ?? startupLog;
    const message = `Still stopping ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting.`;
    if (log) log.error({ signal }, message);
    else console.error(message);
    ingestProcess?.kill('SIGKILL');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  if (serving) {
    void stopServing(serving, signal);
  } else {
    // Still starting: the data load (if running) gets the signal too, and start-up stops at its
    // next step (see stopIfAsked).
    startupLog?.info({ signal }, 'stop signal during start-up: stopping');
    ingestProcess?.kill(signal);
  }
}
process.on('SIGTERM', () => onStopSignal('SIGTERM'));
process.on('SIGINT', () => onStopSignal('SIGINT'));

async function stopServing({ app, database }: NonNullable<typeof serving>, signal: string) {
  app.log.info({ signal }, 'stopping: no new connections, finishing in-flight requests');
  try {
    // Resolves once every connection has closed (plugins/graceful-close.ts) and the app's own
    // onClose work (scheduled jobs, mail) is done; only then can nothing use the database.
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while stopping');
    process.exit(1);
  }
}

/** A stop asked for during start-up: release what is open and leave. */
async function stopIfAsked(open: { app?: FastifyInstance; database?: Database } = {}) {
  if (!stopSignal) return;
  await open.app?.close();
  await open.database?.close();
  process.exit(0);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  startupLog = log;

  const folder = resolve(config.dataDir, 'pglite');
  // The embedded database's folder is this process's until it exits (the lock goes with it),
  // across the close and reopen around a first start's data load.
  const folderLock = config.databaseUrl ? undefined : lockFolderOrExit(folder, log);
  const open = (): Promise<Database> | Database =>
    config.databaseUrl
      ? connectPostgres(config.databaseUrl)
      : openPglite(folder, { lock: folderLock });
  let database = await open();
  try {
    await database.migrate();
  } catch (error) {
    if (error instanceof SchemaNewerError) {
      log.fatal(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  await stopIfAsked({ database });
  if (config.sportsDataDir) {
    try {
      database = await loadSportsDataIfNeeded(database, config, open, log, folderLock);
    } catch (error) {
      await stopIfAsked();
      throw error;
    }
    await stopIfAsked({ database });
  }

  const app = await buildApp({ config, database, scheduleJobs: true });
  // A live feed's book the catalogue lacks is told in the server's own log lines.
  reportUnknownBooksTo((message, fields) => app.log.warn(fields, message));
  await stopIfAsked({ app, database });
  await app.listen({ port: config.port, host: config.host });
  // METRICS_PORT's listener, if set (a port already taken stops start-up like the main one).
  const metricsUrl = await app.listenForMetrics();
  if (folderLock) publishReplayControl(app, folderLock);
  serving = { app, database };
  if (stopSignal) return stopServing(serving, stopSignal);
  app.log.info(
    { database: database.kind, publicUrl: config.publicUrl, metrics: metricsUrl },
    `Strix is serving ${config.publicUrl}`,
  );
}

function lockFolderOrExit(folder: string, log: Logger): FolderLock {
  try {
    const lock = lockFolder(folder);
    const gone = lock.replaced;
    if (gone) {
      log.warn(
        { previousOwner: { pid: gone.pid, command: gone.command } },
        `took over the data folder from process ${gone.pid}, which stopped without releasing it`,
      );
    }
    return lock;
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    log.fatal({ owner: { pid: error.owner.pid, command: error.owner.command } }, error.message);
    process.exit(1);
  }
}

/**
 * `npm run replay` cannot open the folder while the server holds it; it asks the server instead,
 * on loopback, at the address written into the lock file (with the lock's token).
 */
function publishReplayControl(app: FastifyInstance, lock: FolderLock) {
  const address = app.server.address();
  if (!address || typeof address === 'string') return;
  // A wildcard listener is reached on loopback; a loopback one as it is.
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  if (host.startsWith('127.') || host === '[::1]') {
    lock.publishControlUrl(`http://${host}:${address.port}`);
  }
}

/**
 * Loads the mirror on the first start (or finishes a load that was cut off). Instances started
 * together on one PostgreSQL take turns under the start-up lock: the first loads, the others
 * wait and then find the data there.
 */
async function loadSportsDataIfNeeded(
  database: Database,
  config: ReturnType<typeof loadConfig>,
  open: () => Promise<Database> | Database,
  log: Logger,
  folderLock: FolderLock | undefined,
): Promise<Database> {
  const release = await database.holdStartupLock(() =>
    log.info('another instance is loading the sports data: waiting for it to finish'),
  );
  try {
    // A stop asked for while waiting for another instance's load: leave before starting one.
    await stopIfAsked();
    const firstStart = (await countMatches(database.db)) === 0;
    if (!firstStart && !(await loadUnfinished(database.db))) {
      // Files already loaded are not read again, so a club a past load stored twice is folded
      // into one team here (see docs/data.md "Sports data").
      const clubs = await mergeDuplicateClubs(database.db);
      for (const line of clubs.merged) log.info({ source: 'ingest' }, `merged club ${line}`);
      for (const line of clubs.leftApart)
        log.warn({ source: 'ingest' }, `club kept apart: ${line}`);
      return database;
    }
    log.info(
      { sportsDataDir: config.sportsDataDir },
      firstStart
        ? 'first start: loading the sports data'
        : 'the last load of the sports data did not finish: loading the rest',
    );
    // The load runs in its own process (`npm run ingest`), so the memory that parsing the
    // whole mirror takes is returned when it exits instead of staying with the server. PGlite
    // allows one process at a time, so the server lets go of it meanwhile.
    const embedded = database.kind === 'pglite';
    if (embedded) await database.close();
    await runIngestProcess(log, folderLock);
    // A stop asked for during the load: leave before opening anything again (the lock goes
    // with the connection).
    await stopIfAsked();
    return embedded ? await open() : database;
  } finally {
    if (database.kind === 'postgres') await release();
  }
}

/** From source the load runs through tsx like the server; built, it is dist/server/ingest.js. */
const INGEST_ARGS = RUNNING_FROM_SOURCE
  ? ['--import', 'tsx', appPath('scripts/ingest.ts')]
  : ['--enable-source-maps', appPath('dist/server/ingest.js')];

function runIngestProcess(log: Logger, folderLock: FolderLock | undefined): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, INGEST_ARGS, {
      // The folder stays the server's; the load uses it on the lock's token.
      env: folderLock ? { ...process.env, [LENT_LOCK_ENV]: folderLock.owner.token } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    ingestProcess = child;
    // Its report (and skipped rows) are lines for a person; here each becomes a log line.
    const relay = (stream: NodeJS.ReadableStream, level: 'info' | 'warn') =>
      new Promise<void>((closed) => {
        const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
        lines.on('line', (line) => line.trim() && log[level]({ source: 'ingest' }, line));
        lines.once('close', closed);
      });
    const relayed = Promise.all([relay(child.stdout!, 'info'), relay(child.stderr!, 'warn')]);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      ingestProcess = undefined;
      void relayed.then(() => {
        if (code === 0) done();
        else fail(new Error(`Loading the sports data failed (${signal ?? `exit code ${code}`}).`));
      });
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
