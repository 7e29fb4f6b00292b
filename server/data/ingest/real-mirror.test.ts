import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { discoverSourceFiles } from './discover.ts';
import { parseFootballData } from './football-data.ts';
import { parseFootballTxt } from './football-txt.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
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
