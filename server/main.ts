import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadUnfinished } from './data/ingest/load-marker.ts';
import { connectPostgres, type Database, openPglite } from './db/client.ts';
import { countMatches } from './db/queries/sports-ingest.ts';
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

function onStopSignal(signal: NodeJS.Signals) {
  if (stopSignal) return;
  stopSignal = signal;
  const force = setTimeout(() => {
    console.error(`Still stopping ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting.`);
    ingestProcess?.kill('SIGKILL');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  if (serving) {
    void stopServing(serving, signal);
  } else {
    // Still starting: the data load (if running) gets the signal too, and start-up stops at its
    // next step (see stopIfAsked).
    console.log(`${signal} during start-up: stopping.`);
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

  const open = (): Promise<Database> | Database =>
    config.databaseUrl
      ? connectPostgres(config.databaseUrl)
      : openPglite(resolve(config.dataDir, 'pglite'));
  let database = await open();
  await database.migrate();
  await stopIfAsked({ database });
  if (config.sportsDataDir) {
    const firstStart = (await countMatches(database.db)) === 0;
    if (firstStart || (await loadUnfinished(database.db))) {
      console.log(
        firstStart
          ? `First start: loading sports data from ${config.sportsDataDir}…`
          : `The last load of the sports data did not finish: loading the rest from ${config.sportsDataDir}…`,
      );
      // The load runs in its own process (`npm run ingest`), so the memory that parsing the
      // whole mirror takes is returned when it exits instead of staying with the server. PGlite
      // allows one process at a time, so the server lets go of the database meanwhile.
      await database.close();
      try {
        await runIngestProcess();
      } catch (error) {
        await stopIfAsked();
        throw error;
      }
      await stopIfAsked();
      database = await open();
    }
  }

  const app = await buildApp({ config, database, scheduleJobs: true });
  await stopIfAsked({ app, database });
  await app.listen({ port: config.port, host: config.host });
  serving = { app, database };
  if (stopSignal) return stopServing(serving, stopSignal);
  app.log.info(
    { database: database.kind, publicUrl: config.publicUrl },
    `Strix is serving ${config.publicUrl}`,
  );
}

/** From source the load runs through tsx like the server; built, it is dist/server/ingest.js. */
const INGEST_ARGS = RUNNING_FROM_SOURCE
  ? ['--import', 'tsx', appPath('scripts/ingest.ts')]
  : ['--enable-source-maps', appPath('dist/server/ingest.js')];

function runIngestProcess(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, INGEST_ARGS, {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    ingestProcess = child;
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      ingestProcess = undefined;
      if (code === 0) done();
      else fail(new Error(`Loading the sports data failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
