import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testConfig } from '../config/config.ts';
import { ingestSportsData } from '../data/ingest/run-ingest.ts';
import type { LiveProviders } from '../features/live/providers.ts';
import { liveProviders } from '../features/live/providers.ts';
import { createTestApp, type DatabaseKind, MINI_MIRROR, type TestApp } from './harness.ts';
import { type CsvServer, startCsvServer } from './peers/csv-server.ts';
import { type OddsApiServer, startOddsApiServer } from './peers/odds-api-server.ts';

/**
 * What the live tests share: the mini mirror's Premier League file and its columns (fixtures.csv
 * uses the results file's), and an app run live against local stand-ins for The Odds API and
 * the CSV hosts, with the mirror ingested so the models have history.
 */
export const MIRROR_E0 = readFileSync(join(MINI_MIRROR, 'football-data/2425_E0.csv'), 'utf8');
export const E0_PATH = '/mmz4281/2425/E0.csv';
export const FIXTURES_PATH = '/fixtures.csv';
export const NFL_PATH = '/nflverse/games.csv';
export const E0_HEADER = MIRROR_E0.slice(0, MIRROR_E0.search(/\r?\n/))
  .replace(/^\uFEFF/, '')
  .split(',');
/** One row in the results file's columns; a column not given is empty. */
export const e0Row = (cells: Record<string, string>) =>
  E0_HEADER.map((name) => cells[name] ?? '').join(',');

export interface LiveTestApp {
  t: TestApp;
  oddsApi: OddsApiServer;
  files: CsvServer;
  config: ReturnType<typeof testConfig>;
  providers: LiveProviders;
}

/** An app run live on `kind`, its providers the stand-ins, their clock the app's. */
export async function startLiveTestApp(kind: DatabaseKind, apiKey: string): Promise<LiveTestApp> {
  let app: TestApp | undefined;
  const oddsApi = await startOddsApiServer({
    apiKey,
    credits: 20_000,
    now: () => app?.clock.now().getTime() ?? Date.now(),
  });
  const files = await startCsvServer();
  const env = {
    LIVE_DATA: 'on',
    ODDS_API_KEY: apiKey,
    ODDS_API_URL: oddsApi.baseUrl,
    FOOTBALL_DATA_URL: files.baseUrl,
    NFLVERSE_GAMES_URL: files.url(NFL_PATH),
    SPORTS_DATA_DIR: 'off',
  };
  app = await createTestApp(kind, { env });
  const config = testConfig(env);
  // The model needs history: the Premier League to 26 Feb 2025, the NBA and NFL seasons.
  await ingestSportsData(app.database.db, MINI_MIRROR);
  return { t: app, oddsApi, files, config, providers: liveProviders(config.live!) };
}
