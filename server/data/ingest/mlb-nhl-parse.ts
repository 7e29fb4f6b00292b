import { readFileSync } from 'node:fs';
import { oddsRowJson, startersRowJson } from '../../db/queries/sports-ingest.ts';
import type { StartersDoc } from '../../db/schema.ts';
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
import type { ParseProblem } from './types.ts';
import { readFirstSheet } from './xlsx.ts';

export type MlbNhlFile = Extract<SourceFile, { kind: 'mlb-nhl' }>;

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

/**
 * A merged game as the load stores it: its price documents and its starters row already written
 * as the bulk statements' JSON, so the thread that parsed them serialises them once and the one
 * that inserts them only puts the match id in front (sports-ingest.ts PreparedRow).
 */
export interface PreparedGame extends Omit<MergedGame, 'odds' | 'starters'> {
  odds: string[];
  /** Listed and actual starters as one row, or null when no source names any. */
  starters: string | null;
}

export interface PreparedLeague {
  leagueId: 'MLB' | 'NHL';
  games: PreparedGame[];
  problems: ParseProblem[];
}

/** A game's listed and actual starters as its one row, or null when no source names any. */
function startersJson(game: MergedGame): string | null {
  const of = (kind: 'listed' | 'actual') => {
    const records = game.starters.filter((s) => s.kind === kind);
    if (records.length === 0) return {};
    const players = (side: 'home' | 'away') =>
      (records.find((s) => s.side === side)?.players ?? []) as unknown as Record<string, unknown>[];
    const doc: StartersDoc = { home: players('home'), away: players('away') };
    return {
      [kind]: doc,
      [`${kind}KnownAt`]: records[0]!.knownAt,
      [`${kind}Source`]: records[0]!.source,
    };
  };
  const row = { ...of('listed'), ...of('actual') };
  return Object.keys(row).length > 0 ? startersRowJson(row) : null;
}

/** One league's files parsed, merged and serialised for the load (in a worker: parse-worker.ts). */
export function preparedLeague(
  leagueId: 'MLB' | 'NHL',
  files: readonly MlbNhlFile[],
): PreparedLeague {
  const problems: ParseProblem[] = [];
  const games = mergedGames(leagueId, files, problems).map(({ odds, starters, ...game }) => ({
    ...game,
    odds: odds.map(oddsRowJson),
    starters: startersJson({ ...game, odds, starters }),
  }));
  return { leagueId, games, problems };
}
