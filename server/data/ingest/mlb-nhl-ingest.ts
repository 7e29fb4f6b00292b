import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import {
  ensureSeasons,
  ensureTeams,
  fileAlreadyIngested,
  insertAliases,
  insertNewMatches,
  insertOdds,
  insertStarters,
  type NewMatch,
  type NewOdds,
  type NewStarters,
  recordIngestedFile,
} from '../../db/queries/sports-ingest.ts';
import type { MatchDetails } from '../../db/schema.ts';
import { MLB_TEAMS } from '../reference/mlb-teams.ts';
import { NHL_TEAMS } from '../reference/nhl-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import type { SourceFile } from './discover.ts';
import { parseKaggleNhl } from './kaggle-nhl.ts';
import { mergeMlb } from './mlb-merge.ts';
import type { MergedGame } from './mlb-nhl-types.ts';
import { parseNhlApiGames } from './nhl-api.ts';
import { mergeNhl } from './nhl-merge.ts';
import { parseOddsApiSnapshots } from './odds-api-snapshots.ts';
import { parseOddsPortalNhl } from './oddsportal-nhl.ts';
import { parseRetrosheet } from './retrosheet.ts';
import { parseSbrWorkbook } from './sbr-workbook.ts';
import { naturalKey } from './team-identity.ts';
import type { ParseProblem } from './types.ts';
import { readFirstSheet } from './xlsx.ts';

type MlbNhlFile = Extract<SourceFile, { kind: 'mlb-nhl' }>;

export interface MlbNhlReport {
  filesRead: number;
  filesSkipped: number;
  matchesAdded: number;
  oddsSnapshotsAdded: number;
  startersAdded: number;
}

const SPORT = { MLB: 'baseball', NHL: 'ice-hockey' } as const;

/** Parses one league's files and merges them into one game per game. */
export function mergedGames(
  leagueId: 'MLB' | 'NHL',
  files: readonly MlbNhlFile[],
  problems: ParseProblem[],
): MergedGame[] {
  const of = (format: MlbNhlFile['format']) => files.filter((f) => f.format === format);
  const text = (file: MlbNhlFile) => readFileSync(file.path, 'utf8');
  const collect = <T>(result: { items: T[]; problems: ParseProblem[] }) => {
    problems.push(...result.problems);
    return result.items;
  };
  const workbooks = of('sbr-xlsx').flatMap((f) =>
    collect(parseSbrWorkbook(readFirstSheet(readFileSync(f.path)), f.rel, leagueId)),
  );
  if (leagueId === 'MLB') {
    const retro = of('retrosheet').flatMap((f) => collect(parseRetrosheet(text(f), f.rel)));
    return mergeMlb(retro, workbooks, problems);
  }
  const sibling = (format: MlbNhlFile['format'], game: MlbNhlFile) =>
    of(format).find(
      (f) => f.rel.split('/').slice(0, -1).join('/') === game.rel.split('/').slice(0, -1).join('/'),
    );
  const kaggle = of('kaggle-game').flatMap((game) => {
    const teamInfo = sibling('kaggle-team-info', game);
    if (!teamInfo) {
      problems.push({ file: game.rel, line: 1, reason: 'no team_info.csv beside it' });
      return [];
    }
    const goalies = sibling('kaggle-goalies', game);
    const players = sibling('kaggle-players', game);
    return collect(
      parseKaggleNhl({
        game: { text: text(game), rel: game.rel },
        teamInfo: text(teamInfo),
        ...(goalies ? { goalies: text(goalies) } : {}),
        ...(players ? { players: text(players) } : {}),
      }),
    );
  });
  const api = of('nhl-api').flatMap((f) => collect(parseNhlApiGames(text(f), f.rel)));
  return mergeNhl(
    {
      results: [...kaggle, ...api],
      sbr: workbooks,
      oddsPortal: of('oddsportal').flatMap((f) => collect(parseOddsPortalNhl(text(f), f.rel))),
      snapshots: of('odds-api-snapshots').flatMap((f) =>
        collect(parseOddsApiSnapshots(text(f), f.rel)),
      ),
    },
    problems,
  );
}

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

/**
 * Loads the MLB and NHL files. The sources of a league are merged into one match per game, so
 * a league is read whole when any of its files is new or changed, in one transaction with its
 * files' records; matches already stored keep their prices and starters (insertion is by
 * natural key, prices and starters only go to matches this run created), so a second run adds
 * nothing.
 */
export async function ingestMlbNhl(
  db: Db,
  files: readonly SourceFile[],
  problems: ParseProblem[],
): Promise<MlbNhlReport> {
  const report = {
    filesRead: 0,
    filesSkipped: 0,
    matchesAdded: 0,
    oddsSnapshotsAdded: 0,
    startersAdded: 0,
  };
  for (const leagueId of ['MLB', 'NHL'] as const) {
    const own = files.filter(
      (f): f is MlbNhlFile => f.kind === 'mlb-nhl' && f.leagueId === leagueId,
    );
    if (own.length === 0) continue;
    const hashes = own.map((f) => createHash('sha256').update(readFileSync(f.path)).digest('hex'));
    const fresh = await Promise.all(own.map((f, i) => fileAlreadyIngested(db, f.rel, hashes[i]!)));
    if (fresh.every(Boolean)) {
      report.filesSkipped += own.length;
      continue;
    }
    const before = problems.length;
    const games = mergedGames(leagueId, own, problems);
    const leagueProblems = problems.slice(before);
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

/** A game's listed and actual starters as its one row, or undefined when no source names any. */
function startersRow(matchId: number, game: MergedGame): NewStarters | undefined {
  const of = (kind: 'listed' | 'actual') => {
    const records = game.starters.filter((s) => s.kind === kind);
    if (records.length === 0) return {};
    const players = (side: 'home' | 'away') =>
      (records.find((s) => s.side === side)?.players ?? []) as unknown as Record<string, unknown>[];
    return {
      [kind]: { home: players('home'), away: players('away') },
      [`${kind}KnownAt`]: records[0]!.knownAt,
      [`${kind}Source`]: records[0]!.source,
    };
  };
  const row = { matchId, ...of('listed'), ...of('actual') };
  return Object.keys(row).length > 1 ? (row as NewStarters) : undefined;
}

/** Stores the merged games new to the database, with their prices and starters. */
async function storeGames(db: Db, leagueId: 'MLB' | 'NHL', games: readonly MergedGame[]) {
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
  const odds: NewOdds[] = [];
  const starters: NewStarters[] = [];
  games.forEach((game, i) => {
    const matchId = created.get(rows[i]!.naturalKey);
    if (matchId === undefined) return;
    for (const doc of game.odds) odds.push({ matchId, ...doc });
    const row = startersRow(matchId, game);
    if (row) starters.push(row);
  });
  await insertOdds(db, odds);
  await insertStarters(db, starters);
  return { matches: created.size, odds: odds.length, starters: starters.length };
}
