import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectPostgres, type Database, openPglite } from './db/client.ts';
import { countMatches } from './db/queries/sports-ingest.ts';

/** How long in-flight requests get to finish after a stop signal before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  if (config.sportsDataDir && (await countMatches(database.db)) === 0) {
    console.log(`First start: loading sports data from ${config.sportsDataDir}…`);
    // The load runs in its own process (`npm run ingest`), so the memory that parsing the whole
    // mirror takes is returned when it exits instead of staying with the server. PGlite allows
    // one process at a time, so the server lets go of the database meanwhile.
    await database.close();
    await runIngestProcess();
    database = await open();
  }

  const app = await buildApp({ config, database, scheduleJobs: true });
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, publicUrl: config.publicUrl },
    `Strix is serving ${config.publicUrl}`,
  );
}

const INGEST_SCRIPT = fileURLToPath(new URL('../scripts/ingest.ts', import.meta.url));

function runIngestProcess(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', INGEST_SCRIPT], {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`Loading the sports data failed (exit code ${code}).`)),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
