import { readFileSync } from 'node:fs';
import { oddsRowJson } from '../../db/queries/sports-ingest.ts';
import { mirrorCapturedAt } from '../reference/capture-times.ts';
import type { SourceFile } from './discover.ts';
import { parseFootballData } from './football-data.ts';
import { type MlbNhlFile, type PreparedLeague, preparedLeague } from './mlb-nhl-parse.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
import type { ParsedMatch, ParseProblem } from './types.ts';

/** The files whose matches the load's main loop stores one file at a time. */
export type ResultsFile = Extract<SourceFile, { kind: 'football-data' | 'nba' | 'nflverse' }>;

export const isResultsFile = (file: SourceFile): file is ResultsFile =>
  file.kind === 'football-data' || file.kind === 'nba' || file.kind === 'nflverse';

/** A parsed match with its price documents already written as the bulk insert's JSON rows. */
export interface PreparedMatch extends Omit<ParsedMatch, 'odds'> {
  odds: string[];
}

export interface PreparedResults {
  items: PreparedMatch[];
  problems: ParseProblem[];
}

/** One results file read, parsed and its prices serialised (in a worker: parse-worker.ts). */
export function preparedResults(file: ResultsFile): PreparedResults {
  const text = readFileSync(file.path, 'utf8');
  const parsed =
    file.kind === 'football-data'
      ? parseFootballData(text, file.rel, { leagueId: file.leagueId })
      : file.kind === 'nba'
        ? parseNbaGames(text, file.rel)
        : parseNflverseGames(text, file.rel);
  const items = parsed.items.map(({ odds, ...match }) => ({
    ...match,
    odds: odds.map((snapshot) =>
      oddsRowJson({
        kind: snapshot.kind,
        capturedAt: mirrorCapturedAt(snapshot.kind, match.leagueId, match.kickoff),
        source: file.rel,
        quotes: snapshot.quotes,
      }),
    ),
  }));
  return { items, problems: parsed.problems };
}

/** What the parsing worker is asked to do, and what it answers. */
export type ParseJob =
  | { type: 'league'; leagueId: 'MLB' | 'NHL'; files: MlbNhlFile[] }
  | { type: 'results'; file: ResultsFile };

export type ParseAnswer<J extends ParseJob> = J extends { type: 'league' }
  ? PreparedLeague
  : PreparedResults;

export function runParseJob<J extends ParseJob>(job: J): ParseAnswer<J> {
  return (
    job.type === 'league' ? preparedLeague(job.leagueId, job.files) : preparedResults(job.file)
  ) as ParseAnswer<J>;
}
