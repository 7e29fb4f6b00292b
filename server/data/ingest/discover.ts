import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  DATAHUB_LEAGUE_BY_FOLDER,
  type LeagueId,
  SOCCER_LEAGUE_IDS,
} from '../reference/leagues.ts';

export type SourceFile =
  | {
      kind: 'football-data';
      path: string;
      rel: string;
      priority: number;
      leagueId?: LeagueId;
      /** For results-only files named by season ('season-1819.csv'): '2018/19'. */
      season?: string;
      /** The league the file's first row names (files with a Div column). */
      fileLeagueId?: LeagueId;
    }
  | { kind: 'nflverse' | 'nba'; path: string; rel: string; priority: number }
  | {
      kind: 'fivethirtyeight';
      path: string;
      rel: string;
      priority: number;
      leagueId: 'NBA' | 'NFL';
    }
  | { kind: 'openfootball-clubs'; path: string; rel: string; priority: number }
  | { kind: 'football-txt' | 'spi-soccer'; path: string; rel: string; priority: number }
  | { kind: 'sportsbookreview-nfl'; path: string; rel: string; priority: number };

/** The header and first data row of a file, from its first 2 KB. */
function firstLines(path: string): [string, string] {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(2048);
    const bytes = readSync(fd, buffer, 0, buffer.length, 0);
    const lines = buffer
      .toString('utf8', 0, bytes)
      .replace(/^\uFEFF/, '')
      .split(/\r\n?|\n/);
    return [lines[0] ?? '', lines[1] ?? ''];
  } finally {
    closeSync(fd);
  }
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * Finds the files Strix can read under the data folder by their header, not their name, so a
 * mirror laid out differently still works. Earlier priority wins when two files hold the same
 * match: raw upstream files first, re-exports next, results-only derivatives last.
 */
export function discoverSourceFiles(dataDir: string): SourceFile[] {
  const found: SourceFile[] = [];
  for (const path of walk(dataDir)) {
    const rel = relative(dataDir, path).split(sep).join('/');
    if (path.endsWith('.clubs.txt')) {
      found.push({ kind: 'openfootball-clubs', path, rel, priority: 9 });
      continue;
    }
    if (path.endsWith('.txt')) {
      // UEFA club competitions in Football.TXT: after the domestic files, whose teams they join.
      // openfootball/football.json's uefa.cl.json holds the same matches (generated from these
      // files, with defects in 2024/25), so .json files are deliberately not read as results.
      if (/^= UEFA (Champions|Europa) League\b/.test(firstLines(path)[0]))
        found.push({ kind: 'football-txt', path, rel, priority: 3 });
      continue;
    }
    if (/nfl_archive.*\.json$/i.test(path)) {
      // Opening lines attach to games the nflverse file created, so it goes after it.
      found.push({ kind: 'sportsbookreview-nfl', path, rel, priority: 6 });
      continue;
    }
    if (!path.toLowerCase().endsWith('.csv')) continue;
    const [headerLine, firstRow] = firstLines(path);
    const header = headerLine.split(',').map((cell) => cell.trim());
    const has = (...names: string[]) => names.every((name) => header.includes(name));
    if (has('Div', 'HomeTeam', 'AwayTeam')) {
      // One file holds one league's season; its first row's Div says which, so readers of a
      // single league can skip the others' files unread.
      const div = firstRow.split(',')[header.indexOf('Div')]?.trim();
      found.push({
        kind: 'football-data',
        path,
        rel,
        priority: /derived/i.test(rel) ? 1 : 0,
        fileLeagueId: SOCCER_LEAGUE_IDS.has(div ?? '') ? (div as LeagueId) : undefined,
      });
    } else if (has('Date', 'HomeTeam', 'AwayTeam', 'FTHG')) {
      const folder = rel.split('/').at(-2) ?? '';
      // Own entries only: a folder called 'constructor' names no league.
      const leagueId = Object.hasOwn(DATAHUB_LEAGUE_BY_FOLDER, folder)
        ? DATAHUB_LEAGUE_BY_FOLDER[folder]
        : undefined;
      const years = /season-(\d{2})(\d{2})\.csv$/i.exec(rel);
      const start = years ? Number(years[1]) + (Number(years[1]) >= 90 ? 1900 : 2000) : undefined;
      const season = start ? `${start}/${years![2]}` : undefined;
      if (leagueId) found.push({ kind: 'football-data', path, rel, priority: 2, leagueId, season });
    } else if (has('game_id', 'season', 'game_type', 'home_team', 'away_team')) {
      found.push({ kind: 'nflverse', path, rel, priority: 0 });
    } else if (has('season', 'date', 'away', 'home', 'score_away', 'score_home')) {
      found.push({ kind: 'nba', path, rel, priority: 0 });
    } else if (has('date', 'league', 'team1', 'team2', 'prob1', 'probtie')) {
      // FiveThirtyEight's club soccer forecasts: they attach to matches every results file made.
      found.push({ kind: 'spi-soccer', path, rel, priority: 7 });
    } else if (has('season', 'date', 'team1', 'team2', 'prob1') && !has('league')) {
      const name = rel.split('/').at(-1)!.toLowerCase();
      if (name.startsWith('nba'))
        found.push({ kind: 'fivethirtyeight', path, rel, priority: 5, leagueId: 'NBA' });
      if (name.startsWith('nfl'))
        found.push({ kind: 'fivethirtyeight', path, rel, priority: 5, leagueId: 'NFL' });
    }
  }
  return found.sort((a, b) => a.priority - b.priority || a.rel.localeCompare(b.rel));
}
