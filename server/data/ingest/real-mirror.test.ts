import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { loadLeaguePlayerGames, loadTeamPlayerGames } from '../../db/queries/player-games.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { discoverSourceFiles } from './discover.ts';
import { parseFootballData } from './football-data.ts';
import { parseFootballTxt } from './football-txt.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
import { ingestSportsData } from './run-ingest.ts';
import { parseSpiMatches } from './spi.ts';
import { spiMatcher } from './spi-match.ts';
import type { ParsedMatch, ParseProblem } from './types.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);
if (!present)
  console.log(
    'The sports data mirror (../shared/data) is not here: skipping the real-mirror test.',
  );

describe.skipIf(!present)('the real sports data mirror', () => {
  it('parses every results file with no skipped rows, and has the evaluation windows complete', () => {
    const files = discoverSourceFiles(dataDir!);
    const all: ParsedMatch[] = [];
    const problems: ParseProblem[] = [];
    for (const file of files) {
      const text = readFileSync(file.path, 'utf8');
      const result =
        file.kind === 'football-data'
          ? parseFootballData(text, file.rel, { leagueId: file.leagueId })
          : file.kind === 'nba'
            ? parseNbaGames(text, file.rel)
            : file.kind === 'nflverse'
              ? parseNflverseGames(text, file.rel)
              : undefined;
      if (!result) continue;
      all.push(...result.items);
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);

    // EPL 2019/20–2024/25: 2,280 matches, each with Pinnacle's pre-match and closing 1X2.
    const seasons = ['2019/20', '2020/21', '2021/22', '2022/23', '2023/24', '2024/25'];
    const epl = new Map<string, ParsedMatch>();
    for (const match of all) {
      if (match.leagueId === 'E0' && seasons.includes(match.season)) {
        const key = `${match.localDate}:${match.home}:${match.away}`;
        if (!epl.has(key)) epl.set(key, match);
      }
    }
    expect(epl.size).toBe(2280);
    const pinnacle = (match: ParsedMatch, kind: string) =>
      match.odds
        .find((o) => o.kind === kind)
        ?.quotes.some((q) => q.bookmaker === 'Pinnacle' && q.market === '1x2');
    expect(
      [...epl.values()].filter((m) => pinnacle(m, 'opening') && pinnacle(m, 'closing')).length,
    ).toBe(2280);

    const nfl = all.filter(
      (m) => m.leagueId === 'NFL' && Number(m.season) >= 2015 && Number(m.season) <= 2024,
    );
    // The market anchor's n: decided games (no ties) with a closing moneyline.
    const decidedWithMoneyline = nfl.filter(
      (m) =>
        m.homeScore !== null &&
        m.homeScore !== m.awayScore &&
        m.odds.some((o) => o.quotes.some((q) => q.market === 'moneyline')),
    );
    expect(decidedWithMoneyline.length).toBe(2733);
    expect(all.filter((m) => m.leagueId === 'NBA').length).toBeGreaterThan(20_000);
  }, 60_000);

  it('reads the UEFA competitions: 2024/25 complete, the final neutral, shoot-outs kept', () => {
    const files = discoverSourceFiles(dataDir!).filter((file) => file.kind === 'football-txt');
    const cups = files.flatMap((file) => {
      const result = parseFootballTxt(readFileSync(file.path, 'utf8'), file.rel);
      return result.items;
    });
    const ucl2425 = cups.filter(
      (m) => m.leagueId === 'UCL' && m.season === '2024/25' && !m.details.qualifying,
    );
    expect(ucl2425).toHaveLength(189);
    const final = ucl2425.find((m) => m.localDate === '2025-05-31')!;
    expect(final).toMatchObject({
      home: 'Paris Saint-Germain FC',
      away: 'FC Internazionale Milano',
      homeScore: 5,
      awayScore: 0,
      details: { neutral: true },
    });
    const anfield = ucl2425.find(
      (m) => m.home === 'Liverpool FC' && m.away === 'Paris Saint-Germain FC',
    )!;
    expect(anfield).toMatchObject({
      localDate: '2025-03-11',
      homeScore: 0,
      awayScore: 1,
      details: { extraTime: [0, 1], penalties: [1, 4] },
    });
  });
});

describe.skipIf(!present)('FiveThirtyEight SPI against the real mirror', () => {
  it('gives a Champions League reference forecast for the 2017-18 final', async () => {
    const files = discoverSourceFiles(dataDir!);
    const cl = files.find((file) => file.rel.endsWith('2017-18/cl.txt'))!;
    const final = parseFootballTxt(readFileSync(cl.path, 'utf8'), cl.rel).items.at(-1)!;
    expect(final).toMatchObject({
      home: 'Real Madrid',
      away: 'Liverpool FC',
      localDate: '2018-05-26',
    });
    const spi = files.find((file) => file.rel.endsWith('soccer-spi/spi_matches.csv'))!;
    const rows = parseSpiMatches(readFileSync(spi.path, 'utf8'), spi.rel).items;
    // Our two clubs by their openfootball names, as ingest knows them (no database needed).
    const names: Record<number, string[]> = { 1: [final.home], 2: [final.away] };
    const find = spiMatcher(
      [{ id: 99, leagueId: 'UCL', localDate: final.localDate, homeTeamId: 1, awayTeamId: 2 }],
      (id) => names[id] ?? [],
    );
    const matched = rows.filter((row) => find(row)?.matchId === 99);
    expect(matched).toHaveLength(1);
    expect(matched[0]).toMatchObject({ team1: 'Real Madrid', team2: 'Liverpool' });
    expect(matched[0]!.prob1 + matched[0]!.probtie + matched[0]!.prob2).toBeCloseTo(1, 2);
  });
});

/**
 * The mirror's files a season check needs, linked into a small folder: the whole mirror takes a
 * minute to load, these files a few seconds.
 */
function linkMirrorSubset(dataDir: string, rels: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'strix-real-players-'));
  for (const rel of rels) {
    const from = join(dataDir, rel);
    const names = rel.endsWith('/') ? readdirSync(from).map((name) => rel + name) : [rel];
    for (const name of names) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      symlinkSync(resolve(dataDir, name), join(dir, name));
    }
  }
  return dir;
}

describe.skipIf(!present)('the real player files', () => {
  it('sum to the published 2024/25 and 2024 figures from the stored player lines', async () => {
    const fpl = 'vaastav-Fantasy-Premier-League/data/2024-25/';
    const dir = linkMirrorSubset(dataDir!, [
      'felipedds-football-data-co-uk/data/raw/2425_E0.csv',
      `${fpl}gws/`,
      `${fpl}players_raw.csv`,
      `${fpl}teams.csv`,
      'phillipjoolee-cell-data-analytics-portfolio/sportsbook_odds_project/data/nba_2008-2025_raw.csv',
      'DERIVED-k-braj9-NBA-player-stat-predictor/PlayerStatistics.csv',
      'DERIVED-Krishx2005-nba-analytics/nba_game_logs_2024_25.csv',
      'mgiancola9-nfl-predictions/data/raw/games.csv',
      'hvpkod-NFL-Data/NFL-data-Players/2024/1/',
    ]);
    const database = await createTestDatabase('pglite');
    try {
      const report = await ingestSportsData(database.db, dir);
      // Every FPL fixture of 2024/25 found its E0 match; no NBA or NFL row was unreadable.
      expect(report.problems.filter((p) => !p.reason.includes('no listed game'))).toEqual([]);
      const season = (leagueId: string, from: string, before: string) =>
        loadLeaguePlayerGames(database.db, leagueId, new Date(from), new Date(before));
      const linesOf = (docs: Awaited<ReturnType<typeof season>>, key: string) =>
        docs.flatMap((doc) =>
          doc.lines.filter((line) => line.key === key).map((line) => ({ doc, line })),
        );

      // Salah 2024/25 (FPL code 118748): 29 goals, 18 assists.
      const salah = linesOf(await season('E0', '2024-08-01', '2025-07-01'), 'fpl:118748');
      expect(salah.reduce((sum, { line }) => sum + line.goals, 0)).toBe(29);
      expect(salah.reduce((sum, { line }) => sum + line.assists, 0)).toBe(18);

      // Gilgeous-Alexander: 76 regular-season games and 2,484 points, plus the NBA Cup final
      // (2024-12-17 at Milwaukee), a real game that counts in no regular-season total.
      const sga = linesOf(
        await season('NBA', '2024-10-01', '2025-04-20'),
        'nba:shai gilgeous alexander',
      );
      // Oklahoma City's only game of that US evening (the results file gives no tip-off time).
      const cupFinal = (kickoff: Date) =>
        kickoff >= new Date('2024-12-17T12:00:00Z') && kickoff < new Date('2024-12-18T12:00:00Z');
      const regular = sga.filter(({ doc }) => !cupFinal(doc.kickoff));
      expect(regular).toHaveLength(76);
      expect(sga.length).toBeGreaterThanOrEqual(76);
      expect(regular.reduce((sum, { line }) => sum + line.points, 0)).toBe(2484);

      // Lamar Jackson, 2024 week 1 at Kansas City: 273 passing yards, 1 TD pass, 122 rushing.
      const nfl = await season('NFL', '2024-09-01', '2024-09-10');
      const [lamar] = linesOf(nfl, 'nfl:2560757');
      expect(lamar!.doc.home).toBe(false);
      expect(lamar!.line).toMatchObject({
        passingYards: 273,
        passingTds: 1,
        rushingYards: 122,
        points: 0,
      });
      const ravens = await loadTeamPlayerGames(
        database.db,
        lamar!.doc.teamId,
        new Date('2024-09-01'),
        new Date('2024-09-10'),
      );
      expect(ravens.map((doc) => doc.matchId)).toEqual([lamar!.doc.matchId]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
