import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { createTestDatabase, MINI_MIRROR, type TestDatabase } from '../../test/harness.ts';
import { ingestSportsData } from './run-ingest.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);

/**
 * The e2e mini mirror (soccer with prices, NBA, NFL, players) and one season or so of every MLB
 * and NHL source format from the mirror: Retrosheet, both leagues' workbooks, the Kaggle NHL
 * tables, NHL API games and two saved Odds API snapshots.
 */
const MLB_NHL_FILES = [
  'kyleam-retrosheet-gamelogs/GL2016.TXT',
  'Raafayuqaily-BD-MLBAnalytics-Final-Project/data/mlb-odds-2016.xlsx',
  'hufinger-NHL_Research/game.csv',
  'hufinger-NHL_Research/team_info.csv',
  'hufinger-NHL_Research/game_goalie_stats.csv',
  'hufinger-NHL_Research/player_info.csv',
  'mikekachinski-Sports-Data/nhl odds 2015-16.xlsx',
  'gmalbert-hockey-predictions/data_files/historical/2024-25/games.json',
  'nielsenz-odds-api-current-save/odds-data/historical/odds_2024-11-26.csv',
  'nielsenz-odds-api-current-save/odds-data/historical/odds_2024-11-27.csv',
];

/** Each table's rows as text with no database ids in them, sorted, counted and hashed. */
const CHECKSUMS = sql`
  WITH m AS (
    SELECT m.*, s.label AS season, h.source_key AS home, a.source_key AS away
    FROM matches m JOIN seasons s ON s.id = m.season_id
    JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id),
  rows AS (
    SELECT 'matches' AS tab, concat_ws('|', natural_key, league_id, season,
      extract(epoch FROM kickoff), kickoff_time_known, home, away, home_score, away_score,
      stats::text, details::text, source) AS line FROM m
    UNION ALL SELECT 'odds', concat_ws('|', m.natural_key, o.kind, extract(epoch FROM o.captured_at),
      o.source, o.quotes::text) FROM odds_snapshots o JOIN m ON m.id = o.match_id
    UNION ALL SELECT 'starters', concat_ws('|', m.natural_key, t.listed::text,
      extract(epoch FROM t.listed_known_at), t.listed_source, t.actual::text,
      extract(epoch FROM t.actual_known_at), t.actual_source)
      FROM match_starters t JOIN m ON m.id = t.match_id
    UNION ALL SELECT 'players', concat_ws('|', m.natural_key, tm.source_key, p.source, p.lines::text)
      FROM player_games p JOIN m ON m.id = p.match_id JOIN teams tm ON tm.id = p.team_id
    UNION ALL SELECT 'forecasts', concat_ws('|', m.natural_key, r.source, r.home_win, r.draw,
      r.away_win) FROM reference_forecasts r JOIN m ON m.id = r.match_id)
  SELECT tab, count(*)::int AS n, md5(string_agg(line, E'\\n' ORDER BY line)) AS md5
  FROM rows GROUP BY tab ORDER BY tab`;

describe.skipIf(!present)('what a first load stores', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-checksum-'));
    // Copied: discovery does not follow a linked folder.
    cpSync(MINI_MIRROR, dir, { recursive: true });
    for (const rel of MLB_NHL_FILES) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      symlinkSync(resolve(dataDir!, rel), join(dir, rel));
    }
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // The figures are those of the load before its parsing moved off the main thread and its
  // prices went in pre-serialised: the same matches, prices, starters and player lines, byte
  // for byte (docs/performance.md "Start-up load").
  it('stores the same rows, byte for byte, as the load it replaced', async () => {
    await ingestSportsData(database.db, dir, 'all');
    const sums = await rowsOf<{ tab: string; n: number; md5: string }>(database.db, CHECKSUMS);
    expect(sums).toEqual([
      { tab: 'matches', n: 17045, md5: '95c703290cd77925508fdd082d41bcff' },
      { tab: 'odds', n: 9016, md5: '4fdf678ec3e0c3937b606681cdb60938' },
      { tab: 'players', n: 131, md5: '92780f5d7a01d68e526a7005b5b810e7' },
      { tab: 'starters', n: 14608, md5: '46a30a13d63536727fdabe0c977c59fc' },
    ]);
  }, 300_000);
});
