import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { ingestSportsData } from './run-ingest.ts';

// Set only when the mirror's folder exists (config/config.ts).
const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined;

/** Rows in every table the ingest writes. */
async function tableSizes(database: TestDatabase) {
  const [row] = await rowsOf<Record<string, string | number>>(
    database.db,
    sql`
    SELECT (SELECT count(*) FROM matches) AS matches,
           (SELECT count(*) FROM odds_snapshots) AS odds,
           (SELECT count(*) FROM reference_forecasts) AS forecasts,
           (SELECT count(*) FROM player_games) AS player_games,
           (SELECT count(*) FROM match_starters) AS starters,
           (SELECT count(*) FROM teams) AS teams,
           (SELECT count(*) FROM team_aliases) AS aliases,
           (SELECT count(*) FROM seasons) AS seasons`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
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
    expect(first.matchesAdded).toBeGreaterThan(100_000);
    // MLB 2010–2024 (Retrosheet's regular season and the workbooks' postseasons) and NHL
    // 2008-09–2024-25, one match per game whichever sources hold it.
    const perLeague = await rowsOf<{ league_id: string; n: string }>(
      database.db,
      sql`SELECT league_id, count(*) AS n FROM matches WHERE league_id IN ('MLB', 'NHL') GROUP BY league_id ORDER BY league_id`,
    );
    expect(perLeague.map((r) => [r.league_id, Number(r.n)])).toEqual([
      ['MLB', 35_397],
      ['NHL', 21_832],
    ]);
    expect(first.startersAdded).toBeGreaterThan(45_000);
    const before = await tableSizes(database);
    const second = await ingestSportsData(database.db, dataDir!);
    expect(second).toMatchObject({
      filesRead: 0,
      matchesAdded: 0,
      oddsSnapshotsAdded: 0,
      referenceForecastsAdded: 0,
      playerGamesAdded: 0,
      startersAdded: 0,
    });
    expect(await tableSizes(database)).toEqual(before);
  }, 900_000);
});
