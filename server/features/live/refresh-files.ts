import type { ParsedMatch } from '../../data/ingest/types.ts';
import type { Validators } from '../../data/live/conditional-get.ts';
import {
  FOOTBALL_DATA_LEAGUES,
  footballDataFiles,
  readFootballDataLive,
  seasonFileExpected,
  seasonStart,
} from '../../data/live/football-data-live.ts';
import { httpStatusText } from '../../data/live/http.ts';
import type { LiveFileResult } from '../../data/live/live-csv.ts';
import { readNflverseLive } from '../../data/live/nflverse-live.ts';
import type { ProviderError } from '../../data/live/provider-error.ts';
import {
  footballDataCollectionAtOrBefore,
  mirrorCapturedAt,
} from '../../data/reference/capture-times.ts';
import { FOOTBALL_DATA } from '../../data/reference/provider-names.ts';
import type { Db } from '../../db/client.ts';
import { firstKickoffsSince } from '../../db/queries/live-data.ts';
import { readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import { messageOf, recordFailure, recordSuccess } from './provider-health.ts';
import { type Stamp, storeParsedMatches } from './store-parsed.ts';

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

/** How one file's poll went, for the provider's health. */
interface FileOutcome {
  /** What the status line says about the file: a failure, or a copy that is not whole. */
  problem: string | null;
  /** Nothing was read: the download failed, even when that was expected. */
  failed: boolean;
  /** Why an expected failure was not reported (a new season's file not published yet). */
  excused?: string;
}

/**
 * A failed download as the status line says it: the status code when the host refused
 * ('nflverse/games.csv: HTTP 404 Not Found'), else what went wrong (a body too large or cut off).
 */
function failureOf(file: string, error: ProviderError | undefined): string {
  const status = error?.status;
  if (status !== undefined && status !== 304 && (status < 200 || status >= 300)) {
    return `${file}: ${httpStatusText(status)}`;
  }
  return `${file}: ${messageOf(error)}`;
}

async function storeFile(
  db: Db,
  provider: string,
  result: LiveFileResult,
  readAt: Date,
  report: FilesReport,
  log: Log,
  /** Whether a 404 for this file is a season not begun rather than a failure. */
  mayBeMissing = false,
): Promise<FileOutcome> {
  report.files++;
  if (result.outcome === 'failed') {
    // Every answer but a 2xx or 304 is a failure with its status on the status line. A 404
    // passed as "not published yet" hid nflverse's games.csv and four league files answering
    // 404 on every poll behind an "ok"; only a season file before its season has begun may be
    // missing (seasonFileExpected).
    if (result.error?.kind === 'not-found' && mayBeMissing) {
      log.info({ file: result.file }, 'live file not published yet');
      return {
        problem: null,
        failed: true,
        excused: `${failureOf(result.file, result.error)}, not published yet`,
      };
    }
    log.warn({ file: result.file, err: result.error }, 'live file could not be read');
    return { problem: failureOf(result.file, result.error), failed: true };
  }
  if (result.outcome === 'unchanged') return { problem: null, failed: false };
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
  return {
    problem: result.defect ? `${result.file}: ${result.defect.reason}` : null,
    failed: false,
  };
}

/**
 * Records how a provider's poll went: the first file's problem, else success. Never success
 * when no file at all could be read, even if each failure on its own was expected.
 */
async function recordPoll(db: Db, provider: string, now: Date, outcomes: FileOutcome[]) {
  const problem =
    outcomes.find((o) => o.problem !== null)?.problem ??
    (outcomes.length > 0 && outcomes.every((o) => o.failed)
      ? `No file could be read: ${outcomes.map((o) => o.excused).join('; ')}.`
      : null);
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
 * status line and the logs; it never stops the other. A file that answers anything but a 2xx or
 * 304 fails its provider, with the status code, unless it is a league's season file before the
 * season's first results (seasonFileExpected).
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
    // fixtures.csv is always there; a league's season file from its first results on.
    const openers = await firstKickoffsSince(db, FOOTBALL_DATA_LEAGUES, seasonStart(now));
    const outcomes = [];
    for (const file of files) {
      const mayBeMissing =
        file.leagueId !== undefined && !seasonFileExpected(now, openers.get(file.leagueId) ?? null);
      outcomes.push(await storeFile(db, FOOTBALL_DATA, file, now, report, log, mayBeMissing));
    }
    await recordPoll(db, FOOTBALL_DATA, now, outcomes);
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
    // One file for every season since 1999: it is always there.
    await recordPoll(db, NFLVERSE, now, [await storeFile(db, NFLVERSE, file, now, report, log)]);
  } catch (error) {
    await recordFailure(db, NFLVERSE, now, messageOf(error));
    log.warn({ err: error }, 'nflverse poll failed');
  }
  return report;
}
