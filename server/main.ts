import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ingestSportsData } from './data/ingest/run-ingest.ts';
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

  const database: Database = config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : await openPglite(resolve(config.dataDir, 'pglite'));
  await database.migrate();
  if (config.sportsDataDir && (await countMatches(database.db)) === 0) {
    console.log(`First start: loading sports data from ${config.sportsDataDir}…`);
    const report = await ingestSportsData(database.db, config.sportsDataDir);
    console.log(
      `Loaded ${report.matchesAdded} matches and ${report.oddsSnapshotsAdded} odds snapshots in ${report.seconds.toFixed(1)} s (${report.problems.length} rows skipped; see npm run ingest).`,
    );
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
