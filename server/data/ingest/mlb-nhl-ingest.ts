import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import {
  ensureSeasons,
  ensureTeams,
  fileAlreadyIngested,
  insertAliases,
  insertNewMatches,
  insertPreparedOdds,
  insertPreparedStarters,
  type NewMatch,
  type PreparedRow,
  recordIngestedFile,
} from '../../db/queries/sports-ingest.ts';
import type { MatchDetails } from '../../db/schema.ts';
import { MLB_TEAMS } from '../reference/mlb-teams.ts';
import { NHL_TEAMS } from '../reference/nhl-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import type { SourceFile } from './discover.ts';
import type { MlbNhlFile, PreparedGame, PreparedLeague } from './mlb-nhl-parse.ts';
import { OffThread } from './parse-off-thread.ts';
import { naturalKey } from './team-identity.ts';
import type { ParseProblem } from './types.ts';

/** The parse and merge, for readers of the files that load nothing (the backtest, tests). */
export { mergedGames } from './mlb-nhl-parse.ts';

export interface MlbNhlReport {
  filesRead: number;
  filesSkipped: number;
  matchesAdded: number;
  oddsSnapshotsAdded: number;
  startersAdded: number;
}

const SPORT = { MLB: 'baseball', NHL: 'ice-hockey' } as const;

/** Each franchise once, with every name people use and every code the files use. */
async function ensureFranchises(db: Db, leagueId: 'MLB' | 'NHL') {
  const sportId = SPORT[leagueId];
  const table = leagueId === 'MLB' ? MLB_TEAMS : NHL_TEAMS;
  const ids = await ensureTeams(
    db,
    sportId,
    table.map((team) => ({ sourceKey: team.code, name: team.name })),
  );
  await insertAliases(
    db,
    table.flatMap((team) =>
      [...new Set([team.name, ...team.aliases].map(normalizeName))].map((alias) => ({
        sportId,
        alias,
        teamId: ids.get(team.code)!,
        source: 'reference',
      })),
    ),
  );
  return ids;
}

/** The MLB and NHL files to load, by league, and the leagues' parsing under way. */
export interface MlbNhlLoad {
  filesSkipped: number;
  /** The worker parsing them, closed once every league has its games. */
  parser: OffThread;
  leagues: {
    leagueId: 'MLB' | 'NHL';
    files: MlbNhlFile[];
    hashes: string[];
    prepared: Promise<PreparedLeague>;
  }[];
}

/**
 * Starts the MLB and NHL load: a league is read whole when any of its files is new or changed
 * (its sources are merged into one match per game), and its files are parsed on a worker thread
 * from now on, so the caller loads the other leagues meanwhile and then calls ingestMlbNhl.
 */
export async function startMlbNhl(db: Db, files: readonly SourceFile[]): Promise<MlbNhlLoad> {
  const load: MlbNhlLoad = { filesSkipped: 0, parser: new OffThread(), leagues: [] };
  for (const leagueId of ['MLB', 'NHL'] as const) {
    const own = files.filter(
      (f): f is MlbNhlFile => f.kind === 'mlb-nhl' && f.leagueId === leagueId,
    );
    if (own.length === 0) continue;
    const hashes = own.map((f) => createHash('sha256').update(readFileSync(f.path)).digest('hex'));
    const fresh = await Promise.all(own.map((f, i) => fileAlreadyIngested(db, f.rel, hashes[i]!)));
    if (fresh.every(Boolean)) {
      load.filesSkipped += own.length;
      continue;
    }
    const prepared = load.parser.run({ type: 'league', leagueId, files: own });
    // Awaited only once the other leagues are in: a failed parse must not go unhandled meanwhile.
    prepared.catch(() => {});
    load.leagues.push({ leagueId, files: own, hashes, prepared });
  }
  return load;
}

/**
 * Loads the MLB and NHL files startMlbNhl found new or changed, each league in one transaction
 * with its files' records; matches already stored keep their prices and starters (insertion is
 * by natural key, prices and starters only go to matches this run created), so a second run adds
 * nothing.
 */
export async function ingestMlbNhl(
  db: Db,
  load: MlbNhlLoad,
  problems: ParseProblem[],
): Promise<MlbNhlReport> {
  const report = {
    filesRead: 0,
    filesSkipped: load.filesSkipped,
    matchesAdded: 0,
    oddsSnapshotsAdded: 0,
    startersAdded: 0,
  };
  for (const { leagueId, files: own, hashes, prepared } of load.leagues) {
    const { games, problems: leagueProblems } = await prepared;
    problems.push(...leagueProblems);
    await db.transaction(async (tx) => {
      const added = await storeGames(tx, leagueId, games);
      report.matchesAdded += added.matches;
      report.oddsSnapshotsAdded += added.odds;
      report.startersAdded += added.starters;
      for (const [i, file] of own.entries())
        await recordIngestedFile(tx, {
          path: file.rel,
          sha256: hashes[i]!,
          items: games.filter((g) => g.source.startsWith(file.rel)).length,
          problems: leagueProblems.filter((p) => p.file === file.rel).length,
        });
    });
    report.filesRead += own.length;
  }
  return report;
}

/** Stores the merged games new to the database, with their prices and starters. */
async function storeGames(db: Db, leagueId: 'MLB' | 'NHL', games: readonly PreparedGame[]) {
  const teamIds = await ensureFranchises(db, leagueId);
  const seasonIds = await ensureSeasons(db, leagueId, [...new Set(games.map((g) => g.season))]);
  const rows: NewMatch[] = games.map((game) => ({
    leagueId,
    seasonId: seasonIds.get(game.season)!,
    kickoff: game.kickoff,
    kickoffTimeKnown: game.kickoffTimeKnown,
    homeTeamId: teamIds.get(game.home)!,
    awayTeamId: teamIds.get(game.away)!,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    stats: { playoff: game.playoff ? 1 : 0, ...(game.neutral ? { neutral: 1 } : {}) },
    details: game.details as MatchDetails,
    naturalKey: naturalKey(leagueId, game.localDate, game.home, game.away, game.doubleHeader),
    source: game.source,
  }));
  const created = await insertNewMatches(db, rows);
  const odds: PreparedRow[] = [];
  const starters: PreparedRow[] = [];
  games.forEach((game, i) => {
    const matchId = created.get(rows[i]!.naturalKey);
    if (matchId === undefined) return;
    for (const json of game.odds) odds.push({ matchId, json });
    if (game.starters) starters.push({ matchId, json: game.starters });
  });
  await insertPreparedOdds(db, odds);
  await insertPreparedStarters(db, starters);
  return { matches: created.size, odds: odds.length, starters: starters.length };
}
