import { parseFootballData } from '../ingest/football-data.ts';
import type { ParsedMatch, ParseResult } from '../ingest/types.ts';
import { type LeagueId, SOCCER_LEAGUE_IDS } from '../reference/leagues.ts';
import type { ConditionalGetOptions, Validators } from './conditional-get.ts';
import { type LiveCsvFile, type LiveFileResult, readLiveCsv } from './live-csv.ts';

export const FOOTBALL_DATA_BASE_URL = 'https://www.football-data.co.uk';

/** The football-data.co.uk league files Strix reads, by their codes (which are our league ids). */
export const FOOTBALL_DATA_LEAGUES = [
  'E0',
  'E1',
  'SP1',
  'D1',
  'I1',
  'F1',
] as const satisfies readonly LeagueId[];

export interface FootballDataFile extends LiveCsvFile {
  /** The league of a season file; undefined for fixtures.csv, which mixes leagues. */
  leagueId?: LeagueId;
}

/** Columns a file must have to be read at all (each lists the names the column goes by). */
const REQUIRED: readonly (readonly string[])[] = [['Date'], ['HomeTeam', 'HT'], ['AwayTeam', 'AT']];
const REQUIRED_FIXTURES: readonly (readonly string[])[] = [['Div'], ...REQUIRED];

/**
 * The season folder football-data.co.uk files a date under: '2526' for 2025/26. Seasons start
 * in July, as Strix's season labels do.
 */
export function seasonCode(at: Date): string {
  const year = at.getUTCFullYear();
  const start = at.getUTCMonth() + 1 >= 7 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}${two(start + 1)}`;
}

/** When the season `at` falls in began: 1 July (UTC), as seasonCode counts it. */
export function seasonStart(at: Date): Date {
  const year = at.getUTCFullYear();
  return new Date(Date.UTC(at.getUTCMonth() + 1 >= 7 ? year : year - 1, 6, 1));
}

/**
 * How long after a league's first fixture of the season its season file may still be missing:
 * football-data.co.uk adds results a few times a week, and a season's file appears with its
 * first results. A week covers the longest gap between two updates with room to spare.
 */
export const NEW_SEASON_FILE_GRACE_MS = 7 * 86_400_000;

/**
 * Whether a league's file for the season `at` falls in should be published by `at`, so that a
 * 404 for it is a failure rather than a season that has not begun (docs/data.md, Going live).
 * With the league's first fixture of the season on file: a week after it kicked off. Without
 * one: from 1 September, when every league Strix holds has played (they all open in August).
 */
export function seasonFileExpected(at: Date, firstKickoff: Date | null): boolean {
  if (firstKickoff !== null) {
    return at.getTime() - firstKickoff.getTime() >= NEW_SEASON_FILE_GRACE_MS;
  }
  const start = seasonStart(at);
  return at.getTime() >= Date.UTC(start.getUTCFullYear(), 8, 1);
}

/** The current season's league files and fixtures.csv. */
export function footballDataFiles(
  at: Date,
  baseUrl: string = FOOTBALL_DATA_BASE_URL,
  leagues: readonly LeagueId[] = FOOTBALL_DATA_LEAGUES,
): FootballDataFile[] {
  const base = baseUrl.replace(/\/+$/, '');
  const season = seasonCode(at);
  return [
    ...leagues.map((leagueId) => ({
      url: `${base}/mmz4281/${season}/${leagueId}.csv`,
      file: `football-data.co.uk/mmz4281/${season}/${leagueId}.csv`,
      leagueId,
    })),
    { url: `${base}/fixtures.csv`, file: 'football-data.co.uk/fixtures.csv' },
  ];
}

export interface FootballDataLiveOptions extends ConditionalGetOptions {
  /** "Now": picks the season. */
  at: Date;
  baseUrl?: string;
  leagues?: readonly LeagueId[];
  /** Validators from the last poll, by URL. */
  validators?: ReadonlyMap<string, Validators>;
}

/**
 * Polls the current season's files and fixtures.csv with conditional GETs and parses those that
 * changed. Early in the season a league's file may not exist yet: it comes back `failed` with a
 * not-found error, which the caller judges with seasonFileExpected.
 */
export async function readFootballDataLive(
  options: FootballDataLiveOptions,
): Promise<(LiveFileResult & { leagueId?: LeagueId })[]> {
  const { at, baseUrl, leagues, validators, ...http } = options;
  const results: (LiveFileResult & { leagueId?: LeagueId })[] = [];
  // One after another: the files share a small host, and a poll is not in a hurry.
  for (const source of footballDataFiles(at, baseUrl, leagues)) {
    const previous = validators?.get(source.url);
    const result = source.leagueId
      ? await readLiveCsv(
          source,
          previous,
          REQUIRED,
          (text, file) => parseFootballData(text, file, { leagueId: source.leagueId }),
          http,
        )
      : await readLiveCsv(source, previous, REQUIRED_FIXTURES, parseFixtures, http);
    results.push(source.leagueId ? { ...result, leagueId: source.leagueId } : result);
  }
  return results;
}

/**
 * fixtures.csv lists every league football-data covers; rows of leagues Strix does not hold are
 * blanked before parsing (so line numbers still point into the file) rather than reported as
 * problems. Its prices are the bookmakers' current ones, not opening prices, so they are marked
 * as snapshots; the file's Last-Modified says when they were taken.
 */
export function parseFixtures(text: string, file: string): ParseResult<ParsedMatch> {
  const lines = text.split(/(\r\n|\n|\r)/);
  const divColumn = (lines[0] ?? '')
    .replace(/^\uFEFF/, '')
    .split(',')
    .indexOf('Div');
  // Even indexes are lines, odd ones the breaks between them; line 0 is the header.
  for (let i = 2; i < lines.length; i += 2) {
    const div = lines[i]!.split(',')[divColumn]?.trim() ?? '';
    if (lines[i]!.trim() !== '' && !SOCCER_LEAGUE_IDS.has(div)) lines[i] = '';
  }
  const parsed = parseFootballData(lines.join(''), file);
  return {
    items: parsed.items.map((match) => ({
      ...match,
      odds: match.odds.map((odds) =>
        odds.kind === 'opening' ? { ...odds, kind: 'snapshot' } : odds,
      ),
    })),
    problems: parsed.problems,
  };
}
