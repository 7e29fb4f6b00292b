import { loadConfig } from '../server/config/config.ts';
import { ingestSportsData } from '../server/data/ingest/run-ingest.ts';
import { openPglite } from '../server/db/client.ts';

/**
 * DATA_DIR's PGlite (in memory without it) with the mirror (SPORTS_DATA_DIR) loaded, as the
 * server holds it: files already loaded are skipped, so a second run starts at once.
 */
export async function mirrorDatabase() {
  const config = loadConfig();
  if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
  const database = await openPglite(process.env.DATA_DIR || undefined);
  await database.migrate();
  const ingestStarted = performance.now();
  await ingestSportsData(database.db, config.sportsDataDir);
  console.log(
    `ingest (skips files already loaded): ${((performance.now() - ingestStarted) / 1000).toFixed(1)} s`,
  );
  return { config, database };
}
