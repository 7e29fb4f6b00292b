// `npm run replay -- --to <date>`: moves the replay clock forward to <date> and reports the
// matches that were played in between (their results become visible), then settles the
// predictions made on them and the bets people recorded on them.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { countMatchesPlayedBetween } from '../server/db/queries/sports-read.ts';
import { SkippedRows } from '../server/db/skipped-rows.ts';
import { settleBets } from '../server/features/bets/settle-bets.ts';
import { advanceReplayClock } from '../server/features/clock/replay-clock.ts';
import { settlePredictions } from '../server/features/grading/settle.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run replay -- --to 2025-02-01');
  process.exit(1);
}
const config = loadConfig();
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'));
try {
  await database.migrate();
  const ctx = { db: database.db, config };
  const { from, to } = await advanceReplayClock(ctx, new Date(values.to));
  const played = await countMatchesPlayedBetween(database.db, from, to);
  console.log(`Replay clock moved from ${from.toISOString()} to ${to.toISOString()}.`);
  for (const row of played) console.log(`  ${row.leagueId}: ${row.n} matches played`);
  const skipped = new SkippedRows();
  const settled = await settlePredictions(database.db, to, new Date(), skipped);
  console.log(`${settled} prediction${settled === 1 ? '' : 's'} settled.`);
  const bets = await settleBets(database.db, to, skipped);
  console.log(`${bets} recorded bet${bets === 1 ? '' : 's'} graded.`);
  // Left unsettled, the rest settled: said here so they are looked at, not silently retried.
  for (const row of skipped.rows) console.error(`  skipped ${row.id}: ${row.reason}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
