import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { discoverSourceFiles } from './discover.ts';
import { parseFootballData } from './football-data.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
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
});
