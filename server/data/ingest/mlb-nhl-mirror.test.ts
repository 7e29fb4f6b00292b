import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { mlbTeamByCode } from '../reference/mlb-teams.ts';
import { readCsv } from './csv.ts';
import { discoverSourceFiles } from './discover.ts';
import { mergedGames } from './mlb-nhl-ingest.ts';
import type { MergedGame } from './mlb-nhl-types.ts';
import { parseNhlApiGames } from './nhl-api.ts';
import { parseOddsApiSnapshots } from './odds-api-snapshots.ts';
import { parseRetrosheet } from './retrosheet.ts';
import { parseSbrWorkbook } from './sbr-workbook.ts';
import { naturalKey } from './team-identity.ts';
import type { ParseProblem } from './types.ts';
import { readFirstSheet } from './xlsx.ts';

const dataDir = loadConfig({}).sportsDataDir;
const present = dataDir !== undefined && existsSync(dataDir);
const file = (rel: string) => join(dataDir ?? '', rel);
const american = (decimal: number) =>
  Math.round(decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1));

// Parsed once for the whole file: the two leagues' merges read every MLB and NHL file.
const merged = (() => {
  if (!present) return undefined;
  const files = discoverSourceFiles(dataDir!).filter((f) => f.kind === 'mlb-nhl');
  const problems: ParseProblem[] = [];
  const of = (leagueId: 'MLB' | 'NHL') =>
    mergedGames(
      leagueId,
      files.filter((f) => f.kind === 'mlb-nhl' && f.leagueId === leagueId) as never,
      problems,
    );
  return { files, mlb: of('MLB'), nhl: of('NHL'), problems };
})();

const game = (games: MergedGame[], date: string, home: string, away: string) =>
  games.filter((g) => g.localDate === date && g.home === home && g.away === away);

describe.skipIf(!present)('the MLB and NHL files of the mirror', () => {
  it('finds every format by its content', () => {
    const formats = new Map<string, number>();
    for (const f of merged!.files)
      if (f.kind === 'mlb-nhl') formats.set(f.format, (formats.get(f.format) ?? 0) + 1);
    expect(Object.fromEntries(formats)).toEqual({
      'sbr-xlsx': 23,
      retrosheet: 15,
      'kaggle-game': 1,
      'kaggle-team-info': 1,
      'kaggle-goalies': 1,
      'kaggle-players': 1,
      'nhl-api': 6,
      oddsportal: 1,
      'odds-api-snapshots': 510,
    });
    // cswaters' parse of the same workbooks is for the cross-check below only, never a source.
    expect(merged!.files.some((f) => f.rel.includes('cswaters'))).toBe(false);
  });

  it('reports only the few rows that fit no game, each as file:line: reason', () => {
    expect(merged!.problems.map((p) => `${p.file}:${p.line}: ${p.reason}`)).toEqual([
      'Raafayuqaily-BD-MLBAnalytics-Final-Project/data/mlb-odds-2010.xlsx:2342: unreadable pair: CIN (630) at CUB (701)',
      'Raafayuqaily-BD-MLBAnalytics-Final-Project/data/mlb-odds-2016.xlsx:1756: no Retrosheet game for NYM at PIT on 2016-06-08',
      'sp0t-baseball/mlb odds 2022.xlsx:3628: no Retrosheet game for CWS at CLE on 2022-08-21',
      'davidxia3-sports_probabilistic_predictions/raw_data/oddsportal_nhl.csv:22491: unreadable game 25 Jan 2009 All-Stars East v All-Stars West',
      'nielsenz-odds-api-current-save/odds-data/historical/odds_2024-05-04.csv:8: no game for EDM at VAN starting 2024-05-06T02:10:00.000Z',
      'nielsenz-odds-api-current-save/odds-data/historical/odds_2025-01-08.csv:8: no game for CGY at LAK starting 2025-01-09T03:30:00.000Z',
      'nielsenz-odds-api-current-save/odds-data/historical/odds_2025-01-08.csv:9: no game for CGY at LAK starting 2025-01-09T03:30:00.000Z',
    ]);
  });

  it('gives every merged game its own natural key (none dropped as a duplicate when stored)', () => {
    for (const games of [merged!.mlb, merged!.nhl]) {
      const keys = games.map((g) =>
        naturalKey(g.leagueId, g.localDate, g.home, g.away, g.doubleHeader),
      );
      expect(new Set(keys).size).toBe(games.length);
    }
  });

  it('parses the workbooks as cswaters did, game for game (2010–2019)', () => {
    const ours = new Map<string, MergedGame['odds']>();
    for (const g of merged!.mlb)
      ours.set(`${g.localDate}|${g.home}|${g.away}|${g.homeScore}|${g.awayScore}`, g.odds);
    const rows = readCsv(
      readFileSync(file('cswaters-scrape-mlb-odds/mlb_odds_2010_2019.csv'), 'utf8'),
    ).rows.map((r) => r.values);
    let compared = 0;
    const different: string[] = [];
    for (const r of rows) {
      const home = mlbTeamByCode(r.h_team!)!.code;
      const away = mlbTeamByCode(r.v_team!)!.code;
      const odds = ours.get(`${r.date}|${home}|${away}|${r.h_final}|${r.v_final}`);
      if (!odds) continue;
      compared++;
      const closing = odds
        .find((o) => o.kind === 'closing')
        ?.quotes.find((q) => q.market === 'moneyline');
      if (
        closing &&
        (american(closing.prices[0]!) !== Number(r.h_ml_close) ||
          american(closing.prices[1]!) !== Number(r.v_ml_close))
      )
        different.push(`${r.date} ${away}@${home}`);
    }
    // Every one of cswaters' 24,649 games but those a problem above names or two sides swap.
    expect(compared).toBeGreaterThan(24_500);
    // Six closing lines differ: games the workbook dates on the day a rain-out was scheduled,
    // whose prices a day either side land on the pairing's other game, and two double-headers
    // with one score twice.
    expect(different).toEqual([
      '2010-09-04 CWS@BOS',
      '2011-09-21 TB@NYY',
      '2016-06-07 NYM@PIT',
      '2016-06-08 NYM@PIT',
      '2018-05-07 DET@TEX',
      '2018-06-09 STL@CIN',
    ]);
  });

  it('keeps the two games of a 2016 double-header apart, and finds game 7 of the 2019 World Series', () => {
    const retro = parseRetrosheet(
      readFileSync(file('kyleam-retrosheet-gamelogs/GL2016.TXT'), 'utf8'),
      'GL2016.TXT',
    );
    expect(retro.problems).toEqual([]);
    const doubleHeaders = retro.items.filter((g) => g.gameNumber === 2);
    expect(doubleHeaders.length).toBeGreaterThan(5);
    const second = doubleHeaders[0]!;
    const pairGames = merged!.mlb.filter(
      (g) => g.localDate === second.localDate && g.home === second.home && g.away === second.away,
    );
    expect(pairGames.map((g) => g.doubleHeader)).toEqual([1, 2]);
    const keys = pairGames.map((g) =>
      naturalKey('MLB', g.localDate, g.home, g.away, g.doubleHeader),
    );
    expect(new Set(keys).size).toBe(2);
    expect(pairGames[1]!.kickoff.getTime()).toBeGreaterThan(pairGames[0]!.kickoff.getTime());
    // World Series 2019, game 7: Washington 6 at Houston 2, only in the workbook (postseason).
    const [ws7] = game(merged!.mlb, '2019-10-30', 'HOU', 'WSH');
    expect(ws7).toMatchObject({
      homeScore: 2,
      awayScore: 6,
      playoff: true,
      kickoffTimeKnown: false,
    });
    expect(ws7!.starters.filter((s) => s.kind === 'listed').map((s) => s.players[0]!.name)).toEqual(
      ['ZGREINKE', 'MSCHERZER'],
    );
  });

  it('reads Retrosheet fixed fields: Tokyo 2019, actual starters, extra innings, day/night', () => {
    const [tokyo] = game(merged!.mlb, '2019-03-20', 'OAK', 'SEA');
    expect(tokyo).toMatchObject({
      homeScore: 7,
      awayScore: 9,
      playoff: false,
      kickoffTimeKnown: false,
    });
    expect(tokyo!.details).toMatchObject({ park: 'TOK01' });
    // A night game in Tokyo: 19:05 Japan time, 10:05 UTC.
    expect(tokyo!.kickoff.toISOString()).toBe('2019-03-20T10:05:00.000Z');
    expect(
      tokyo!.starters.find((s) => s.kind === 'actual' && s.side === 'away')!.players[0],
    ).toEqual({
      id: 'gonzm005',
      name: 'Marco Gonzales',
    });
    expect(tokyo!.source).toContain('copyrighted by Retrosheet');
    expect(merged!.mlb.some((g) => (g.details.outs as number) > 54)).toBe(true);
  });

  it('holds one franchise across every spelling and move', () => {
    const code = (games: MergedGame[], season: string, name: string) =>
      new Set(
        games
          .filter((g) => g.season === season)
          .flatMap((g) => [g.home, g.away])
          .filter((c) => c === name),
      );
    // Cleveland Indians (2021) and Guardians (2022); Florida (FLO 2011) and Miami Marlins.
    expect(code(merged!.mlb, '2021', 'CLE')).toEqual(new Set(['CLE']));
    expect(code(merged!.mlb, '2022', 'CLE')).toEqual(new Set(['CLE']));
    expect(code(merged!.mlb, '2011', 'MIA')).toEqual(new Set(['MIA']));
    expect(code(merged!.mlb, '2024', 'OAK')).toEqual(new Set(['OAK']));
    // Arizona (ARI in the NHL API 2023-24) and Utah (UTA 2024-25) are one team.
    expect(code(merged!.nhl, '2023/24', 'UTA')).toEqual(new Set(['UTA']));
    expect(code(merged!.nhl, '2024/25', 'UTA')).toEqual(new Set(['UTA']));
    // Utah's first game, 2024-10-08 against Chicago; Seattle's, 2021-10-12 at Vegas.
    expect(game(merged!.nhl, '2024-10-08', 'UTA', 'CHI')).toHaveLength(1);
    expect(game(merged!.nhl, '2021-10-12', 'VGK', 'SEA')[0]).toMatchObject({
      homeScore: 4,
      awayScore: 3,
    });
    expect(
      merged!.nhl
        .filter((g) => g.season < '2021/22')
        .some((g) => g.home === 'SEA' || g.away === 'SEA'),
    ).toBe(false);
    expect(
      merged!.nhl
        .filter((g) => g.season < '2017/18')
        .some((g) => g.home === 'VGK' || g.away === 'VGK'),
    ).toBe(false);
    // 32 franchises in 2024-25 and 30 in MLB every season.
    expect(new Set(merged!.nhl.filter((g) => g.season === '2024/25').map((g) => g.home)).size).toBe(
      32,
    );
    expect(new Set(merged!.mlb.filter((g) => g.season === '2016').map((g) => g.home)).size).toBe(
      30,
    );
  });

  it('keeps NHL API games once each and never reads went_to_ot', () => {
    const rel = 'gmalbert-hockey-predictions/data_files/historical/2024-25/games.json';
    const text = readFileSync(file(rel), 'utf8');
    const raw = JSON.parse(text) as unknown[];
    const parsed = parseNhlApiGames(text, rel);
    expect(raw.length).toBeGreaterThan(5 * 1312);
    expect(parsed.items).toHaveLength(1312);
    expect(parsed.items[0]).toMatchObject({ home: 'BUF', away: 'NJD', homeScore: 1, awayScore: 4 });
    expect(parsed.items.every((g) => g.settledIn === undefined)).toBe(true);
  });

  it('tells how NHL games were settled where a source says so', () => {
    const settled = (season: string) =>
      merged!.nhl.filter((g) => g.season === season).map((g) => g.details.settledIn ?? 'unknown');
    const count = (list: unknown[], value: string) => list.filter((v) => v === value).length;
    // Kaggle says REG/OT/SO; the workbooks alone (2019-20 on) only "past regulation".
    expect(count(settled('2015/16'), 'shootout')).toBeGreaterThan(100);
    expect(count(settled('2020/21'), 'shootout')).toBe(0);
    expect(count(settled('2020/21'), 'overtime-or-shootout')).toBeGreaterThan(100);
    expect(count(settled('2023/24'), 'unknown')).toBe(1400);
    // Kaggle game 2017030415: Washington won the 2018 Cup at Vegas, 4-3 in regulation.
    const [final] = game(merged!.nhl, '2018-06-07', 'VGK', 'WSH');
    expect(final).toMatchObject({
      homeScore: 3,
      awayScore: 4,
      playoff: true,
      kickoffTimeKnown: true,
    });
    expect(final!.details.settledIn).toBe('regulation');
    const goalies = final!.starters.filter((s) => s.kind === 'actual');
    expect(
      goalies.map(
        (s) => s.players.filter((p) => 'inferredStarter' in p && p.inferredStarter).length,
      ),
    ).toEqual([1, 1]);
  });

  it('drops Odds API rows taken at or after puck drop, and keeps each snapshot as its own capture', () => {
    let dropped = 0;
    for (const f of merged!.files.filter(
      (f) => f.kind === 'mlb-nhl' && f.format === 'odds-api-snapshots',
    )) {
      const text = readFileSync(f.path, 'utf8');
      const parsed = parseOddsApiSnapshots(text, f.rel);
      dropped += text.trim().split('\n').length - 1 - parsed.items.length;
      for (const s of parsed.items)
        expect(s.capturedAt.getTime()).toBeLessThan(s.commence.getTime());
    }
    expect(dropped).toBeGreaterThanOrEqual(102);
    const snapshots = merged!.nhl.flatMap((g) =>
      g.odds.filter((o) => o.kind === 'snapshot').map((o) => ({ g, o })),
    );
    expect(snapshots.length).toBeGreaterThan(2000);
    for (const { g, o } of snapshots)
      expect(o.capturedAt.getTime()).toBeLessThan(g.kickoff.getTime());
    expect(new Set(snapshots.flatMap(({ o }) => o.quotes.map((q) => q.bookmaker)))).toEqual(
      new Set(['BetMGM', 'Caesars']),
    );
  });

  it("stores OddsPortal's average as the aggregate book, never a bettable price", () => {
    const books = new Set(
      merged!.nhl
        .filter((g) => g.season === '2009/10')
        .flatMap((g) => g.odds.flatMap((o) => o.quotes.map((q) => q.bookmaker))),
    );
    expect(books).toEqual(new Set(['Market average']));
  });

  it('reads the workbooks whatever their header spellings', () => {
    const rel = 'mikekachinski-Sports-Data/nhl odds 2014-15.xlsx';
    const parsed = parseSbrWorkbook(readFirstSheet(readFileSync(file(rel))), rel, 'NHL');
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]!.closing.find((q) => q.market === 'spread')).toMatchObject({
      line: -1.5,
    });
  });
});
