// `npm run ingest [-- --all]`: loads SPORTS_DATA_DIR into the configured database and prints a
// report. Without --all, leagues the app does not serve yet are left out (run-ingest.ts).
import { resolve } from 'node:path';
import { loadConfig } from '../server/config/config.ts';
import { markLoadFinished, markLoadStarted } from '../server/data/ingest/load-marker.ts';
import { ingestSportsData } from '../server/data/ingest/run-ingest.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { exitIfFolderInUse } from '../server/db/folder-lock.ts';
import { brokenReferences } from '../server/db/queries/references.ts';
import { settleLoadedTables } from '../server/db/queries/sports-ingest.ts';

const config = loadConfig();
if (!config.sportsDataDir) {
  console.error(
    'No sports data folder: set SPORTS_DATA_DIR (the default ../shared/data does not exist).',
  );
  process.exit(1);
}
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'), { bulkLoad: true }).catch(
      exitIfFolderInUse,
    );
try {
  await database.migrate();
  await markLoadStarted(database.db);
  const report = await ingestSportsData(
    database.db,
    config.sportsDataDir,
    process.argv.includes('--all') ? 'all' : 'served',
  );
  // The embedded load skipped the per-row reference checks (BULK_LOAD_SETTINGS): one pass
  // over each foreign key instead, before the load counts as finished. PostgreSQL's load made
  // them row by row already.
  const broken = config.databaseUrl ? [] : await brokenReferences(database.db);
  if (broken.length > 0) {
    throw new Error(
      `The load left rows pointing at nothing: ${broken.map((b) => `${b.name} (${b.rows})`).join(', ')}.`,
    );
  }
  const wrote =
    report.matchesAdded +
    report.oddsSnapshotsAdded +
    report.referenceForecastsAdded +
    report.playerGamesAdded +
    report.startersAdded;
  if (wrote > 0) await settleLoadedTables(database.db);
  await markLoadFinished(database.db);
  for (const problem of report.problems.slice(0, 50)) {
    console.log(`skipped ${problem.file}:${problem.line}: ${problem.reason}`);
  }
  for (const line of report.clubMerge.merged) console.log(`merged club ${line}`);
  for (const line of report.clubMerge.leftApart) console.log(`club kept apart: ${line}`);
  if (report.problems.length > 50)
    console.log(`… and ${report.problems.length - 50} more skipped rows`);
  console.log(
    `Ingest done in ${report.seconds.toFixed(1)} s: ${report.filesRead} files read, ${report.filesSkipped} unchanged; ` +
      `${report.matchesAdded} matches, ${report.oddsSnapshotsAdded} odds snapshots, ` +
      `${report.referenceForecastsAdded} reference forecasts, ${report.playerGamesAdded} player documents added; ${report.problems.length} rows skipped.`,
  );
} finally {
  await database.close();
}
