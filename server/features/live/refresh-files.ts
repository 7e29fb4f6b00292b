import {
  footballDataCollectionAtOrBefore,
  mirrorCapturedAt,
} from '../../data/ingest/capture-times.ts';
import type { ParsedMatch } from '../../data/ingest/types.ts';
import type { Validators } from '../../data/live/conditional-get.ts';
import { footballDataFiles, readFootballDataLive } from '../../data/live/football-data-live.ts';
import type { LiveFileResult } from '../../data/live/live-csv.ts';
import { readNflverseLive } from '../../data/live/nflverse-live.ts';
import type { Db } from '../../db/client.ts';
import { readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import { messageOf, recordFailure, recordSuccess } from './provider-health.ts';
import { type Stamp, storeParsedMatches } from './store-parsed.ts';

export const FOOTBALL_DATA = 'football-data.co.uk';
export const NFLVERSE = 'nflverse';

export interface FileProviders {
  footballDataUrl: string;
  nflverseGamesUrl: string;
  fetch?: typeof fetch;
}

export interface FilesReport {
  files: number;
  changed: number;
  matches: number;
  odds: number;
  newTeams: string[];
  problems: number;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const VALIDATORS = 'http-validators:';

/**
 * Dates a file's prices at when their source took them, never at when we read them (a later
 * read must not make an older price look newer than another provider's, docs/data.md "Going
 * live"): pre-match prices in a results file at the publisher's collection (as the mirror's),
 * closing prices at kick-off (only for games that have begun), and current prices
 * (fixtures.csv, nflverse's line before a game) at the moment the file says it was written
 * (Last-Modified, never later than the read). Without that header, fixtures.csv's prices take
 * football-data's last documented collection at or before the read (Tuesday 15:00 or Friday
 * 17:00 UK); nflverse documents none, so its line takes the read.
 */
function stampFor(provider: string, readAt: Date, lastModified: string | undefined): Stamp {
  const written = lastModified ? new Date(lastModified) : undefined;
  const current =
    written && !Number.isNaN(written.getTime()) && written <= readAt
      ? written
      : provider === FOOTBALL_DATA
        ? footballDataCollectionAtOrBefore(readAt)
        : readAt;
  return (kind, match: ParsedMatch) => {
    const started = match.kickoff.getTime() <= readAt.getTime();
    if (kind === 'closing') {
      // nflverse writes the current line in the same column until the game is played.
      if (started) return { kind, capturedAt: match.kickoff };
      return { kind: 'snapshot', capturedAt: current };
    }
    if (kind === 'opening') {
      const at = mirrorCapturedAt('opening', match.leagueId, match.kickoff);
      return { kind, capturedAt: at < readAt ? at : readAt };
    }
    return started ? null : { kind, capturedAt: current };
  };
}

async function storeFile(
  db: Db,
  provider: string,
  result: LiveFileResult,
  readAt: Date,
  report: FilesReport,
  log: Log,
): Promise<string | null> {
  report.files++;
  if (result.outcome === 'failed') {
    // A new season's file that is not published yet is expected, not a failure.
    if (result.error?.kind === 'not-found') return null;
    log.warn({ file: result.file, err: result.error }, 'live file could not be read');
    return `${result.file}: ${messageOf(result.error)}`;
  }
  if (result.outcome === 'unchanged') return null;
  report.changed++;
  const stored = await storeParsedMatches(
    db,
    result.matches,
    provider,
    stampFor(provider, readAt, result.validators?.lastModified),
  );
  report.matches += stored.matches;
  report.odds += stored.odds;
  report.newTeams.push(...stored.newTeams);
  const problems = [...result.problems, ...stored.problems];
  report.problems += problems.length;
  if (problems.length > 0) {
    log.warn(
      { file: result.file, problems: problems.slice(0, 10), count: problems.length },
      'live file rows skipped',
    );
  }
  if (stored.newTeams.length > 0) {
    log.info({ file: result.file, teams: stored.newTeams }, 'new teams from a live file');
  }
  // Remembered only once stored: a crash in between reads the file again next time. Not for a
  // broken copy (renamed columns, cut off mid-row): its validators made every later poll a 304
  // until upstream next changed the file (days, for a results file), so the cut row's result,
  // or the whole file, stayed missing all that time while the status read "ok".
  if (result.validators && !result.defect)
    await writeAppState(db, VALIDATORS + result.url, result.validators);
  // Such a copy was only logged; the operator, who can tell upstream changed its format, reads
  // /api/status. Row problems (one bad date) stay in the logs.
  return result.defect ? `${result.file}: ${result.defect.reason}` : null;
}

/** Records how a provider's poll went: the first file's problem, or success. */
async function recordPoll(db: Db, provider: string, now: Date, problems: (string | null)[]) {
  const problem = problems.find((p) => p !== null);
  if (problem) await recordFailure(db, provider, now, problem);
  else await recordSuccess(db, provider, now);
}

async function validatorsFor(db: Db, urls: readonly string[]) {
  const map = new Map<string, Validators>();
  for (const url of urls) {
    const value = await readAppState<Validators>(db, VALIDATORS + url);
    if (value) map.set(url, value);
  }
  return map;
}

/**
 * One poll of football-data.co.uk (this season's six league files and fixtures.csv) and of
 * nflverse's games.csv, each with conditional GETs. A provider's failure is recorded for the
 * status line and the logs; it never stops the other.
 */
export async function refreshFiles(
  db: Db,
  providers: FileProviders,
  now: Date,
  log: Log,
): Promise<FilesReport> {
  const report: FilesReport = {
    files: 0,
    changed: 0,
    matches: 0,
    odds: 0,
    newTeams: [],
    problems: 0,
  };
  const http = { fetch: providers.fetch };

  const soccerValidators = await validatorsFor(
    db,
    footballDataFiles(now, providers.footballDataUrl).map((file) => file.url),
  );
  try {
    const files = await readFootballDataLive({
      at: now,
      baseUrl: providers.footballDataUrl,
      validators: soccerValidators,
      ...http,
    });
    const problems = [];
    for (const file of files)
      problems.push(await storeFile(db, FOOTBALL_DATA, file, now, report, log));
    await recordPoll(db, FOOTBALL_DATA, now, problems);
  } catch (error) {
    await recordFailure(db, FOOTBALL_DATA, now, messageOf(error));
    log.warn({ err: error }, 'football-data.co.uk poll failed');
  }

  try {
    const previous = await readAppState<Validators>(db, VALIDATORS + providers.nflverseGamesUrl);
    const file = await readNflverseLive({
      url: providers.nflverseGamesUrl,
      validators: previous,
      // The current season and the one before (January play-offs belong to it).
      fromSeason: now.getUTCFullYear() - 1,
      ...http,
    });
    await recordPoll(db, NFLVERSE, now, [await storeFile(db, NFLVERSE, file, now, report, log)]);
  } catch (error) {
    await recordFailure(db, NFLVERSE, now, messageOf(error));
    log.warn({ err: error }, 'nflverse poll failed');
  }
  return report;
}
