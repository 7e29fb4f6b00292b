import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../../db/client.ts';
import {
  ingestedHashes,
  insertPlayerGames,
  matchesForPlayerLinking,
  type NewPlayerGame,
  recordIngestedFiles,
  teamIdsByName,
} from '../../../db/queries/player-games.ts';
import { normalizeName } from '../../reference/normalize.ts';
import type { ParseProblem } from '../types.ts';
import { decodePlayerFile } from './decode.ts';
import {
  type FplFixture,
  parseFplGameweek,
  parseFplMasterTeams,
  parseFplPlayers,
  parseFplTeams,
} from './fpl.ts';
import {
  footballDataName,
  type LinkableMatch,
  londonDate,
  nbaIndex,
  nflIndex,
  soccerIndex,
} from './link.ts';
import {
  groupNbaGames,
  mergeNbaPlayerGames,
  parseKbrajPlayerGames,
  parseKrishxPlayerGames,
} from './nba.ts';
import { type NflPlayerWeek, parseNflWeekFile } from './nfl.ts';
import { discoverPlayerSources, type FileRef, type FplSeasonFiles } from './sources.ts';
import type { StoredLine } from './types.ts';

export interface PlayerIngestReport {
  filesRead: number;
  filesSkipped: number;
  /** New (match, team) documents by league. */
  documentsAdded: Record<string, number>;
  problems: ParseProblem[];
}

/** Per-file counts for ingested_files: items read and rows reported. */
type Counts = Map<string, { items: number; problems: number }>;

const count = (counts: Counts, rel: string, items: number, problems = 0) => {
  const entry = counts.get(rel) ?? { items: 0, problems: 0 };
  counts.set(rel, { items: entry.items + items, problems: entry.problems + problems });
};

/**
 * Loads one unit (a season of gameweeks, the NBA pair, a season of NFL weeks) unless every one
 * of its files was loaded before with the same bytes. The unit goes in one transaction with
 * its files' records, so an interrupted run redoes it whole; documents are upserted.
 */
async function loadUnit(
  db: Db,
  files: FileRef[],
  report: PlayerIngestReport,
  load: (tx: Db, text: (file: FileRef) => string, counts: Counts) => Promise<void>,
) {
  const bytes = new Map(files.map((file) => [file.rel, readFileSync(file.path)]));
  const hashes = new Map(
    files.map((file) => [
      file.rel,
      createHash('sha256').update(bytes.get(file.rel)!).digest('hex'),
    ]),
  );
  const known = await ingestedHashes(db, [...hashes.keys()]);
  if ([...hashes].every(([rel, sha]) => known.get(rel) === sha)) {
    report.filesSkipped += files.length;
    return;
  }
  report.filesRead += files.length;
  await db.transaction(async (tx) => {
    const counts: Counts = new Map();
    await load(tx, (file) => decodePlayerFile(bytes.get(file.rel)!), counts);
    await recordIngestedFiles(
      tx,
      files.map((file) => ({
        path: file.rel,
        sha256: hashes.get(file.rel)!,
        ...(counts.get(file.rel) ?? { items: 0, problems: 0 }),
      })),
    );
  });
}

/**
 * The matches and team names the files are linked to, read once per run (by the first unit
 * that needs them, inside its transaction) rather than once per season.
 */
function linkLookups() {
  const cache = new Map<string, unknown>();
  const once = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, await load());
    return cache.get(key) as T;
  };
  return {
    e0: (tx: Db) =>
      once('E0', async () => {
        const byName = await teamIdsByName(tx, 'soccer');
        const teamId = (fplName: string) => {
          const name = footballDataName(fplName);
          return byName.get(name) ?? byName.get(normalizeName(name));
        };
        return { teamId, findMatch: soccerIndex(await matchesForPlayerLinking(tx, 'E0')) };
      }),
    nba: (tx: Db) => once('NBA', async () => nbaIndex(await matchesForPlayerLinking(tx, 'NBA'))),
    nfl: (tx: Db) => once('NFL', async () => nflIndex(await matchesForPlayerLinking(tx, 'NFL'))),
  };
}

interface Run {
  report: PlayerIngestReport;
  lookups: ReturnType<typeof linkLookups>;
}

const dedupe = (lines: StoredLine[]) => [...new Map(lines.map((l) => [l.key, l])).values()];

async function insert(tx: Db, report: PlayerIngestReport, leagueId: string, rows: NewPlayerGame[]) {
  const added = await insertPlayerGames(tx, rows);
  report.documentsAdded[leagueId] = (report.documentsAdded[leagueId] ?? 0) + added;
}

/** One FPL season: every gameweek's fixtures, each side placed on its E0 match. */
async function loadFplSeason(
  tx: Db,
  season: FplSeasonFiles,
  text: (file: FileRef) => string,
  counts: Counts,
  run: Run,
) {
  const { report } = run;
  const players = parseFplPlayers(text(season.playersRaw));
  const teams =
    season.teams.kind === 'teams'
      ? parseFplTeams(text(season.teams))
      : parseFplMasterTeams(text(season.teams), season.season);
  const { teamId, findMatch } = await run.lookups.e0(tx);
  const rows: NewPlayerGame[] = [];
  for (const gameweek of season.gameweeks) {
    const ctx = { season: season.season, gameweek: gameweek.gameweek, teams, players };
    const parsed = parseFplGameweek(text(gameweek), gameweek.rel, ctx);
    const problems = [...parsed.problems];
    for (const fixture of parsed.items) {
      const match = linkFixture(fixture, teamId, findMatch);
      if (!match) {
        const day = londonDate(fixture.kickoff);
        const reason = `no E0 match for ${fixture.home} v ${fixture.away} on ${day}`;
        problems.push({ file: fixture.file, line: fixture.line, reason });
        continue;
      }
      for (const [id, lines] of [
        [match.homeTeamId, fixture.homeLines],
        [match.awayTeamId, fixture.awayLines],
      ] as const) {
        if (lines.length > 0)
          rows.push({ matchId: match.id, teamId: id, source: gameweek.rel, lines });
      }
    }
    report.problems.push(...problems);
    count(counts, gameweek.rel, parsed.items.length, problems.length);
  }
  await insert(tx, report, 'E0', rows);
}

function linkFixture(
  fixture: FplFixture,
  teamId: (name: string) => number | undefined,
  findMatch: ReturnType<typeof soccerIndex>,
) {
  const home = teamId(fixture.home);
  const away = teamId(fixture.away);
  return home !== undefined && away !== undefined
    ? findMatch(londonDate(fixture.kickoff), home, away)
    : undefined;
}

/** The NBA season: the complete base file, filled from the game logs, placed by US date. */
async function loadNba(
  tx: Db,
  files: { base: FileRef; fill?: FileRef },
  text: (file: FileRef) => string,
  counts: Counts,
  run: Run,
) {
  const { report } = run;
  const base = parseKbrajPlayerGames(text(files.base), files.base.rel);
  const fill = files.fill ? parseKrishxPlayerGames(text(files.fill), files.fill.rel) : undefined;
  const problems = [...base.problems, ...(fill?.problems ?? [])];
  const games = groupNbaGames(mergeNbaPlayerGames(base.items, fill?.items ?? []));
  const findMatch = await run.lookups.nba(tx);
  const rows: NewPlayerGame[] = [];
  for (const game of games) {
    const match = findMatch(game.date, game.home, game.away);
    const first = game.homeSide.lines.length > 0 ? game.homeSide : game.awaySide;
    if (!match) {
      const reason = `no NBA game ${game.away} at ${game.home} on ${game.date}`;
      problems.push({ file: first.file, line: first.line, reason });
      continue;
    }
    for (const [id, side] of [
      [match.homeTeamId, game.homeSide],
      [match.awayTeamId, game.awaySide],
    ] as const) {
      if (side.lines.length > 0)
        rows.push({ matchId: match.id, teamId: id, source: side.file, lines: dedupe(side.lines) });
    }
  }
  report.problems.push(...problems);
  for (const file of [files.base, files.fill]) {
    if (!file) continue;
    const mine = problems.filter((p) => p.file === file.rel).length;
    count(counts, file.rel, (file === files.base ? base : fill!).items.length, mine);
  }
  await insert(tx, report, 'NBA', rows);
}

/** One NFL season: every week's player rows, grouped per side and placed on the week's game. */
async function loadNflSeason(
  tx: Db,
  season: { season: string; files: (FileRef & { week: number })[] },
  text: (file: FileRef) => string,
  counts: Counts,
  run: Run,
) {
  const { report } = run;
  const findMatch = await run.lookups.nfl(tx);
  const sides = new Map<string, { match: LinkableMatch; week: NflPlayerWeek[] }>();
  for (const file of season.files) {
    const parsed = parseNflWeekFile(text(file), file.rel, season.season, file.week);
    const problems = [...parsed.problems];
    for (const row of parsed.items) {
      const [home, away] = row.home ? [row.team, row.opponent] : [row.opponent, row.team];
      const match = findMatch(row.season, row.week, home, away);
      if (!match) {
        const reason = `no ${row.season} week ${row.week} game ${away} at ${home} for ${row.line.name}`;
        problems.push({ file: row.file, line: row.row, reason });
        continue;
      }
      const key = `${match.id}:${row.home}`;
      const side = sides.get(key) ?? { match, week: [] };
      side.week.push(row);
      sides.set(key, side);
    }
    report.problems.push(...problems);
    count(counts, file.rel, parsed.items.length, problems.length);
  }
  const rows = [...sides.values()].map(({ match, week }) => ({
    matchId: match.id,
    teamId: week[0]!.home ? match.homeTeamId : match.awayTeamId,
    // The lines of one side come from the week's position files: the week folder says where.
    source: week[0]!.file.slice(0, week[0]!.file.lastIndexOf('/')),
    lines: dedupe(week.map((row) => row.line)),
  }));
  await insert(tx, report, 'NFL', rows);
}

/**
 * Loads the player files (FPL gameweeks, NBA 2024-25 player games, NFL weekly stats) onto the
 * matches already in the database: call it after the results files. Games with no match, and
 * rows that cannot be placed, are reported as problems with their file and line.
 */
export async function ingestPlayerFiles(db: Db, dataDir: string): Promise<PlayerIngestReport> {
  const report: PlayerIngestReport = {
    filesRead: 0,
    filesSkipped: 0,
    documentsAdded: {},
    problems: [],
  };
  const run: Run = { report, lookups: linkLookups() };
  const sources = discoverPlayerSources(dataDir);
  for (const season of sources.fpl) {
    const files = [...season.gameweeks, season.playersRaw, season.teams];
    await loadUnit(db, files, report, (tx, text, counts) =>
      loadFplSeason(tx, season, text, counts, run),
    );
  }
  const nba = sources.nba;
  if (nba) {
    const files = nba.fill ? [nba.base, nba.fill] : [nba.base];
    await loadUnit(db, files, report, (tx, text, counts) => loadNba(tx, nba, text, counts, run));
  }
  for (const season of sources.nfl) {
    await loadUnit(db, season.files, report, (tx, text, counts) =>
      loadNflSeason(tx, season, text, counts, run),
    );
  }
  return report;
}

/** The run's report, as far as the player files add to it. */
interface RunReport {
  filesRead: number;
  filesSkipped: number;
  playerGamesAdded: number;
  problems: ParseProblem[];
}

/** ingestPlayerFiles, added into the whole run's report (what ingestSportsData calls). */
export async function ingestPlayersInto(db: Db, dataDir: string, run: RunReport) {
  const report = await ingestPlayerFiles(db, dataDir);
  run.filesRead += report.filesRead;
  run.filesSkipped += report.filesSkipped;
  run.playerGamesAdded += Object.values(report.documentsAdded).reduce((a, b) => a + b, 0);
  run.problems.push(...report.problems);
  return report;
}
