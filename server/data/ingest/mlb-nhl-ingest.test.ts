import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import {
  loadStartersKnownAt,
  loadUsGames,
  type UsGameRow,
} from '../../db/queries/mlb-nhl-games.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { loadOdds } from '../../db/queries/sports-catalogue.ts';
import { interpret } from '../../sports/questions/interpret.ts';
import { loadCatalogue } from '../../sports/state/catalogue.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { createTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { ingestSportsData } from './run-ingest.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);

/** One MLB and one NHL season's files, linked into a small folder (the whole mirror takes minutes). */
const SUBSET = [
  'kyleam-retrosheet-gamelogs/GL2016.TXT',
  'Raafayuqaily-BD-MLBAnalytics-Final-Project/data/mlb-odds-2016.xlsx',
  'hufinger-NHL_Research/game.csv',
  'hufinger-NHL_Research/team_info.csv',
  'hufinger-NHL_Research/game_goalie_stats.csv',
  'hufinger-NHL_Research/player_info.csv',
  'mikekachinski-Sports-Data/nhl odds 2015-16.xlsx',
];

describe.skipIf(!present)('MLB and NHL in the database', () => {
  let database: TestDatabase;
  let dir: string;
  let first: Awaited<ReturnType<typeof ingestSportsData>>;
  let mlb: UsGameRow[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-mlb-nhl-'));
    for (const rel of SUBSET) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      symlinkSync(resolve(dataDir!, rel), join(dir, rel));
    }
    database = await createTestDatabase('pglite');
    first = await ingestSportsData(database.db, dir);
    mlb = await loadUsGames(database.db, 'MLB', new Date('2016-01-01'));
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores one match per game, double-headers apart, and a second load adds nothing', async () => {
    // 2,428 regular-season games (Retrosheet) and 35 postseason games (the workbook).
    expect(mlb).toHaveLength(2463);
    expect(mlb.filter((g) => g.stats?.playoff === 1)).toHaveLength(35);
    const keys = await rowsOf<{ natural_key: string }>(
      database.db,
      sql`SELECT natural_key FROM matches WHERE league_id = 'MLB' AND natural_key LIKE '%:g_' ORDER BY natural_key LIMIT 2`,
    );
    expect(keys.map((k) => k.natural_key.slice(-3))).toEqual([':g1', ':g2']);
    expect(first.startersAdded).toBeGreaterThan(2400);
    const second = await ingestSportsData(database.db, dir);
    expect(second).toMatchObject({
      filesRead: 0,
      matchesAdded: 0,
      oddsSnapshotsAdded: 0,
      startersAdded: 0,
    });
  });

  it('shows nothing before its time: no result, closing price or actual starter before first pitch', async () => {
    // 2016-11-02, World Series game 7: Chicago 8 at Cleveland 7 (postseason, the workbook only).
    const ws7 = mlb.find(
      (g) =>
        g.kickoff.toISOString().startsWith('2016-11-0') &&
        g.stats?.playoff === 1 &&
        g.homeScore === 7,
    )!;
    // A regular-season game with both prices, both listed and both actual starters.
    const regular = mlb.find((g) => g.stats?.playoff === 0 && g.details?.dayNight === 'N')!;
    for (const game of [ws7, regular]) {
      const before = new Date(game.kickoff.getTime() - 60_000);
      expect(knownAt(before).result('MLB', game)).toBe(false);
      const odds = await loadOdds(database.db, [game.id], before);
      expect(odds.map((o) => o.kind)).toEqual(['opening']);
      const starters = await loadStartersKnownAt(database.db, [game.id], before);
      expect(starters.map((s) => s.kind)).toEqual(['listed', 'listed']);
      // The opening line and the listed pitchers: 22:00 US Eastern the evening before.
      expect(starters[0]!.knownAt.getTime()).toBe(odds[0]!.capturedAt.getTime());
      const after = new Date(game.kickoff.getTime() + 5 * 3_600_000);
      expect(knownAt(after).result('MLB', game)).toBe(true);
      expect((await loadOdds(database.db, [game.id], after)).map((o) => o.kind)).toEqual([
        'opening',
        'closing',
      ]);
    }
    const actual = await loadStartersKnownAt(database.db, [regular.id], regular.kickoff);
    expect(actual.filter((s) => s.kind === 'actual')).toHaveLength(2);
    expect(actual.find((s) => s.kind === 'actual')!.source).toContain('copyrighted by Retrosheet');
  });

  it('keeps NHL goalies known only at puck drop, and how each game was settled', async () => {
    const nhl = await loadUsGames(database.db, 'NHL', new Date('2015-09-01'));
    const shootout = nhl.find((g) => g.details?.settledIn === 'shootout')!;
    expect(shootout.kickoffTimeKnown).toBe(true);
    expect(Math.abs(shootout.homeScore! - shootout.awayScore!)).toBe(1);
    expect(
      await loadStartersKnownAt(
        database.db,
        [shootout.id],
        new Date(shootout.kickoff.getTime() - 1),
      ),
    ).toEqual([]);
    const goalies = await loadStartersKnownAt(database.db, [shootout.id], shootout.kickoff);
    expect(goalies).toHaveLength(2);
    for (const side of goalies) {
      expect(side.kind).toBe('actual');
      expect(side.players.filter((p) => p.inferredStarter)).toHaveLength(1);
      expect(side.players[0]).toHaveProperty('timeOnIceSeconds');
    }
  });

  it('serves both leagues: their fixtures at the clock and their teams in questions', async () => {
    const asOf = new Date('2016-07-01T12:00:00Z'); // mid MLB season
    const catalogue = await loadCatalogue(database.db, asOf);
    expect(
      [...catalogue.leagues.keys()].filter((id) => id === 'MLB' || id === 'NHL').sort(),
    ).toEqual(['MLB', 'NHL']);
    const mlbFixtures = catalogue.fixtures.filter((f) => f.leagueId === 'MLB');
    expect(mlbFixtures.length).toBeGreaterThan(0);
    // A fixture is a game still to come at the clock, never one already played.
    expect(mlbFixtures.every((f) => f.kickoff.getTime() > asOf.getTime() - 6 * 3_600_000)).toBe(
      true,
    );
    const result = interpret('Yankees vs Red Sox', catalogue.interpretContext(asOf));
    expect(result.ok && result.interpretation.leagueId).toBe('MLB');
  });

  it('is loaded by a start-up load, as every served league is', async () => {
    const fresh = await createTestDatabase('pglite');
    try {
      const served = await ingestSportsData(fresh.db, dir, 'served');
      const [count] = await rowsOf<{ n: number }>(
        fresh.db,
        sql`SELECT count(*)::int AS n FROM matches WHERE league_id IN ('MLB', 'NHL')`,
      );
      expect(count!.n).toBeGreaterThan(3000);
      expect(served.matchesAdded).toBe(count!.n);
    } finally {
      await fresh.close();
    }
  }, 300_000);
});
