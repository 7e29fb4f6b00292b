import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import { setCountriesFromLeagues } from '../../db/queries/club-identity.ts';
import {
  ensureSeasons,
  ensureSportsAndLeagues,
  ensureTeams,
  fileAlreadyIngested,
  insertAliases,
  insertNewMatches,
  insertOdds,
  insertPreparedOdds,
  insertReferenceForecasts,
  matchIdsByNaturalKey,
  matchKickoffs,
  type NewMatch,
  type NewOdds,
  type PreparedRow,
  recordIngestedFile,
  storedSeasonSizes,
  teamIdsForSport,
} from '../../db/queries/sports-ingest.ts';
import { mirrorCapturedAt } from '../reference/capture-times.ts';
import { isServedLeague, LEAGUES, type LeagueId, SPORTS } from '../reference/leagues.ts';
import { NBA_TEAMS } from '../reference/nba-teams.ts';
import { NFL_TEAMS } from '../reference/nfl-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import { usTeamCodeFinder } from '../reference/us-team-names.ts';
import { type ClubMergeReport, mergeDuplicateClubs } from './club-merge.ts';
import { DOMESTIC_LEAGUES } from './club-names.ts';
import { uefaFilesStep } from './cup-ingest.ts';
import { discoverSourceFiles, type SourceFile } from './discover.ts';
import { parseFiveThirtyEightGames } from './fivethirtyeight.ts';
import { ingestMlbNhl, startMlbNhl } from './mlb-nhl-ingest.ts';
import { parseOpenfootballClubs } from './openfootball.ts';
import {
  isResultsFile,
  type PreparedMatch,
  type PreparedResults,
  type ResultsFile,
} from './parse-jobs.ts';
import { OffThread } from './parse-off-thread.ts';
import { ingestPlayersInto } from './players/ingest-players.ts';
import { parseSportsbookReviewArchive } from './sportsbookreview.ts';
import { identifyTeams, naturalKey, sportOf } from './team-identity.ts';
import type { ParseProblem } from './types.ts';

export interface IngestReport {
  filesRead: number;
  filesSkipped: number;
  matchesAdded: number;
  oddsSnapshotsAdded: number;
  referenceForecastsAdded: number;
  /** New (match, team) player documents. */
  playerGamesAdded: number;
  aliasesOffered: number;
  /** Matches with MLB starting pitchers or NHL goalies (listed and actual), one row each. */
  startersAdded: number;
  /** Cup clubs of our leagues' associations that matched no domestic team (created anew). */
  unmatchedDomesticClubs: string[];
  /** Duplicate clubs of an earlier load folded into the club they repeat, and those left apart. */
  clubMerge: ClubMergeReport;
  problems: ParseProblem[];
  seconds: number;
}

/** Loads one results file's matches and prices; returns how many matches and snapshots were new. */
async function ingestMatches(
  db: Db,
  file: SourceFile,
  parsed: PreparedMatch[],
  problems: ParseProblem[],
) {
  let matchesAdded = 0;
  let oddsAdded = 0;
  const byLeague = new Map<LeagueId, PreparedMatch[]>();
  for (const match of parsed) {
    const group = byLeague.get(match.leagueId);
    if (group) group.push(match);
    else byLeague.set(match.leagueId, [match]);
  }
  for (const [leagueId, leagueMatches] of byLeague) {
    const sportId = sportOf(leagueId);
    const seasonIds = await ensureSeasons(db, leagueId, [
      ...new Set(leagueMatches.map((m) => m.season)),
    ]);
    const { identities, usable } = identifyTeams(leagueId, leagueMatches, problems);
    const teamIds = await ensureTeams(db, sportId, [...identities.values()]);
    const rows: NewMatch[] = usable.map((match) => ({
      leagueId,
      seasonId: seasonIds.get(match.season)!,
      kickoff: match.kickoff,
      kickoffTimeKnown: match.kickoffTimeKnown,
      homeTeamId: teamIds.get(match.homeKey)!,
      awayTeamId: teamIds.get(match.awayKey)!,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      stats: match.stats && Object.keys(match.stats).length > 0 ? match.stats : null,
      naturalKey: naturalKey(leagueId, match.localDate, match.homeKey, match.awayKey),
      source: file.rel,
    }));
    const created = await insertNewMatches(db, rows);
    matchesAdded += created.size;
    const odds: PreparedRow[] = [];
    usable.forEach((match, i) => {
      const matchId = created.get(rows[i]!.naturalKey);
      if (matchId === undefined) return; // already known from an earlier, richer file
      for (const json of match.odds) odds.push({ matchId, json });
    });
    await insertPreparedOdds(db, odds);
    oddsAdded += odds.length;
  }
  return { matchesAdded, oddsAdded };
}

/** Connects FiveThirtyEight's forecasts to our matches by date and teams (in either order). */
async function ingestReferenceForecasts(
  db: Db,
  file: Extract<SourceFile, { kind: 'fivethirtyeight' }>,
  text: string,
  problems: ParseProblem[],
) {
  const parsed = parseFiveThirtyEightGames(text, file.rel);
  problems.push(...parsed.problems);
  const codeOf = usTeamCodeFinder(file.leagueId);
  const ids = await matchIdsByNaturalKey(db, file.leagueId);
  const rows = [];
  for (const forecast of parsed.items) {
    const team1 = codeOf(forecast.team1);
    const team2 = codeOf(forecast.team2);
    const asHome =
      team1 && team2 ? ids.get(naturalKey(file.leagueId, forecast.date, team1, team2)) : undefined;
    const asAway =
      team1 && team2 ? ids.get(naturalKey(file.leagueId, forecast.date, team2, team1)) : undefined;
    const matchId = asHome ?? asAway;
    if (matchId === undefined) {
      problems.push({
        file: forecast.file,
        line: forecast.line,
        reason: `no matching game for ${forecast.team1} v ${forecast.team2} on ${forecast.date}`,
      });
      continue;
    }
    const homeWin = asHome !== undefined ? forecast.prob1 : 1 - forecast.prob1;
    rows.push({ matchId, source: 'FiveThirtyEight', homeWin, draw: null, awayWin: 1 - homeWin });
  }
  await insertReferenceForecasts(db, rows);
  return { items: parsed.items.length, added: rows.length, problems: parsed.problems.length };
}

const shiftDay = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opening NFL lines, attached to the games already loaded (trying both teams of "NewYork"). */
async function ingestOpeningLines(
  db: Db,
  file: SourceFile,
  text: string,
  problems: ParseProblem[],
) {
  const parsed = parseSportsbookReviewArchive(text, file.rel);
  problems.push(...parsed.problems);
  const ids = await matchIdsByNaturalKey(db, 'NFL');
  const kickoffs = await matchKickoffs(db, 'NFL');
  const rows: NewOdds[] = [];
  for (const game of parsed.items) {
    const keysOn = (date: string) =>
      game.home.flatMap((home) => game.away.map((away) => naturalKey('NFL', date, home, away)));
    // The archive dates a few weeks a day off; the same pairing a day either side is that game.
    const keys = [0, -1, 1].flatMap((shift) => keysOn(shiftDay(game.localDate, shift)));
    const found = [...new Set(keys.map((key) => ids.get(key)).filter((id) => id !== undefined))];
    if (found.length !== 1) {
      const tried = keysOn(game.localDate).join(' / ');
      problems.push({
        file: game.file,
        line: game.line,
        reason: `no single nflverse game for ${tried} (±1 day)`,
      });
      continue;
    }
    rows.push({
      matchId: found[0]!,
      kind: 'opening',
      capturedAt: mirrorCapturedAt('opening', 'NFL', kickoffs.get(found[0]!)!),
      source: file.rel,
      quotes: game.quotes,
    });
  }
  await insertOdds(db, rows);
  return { items: parsed.items.length, added: rows.length, problems: parsed.problems.length };
}

/** NBA and NFL teams exist from the start, with every name people use for them. */
async function ensureUsTeams(db: Db) {
  for (const [sportId, table] of [
    ['basketball', NBA_TEAMS],
    ['american-football', NFL_TEAMS],
  ] as const) {
    const ids = await ensureTeams(
      db,
      sportId,
      table.map((team) => ({ sourceKey: team.code, name: team.name })),
    );
    await insertAliases(
      db,
      table.flatMap((team) =>
        [...new Set([team.name, team.code, ...team.aliases].map(normalizeName))].map((alias) => ({
          sportId,
          alias,
          teamId: ids.get(team.code)!,
          source: 'reference',
        })),
      ),
    );
  }
}

/** Soccer aliases: each club's results-file name, plus openfootball's names for the same club. */
async function ensureSoccerAliases(db: Db, clubFiles: SourceFile[], teamKeys: Map<string, number>) {
  const rows: { sportId: string; alias: string; teamId: number; source: string }[] = [];
  const byNormalized = new Map<string, number>();
  for (const [key, id] of teamKeys) {
    // UEFA clubs ('benfica (POR)') are keyed for matching, not named; cup ingest stores their names.
    if (/ \([A-Z]{3}\)$/.test(key)) continue;
    byNormalized.set(normalizeName(key), id);
    rows.push({
      sportId: 'soccer',
      alias: normalizeName(key),
      teamId: id,
      source: 'football-data',
    });
  }
  for (const file of clubFiles) {
    for (const club of parseOpenfootballClubs(readFileSync(file.path, 'utf8'))) {
      const names = [club.canonical, ...club.aliases];
      const teamId = names
        .map((name) => byNormalized.get(normalizeName(name)))
        .find((id) => id !== undefined);
      if (teamId === undefined) continue;
      for (const name of names)
        rows.push({
          sportId: 'soccer',
          alias: normalizeName(name),
          teamId,
          source: 'openfootball',
        });
    }
  }
  await insertAliases(db, rows);
  return rows.length;
}

/** A league-season with this many matches from one richer file is held in full. */
const FULL_SEASON = 300;

/**
 * Matches per league-season and file, from earlier runs (the database) and this one. A
 * results-only file is skipped when other files hold its season in full; counting what earlier
 * runs stored keeps that decision the same on every run, so a second run adds nothing even
 * though it no longer reads the richer files it has already ingested.
 */
async function richerSeasonSizes(db: Db) {
  const sizes = new Map<string, Map<string, number>>();
  const add = (season: string, source: string, n = 1) => {
    const bySource = sizes.get(season) ?? new Map<string, number>();
    bySource.set(source, (bySource.get(source) ?? 0) + n);
    sizes.set(season, bySource);
  };
  for (const row of await storedSeasonSizes(db))
    add(`${row.leagueId}:${row.label}`, row.source, row.n);
  return {
    add,
    /** Matches of the season that other files than `exceptSource` hold. */
    sizeFor(season: string, exceptSource: string) {
      let total = 0;
      for (const [source, n] of sizes.get(season) ?? []) if (source !== exceptSource) total += n;
      return total;
    },
  };
}

/** Results files parsed this many ahead of the one being inserted (each file's matches in memory). */
const PARSE_AHEAD = 4;

/**
 * The results files parsed on a worker thread in the loop's order, a few ahead of the file being
 * inserted, so parsing one file overlaps inserting the one before (docs/performance.md
 * "Start-up load").
 */
function parsedAhead(results: ResultsFile[]) {
  const parser = new OffThread();
  const queued = new Map<string, Promise<PreparedResults>>();
  const order = new Map(results.map((file, i) => [file.rel, i]));
  let sent = 0;
  return {
    /** The file's parse; files are taken in the order given, those left out never waited for. */
    take(file: ResultsFile): Promise<PreparedResults> {
      // Files before this one were skipped (already loaded): never parse them.
      sent = Math.max(sent, order.get(file.rel)!);
      const until = Math.min(results.length, order.get(file.rel)! + 1 + PARSE_AHEAD);
      for (; sent < until; sent++) {
        const next = results[sent]!;
        const parse = parser.run({ type: 'results', file: next });
        parse.catch(() => {}); // a file skipped after all: its parse is never waited for
        queued.set(next.rel, parse);
      }
      const prepared = queued.get(file.rel)!;
      // This file's and the skipped ones' before it: no longer wanted.
      for (const rel of queued.keys())
        if (order.get(rel)! <= order.get(file.rel)!) queued.delete(rel);
      return prepared;
    },
    close: () => parser.close(),
  };
}

/** One results file's matches and prices, in one transaction with its record; new matches added. */
async function ingestResultsFile(
  db: Db,
  file: ResultsFile,
  sha256: string,
  prepared: PreparedResults,
  richerSeasons: Awaited<ReturnType<typeof richerSeasonSizes>>,
  report: IngestReport,
): Promise<number> {
  report.problems.push(...prepared.problems);
  for (const match of prepared.items)
    richerSeasons.add(`${match.leagueId}:${match.season}`, file.rel);
  return db.transaction(async (tx) => {
    const added = await ingestMatches(tx, file, prepared.items, report.problems);
    report.matchesAdded += added.matchesAdded;
    report.oddsSnapshotsAdded += added.oddsAdded;
    await recordIngestedFile(tx, {
      path: file.rel,
      sha256,
      items: prepared.items.length,
      problems: prepared.problems.length,
    });
    return added.matchesAdded;
  });
}

/**
 * Loads every source file under `dataDir` that is new or changed since the last run. Each file
 * goes in its own transaction together with its ingested_files record, so an interrupted run
 * resumes where it stopped and a repeated run only hashes the files.
 */
export async function ingestSportsData(
  db: Db,
  dataDir: string,
  /**
   * 'served' leaves out the leagues the app does not serve (SERVED_LEAGUE_IDS), whose data no
   * screen shows: a first start's load is timed against its budget (docs/performance.md
   * "Start-up load"). `npm run ingest -- --all` loads every league.
   */
  leagues: 'all' | 'served' = 'all',
): Promise<IngestReport> {
  const started = performance.now();
  const report: IngestReport = {
    filesRead: 0,
    filesSkipped: 0,
    matchesAdded: 0,
    oddsSnapshotsAdded: 0,
    referenceForecastsAdded: 0,
    playerGamesAdded: 0,
    aliasesOffered: 0,
    startersAdded: 0,
    unmatchedDomesticClubs: [],
    clubMerge: { merged: [], leftApart: [] },
    problems: [],
    seconds: 0,
  };
  await ensureSportsAndLeagues(db, [...SPORTS], [...LEAGUES]);
  await ensureUsTeams(db);
  // Before the files: a changed file must find each club once, under the key it was stored with.
  report.clubMerge = await mergeDuplicateClubs(db);
  const files = discoverSourceFiles(dataDir);
  let soccerChanged = false;
  const uefa = uefaFilesStep(files.filter((file) => file.kind === 'openfootball-clubs'));
  const richerSeasons = await richerSeasonSizes(db);
  // MLB and NHL parse on a worker thread while the loop below loads the other leagues.
  const mlbNhlLoad = await startMlbNhl(
    db,
    files.filter((f) => leagues === 'all' || f.kind !== 'mlb-nhl' || isServedLeague(f.leagueId)),
  );

  const ahead = parsedAhead(files.filter(isResultsFile));
  try {
    for (const file of files) {
      // MLB and NHL files are merged across sources by their own step, below.
      if (file.kind === 'openfootball-clubs' || file.kind === 'mlb-nhl') continue;
      // A results-only copy of a season already loaded with prices adds nothing: skip parsing it.
      if (file.kind === 'football-data' && file.season) {
        if (richerSeasons.sizeFor(`${file.leagueId}:${file.season}`, file.rel) >= FULL_SEASON) {
          report.filesSkipped++;
          continue;
        }
      }
      const text = readFileSync(file.path, 'utf8');
      const sha256 = createHash('sha256').update(text).digest('hex');
      if (await fileAlreadyIngested(db, file.rel, sha256)) {
        report.filesSkipped++;
        continue;
      }
      report.filesRead++;
      if (isResultsFile(file)) {
        const prepared = await ahead.take(file);
        const added = await ingestResultsFile(db, file, sha256, prepared, richerSeasons, report);
        soccerChanged ||= file.kind === 'football-data' && added > 0;
        continue;
      }
      await db.transaction(async (tx) => {
        if (file.kind === 'football-txt' || file.kind === 'spi-soccer') {
          const result = await uefa.ingest(tx, file, text, report.problems);
          if ('xgAdded' in result) report.referenceForecastsAdded += result.added;
          else report.matchesAdded += result.added;
          soccerChanged ||= file.kind === 'football-txt' && result.added > 0;
          await recordIngestedFile(tx, {
            path: file.rel,
            sha256,
            items: result.items,
            problems: result.problems,
          });
          return;
        }
        // Files that annotate games loaded earlier: opening lines and reference forecasts.
        const result =
          file.kind === 'fivethirtyeight'
            ? await ingestReferenceForecasts(tx, file, text, report.problems)
            : await ingestOpeningLines(tx, file, text, report.problems);
        if (file.kind === 'fivethirtyeight') report.referenceForecastsAdded += result.added;
        else report.oddsSnapshotsAdded += result.added;
        await recordIngestedFile(tx, {
          path: file.rel,
          sha256,
          items: result.items,
          problems: result.problems,
        });
      });
    }
  } finally {
    await ahead.close();
  }

  report.unmatchedDomesticClubs = [...uefa.unmatchedDomestic];
  if (soccerChanged) {
    await setCountriesFromLeagues(
      db,
      Object.fromEntries(
        Object.entries(DOMESTIC_LEAGUES).flatMap(([country, ids]) =>
          ids.map((id) => [id, country]),
        ),
      ),
    );
    const clubFiles = files.filter((file) => file.kind === 'openfootball-clubs');
    report.aliasesOffered = await ensureSoccerAliases(
      db,
      clubFiles,
      await teamIdsForSport(db, 'soccer'),
    );
  }
  const mlbNhl = await ingestMlbNhl(db, mlbNhlLoad, report.problems).finally(() =>
    mlbNhlLoad.parser.close(),
  );
  report.filesRead += mlbNhl.filesRead;
  report.filesSkipped += mlbNhl.filesSkipped;
  report.matchesAdded += mlbNhl.matchesAdded;
  report.oddsSnapshotsAdded += mlbNhl.oddsSnapshotsAdded;
  report.startersAdded = mlbNhl.startersAdded;
  // Player lines attach to the matches loaded above.
  await ingestPlayersInto(db, dataDir, report);
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
