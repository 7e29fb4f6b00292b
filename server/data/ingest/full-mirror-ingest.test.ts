import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { ingestSportsData } from './run-ingest.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);

/** Rows in every table the ingest writes. */
async function tableSizes(database: TestDatabase) {
  const result = (await database.db.execute(sql`
    SELECT (SELECT count(*) FROM matches) AS matches,
           (SELECT count(*) FROM odds_snapshots) AS odds,
           (SELECT count(*) FROM reference_forecasts) AS forecasts,
           (SELECT count(*) FROM player_games) AS player_games,
           (SELECT count(*) FROM teams) AS teams,
           (SELECT count(*) FROM team_aliases) AS aliases,
           (SELECT count(*) FROM seasons) AS seasons`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

// The whole mirror, loaded twice: docs/data.md promises that a second `npm run ingest` only
// hashes the files and adds nothing. On PostgreSQL when the suite has one (faster, and the same
// SQL as PGlite's), else on PGlite.
describe.skipIf(!present)('ingesting the whole mirror twice', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('adds nothing and reads no file the second time', async () => {
    database = await createTestDatabase(databaseKinds.at(-1)!);
    const first = await ingestSportsData(database.db, dataDir!);
    expect(first.matchesAdded).toBeGreaterThan(50_000);
    const before = await tableSizes(database);
    const second = await ingestSportsData(database.db, dataDir!);
    expect(second).toMatchObject({
      filesRead: 0,
      matchesAdded: 0,
      oddsSnapshotsAdded: 0,
      referenceForecastsAdded: 0,
      playerGamesAdded: 0,
    });
    expect(await tableSizes(database)).toEqual(before);
  }, 900_000);
});
