import { parseNflverseGames } from '../ingest/nflverse.ts';
import type { ConditionalGetOptions, Validators } from './conditional-get.ts';
import { type LiveFileResult, readLiveCsv } from './live-csv.ts';

/** nflverse's schedule, results, lines and starting quarterbacks, every season since 1999. */
export const NFLVERSE_GAMES_URL =
  'https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv';

const REQUIRED: readonly (readonly string[])[] = [
  ['season'],
  ['gameday'],
  ['home_team'],
  ['away_team'],
];

export interface NflverseLiveOptions extends ConditionalGetOptions {
  url?: string;
  /** Validators from the last poll. */
  validators?: Validators;
  /**
   * Keep only games of this season and later. The file holds every season since 1999; a live
   * poll only needs the current one, and the rest are in the mirror already.
   */
  fromSeason?: number;
}

/** Polls games.csv with a conditional GET and parses it when it changed. */
export async function readNflverseLive(options: NflverseLiveOptions = {}): Promise<LiveFileResult> {
  const { url = NFLVERSE_GAMES_URL, validators, fromSeason, ...http } = options;
  const result = await readLiveCsv(
    { url, file: 'nflverse/games.csv' },
    validators,
    REQUIRED,
    parseNflverseGames,
    http,
  );
  if (fromSeason === undefined) return result;
  return { ...result, matches: result.matches.filter((m) => Number(m.season) >= fromSeason) };
}
