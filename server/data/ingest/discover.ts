import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  DATAHUB_LEAGUE_BY_FOLDER,
  type LeagueId,
  SOCCER_LEAGUE_IDS,
} from '../reference/leagues.ts';
import { headerOf, readFirstSheet } from './xlsx.ts';

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
  | { kind: 'sportsbookreview-nfl'; path: string; rel: string; priority: number }
  | {
      kind: 'mlb-nhl';
      format: MlbNhlFormat;
      leagueId: 'MLB' | 'NHL';
      path: string;
      rel: string;
      priority: number;
    };

/**
 * The MLB and NHL files, merged into one match per game by their own step (mlb-nhl-ingest.ts):
 * sportsbookreview workbooks, Retrosheet game logs, the Kaggle NHL tables (game.csv and the
 * tables it joins), NHL API games.json, OddsPortal's NHL file and saved The Odds API snapshots.
 */
export type MlbNhlFormat =
  | 'sbr-xlsx'
  | 'retrosheet'
  | 'kaggle-game'
  | 'kaggle-team-info'
  | 'kaggle-goalies'
  | 'kaggle-players'
  | 'nhl-api'
  | 'oddsportal'
  | 'odds-api-snapshots';

/** A workbook's first-sheet header: MLB's has the listed Pitcher, NHL's three periods only. */
function workbookLeague(path: string): 'MLB' | 'NHL' | undefined {
  const header = headerOf(readFirstSheet(readFileSync(path), 2));
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  if (!has('Date', 'Rot', 'VH', 'Team', '1st', 'Final', 'Open', 'Close')) return undefined;
  if (has('Pitcher', '9th')) return 'MLB';
  return has('3rd') && !has('4th') ? 'NHL' : undefined;
}

/** A Retrosheet game log line: 161 comma-separated fields, the first a yyyymmdd date in quotes. */
const isRetrosheetLine = (line: string) =>
  /^"\d{8}","[012]",/.test(line) && line.split(',').length >= 161;

/** MLB/NHL files by content; undefined for any other file. */
function mlbNhlFormat(
  path: string,
  header: string[],
  firstRow: string,
): { format: MlbNhlFormat; leagueId: 'MLB' | 'NHL' } | undefined {
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  if (has('game_id', 'season', 'type', 'date_time_GMT', 'away_team_id', 'outcome'))
    return { format: 'kaggle-game', leagueId: 'NHL' };
  if (has('team_id', 'franchiseId', 'shortName', 'teamName', 'abbreviation'))
    return { format: 'kaggle-team-info', leagueId: 'NHL' };
  if (has('game_id', 'player_id', 'team_id', 'timeOnIce', 'decision', 'saves'))
    return { format: 'kaggle-goalies', leagueId: 'NHL' };
  if (has('player_id', 'firstName', 'lastName', 'primaryPosition'))
    return { format: 'kaggle-players', leagueId: 'NHL' };
  if (
    has('date', 'season_type', 'team_1', 'team_2', 'moneyline_1', 'game_url') &&
    /nhl/i.test(firstRow)
  )
    return { format: 'oddsportal', leagueId: 'NHL' };
  if (
    has('date', 'sport', 'commence_time', 'home_team', 'away_team', 'bookmaker', 'ml_home') &&
    firstRow.split(',')[header.indexOf('sport')] === 'NHL' &&
    /odds_\d{4}-\d{2}-\d{2}\.csv$/.test(path)
  )
    return { format: 'odds-api-snapshots', leagueId: 'NHL' };
  return undefined;
}

/** The header and first data row of a file, from its first 2 KB. */
function firstLines(path: string): [string, string] {
  const lines = head(path, 2048).split(/\r\n?|\n/);
  return [lines[0] ?? '', lines[1] ?? ''];
}

/** The first `bytes` of a file as text, without a BOM. */
function head(path: string, bytes: number): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.toString('utf8', 0, read).replace(/^\uFEFF/, '');
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
    const lower = path.toLowerCase();
    const mlbNhl = (format: MlbNhlFormat, leagueId: 'MLB' | 'NHL') =>
      found.push({ kind: 'mlb-nhl', format, leagueId, path, rel, priority: 8 });
    if (lower.endsWith('.xlsx')) {
      const leagueId = workbookLeague(path);
      if (leagueId) mlbNhl('sbr-xlsx', leagueId);
      continue;
    }
    if (lower.endsWith('.txt') && isRetrosheetLine(firstLines(path)[0])) {
      mlbNhl('retrosheet', 'MLB');
      continue;
    }
    if (
      lower.endsWith('.json') &&
      /^\s*\[\s*\{[^}]*"game_id"[^}]*"start_time"[^}]*"went_to_ot"/.test(head(path, 4096))
    ) {
      mlbNhl('nhl-api', 'NHL');
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
    const header = headerLine.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const known = mlbNhlFormat(rel, header, firstRow);
    if (known) {
      mlbNhl(known.format, known.leagueId);
      continue;
    }
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
