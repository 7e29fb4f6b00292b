import { NFL_TEAMS } from '../../reference/nfl-teams.ts';
import { numberOrNull } from '../csv.ts';
import type { ParseProblem, ParseResult } from '../types.ts';
import { readCsvColumns } from './fast-csv.ts';
import { nonZeroStats, type StoredLine } from './types.ts';

/**
 * NFL weekly player stats (hvpkod/NFL-Data, `NFL-data-Players/<season>/<week>/<POS>.csv`,
 * fantasy.nfl.com). Only the scoring positions are read — QB, RB, WR, TE, K: the defensive files
 * (DB, DL, LB) hold tackles and sacks, and defenders' rare touchdowns are not what a player
 * panel about scorers shows.
 */
export const NFL_POSITION_FILES = ['QB', 'RB', 'WR', 'TE', 'K'] as const;

/** One player's line in one week, placed by his listed team and that team's opponent. */
export interface NflPlayerWeek {
  season: string;
  week: number;
  /** Our team codes (the file's LAR is nflverse's LA). */
  team: string;
  opponent: string;
  home: boolean;
  line: StoredLine;
  file: string;
  row: number;
}

/** The files use nflverse's codes, except the Rams' LAR (2024–2025 files) for nflverse's LA. */
const BY_CODE = new Map([
  ...NFL_TEAMS.flatMap((team) => team.codes.map((code) => [code, team.code] as const)),
  ['LAR', 'LA'] as const,
]);
const codeOf = (cell: string) => BY_CODE.get(cell);

/** Columns that name the player or rank him, not what he did. */
const NOT_STATS = new Set([
  'PlayerName',
  'PlayerId',
  'Pos',
  'Team',
  'PlayerOpponent',
  'Rank',
  'TotalPoints',
  'FanPtsAgainst-pts',
]);

const FIELD_GOALS = ['FgMade_0-19', 'FgMade_20-29', 'FgMade_30-39', 'FgMade_40-49', 'FgMade_50'];

/** Points the player put on the board: touchdowns, two-point plays and kicks. */
export function nflPointsScored(stat: (column: string) => number): number {
  const touchdowns = stat('RushingTD') + stat('ReceivingTD') + stat('RetTD') + stat('FumTD');
  const fieldGoals = FIELD_GOALS.reduce((sum, column) => sum + stat(column), 0);
  return 6 * touchdowns + 2 * stat('2PT') + stat('PatMade') + 3 * fieldGoals;
}

function nflLine(v: Record<string, string>, stat: (column: string) => number): StoredLine {
  const kicker = v.Pos === 'K';
  const extras: Record<string, number> = kicker
    ? { fieldGoalsMade: FIELD_GOALS.reduce((sum, c) => sum + stat(c), 0), patMade: stat('PatMade') }
    : {
        passingYards: stat('PassingYDS'),
        passingTds: stat('PassingTD'),
        rushingYards: stat('RushingYDS'),
        rushingTds: stat('RushingTD'),
        receptions: stat('ReceivingRec'),
        receivingYards: stat('ReceivingYDS'),
        receivingTds: stat('ReceivingTD'),
      };
  return {
    key: `nfl:${v.PlayerId}`,
    name: v.PlayerName ?? '',
    position: v.Pos || null,
    minutes: null,
    started: null,
    goals: 0,
    assists: 0,
    points: nflPointsScored(stat),
    ...nonZeroStats(extras),
  };
}

/**
 * One position file of one week: the players with any recorded stat (blank cells are zeros).
 * A player with stats but no listed game — team 'FA', or a 'Bye' — is a problem: the 2021–2023
 * files show each player's end-of-season team, so a player traded in-season can sit under a
 * team that did not play that week. (When his end-of-season team did play, the row names that
 * team's game and cannot be told apart here.)
 */
export function parseNflWeekFile(
  text: string,
  file: string,
  season: string,
  week: number,
): ParseResult<NflPlayerWeek> {
  const { header, rows } = readCsvColumns(text, 'all');
  const statColumns = header.filter((column) => column && !NOT_STATS.has(column));
  const items: NflPlayerWeek[] = [];
  const problems: ParseProblem[] = [];
  for (const { line, values: v } of rows) {
    const stat = (column: string) => numberOrNull(v[column]) ?? 0;
    if (statColumns.every((column) => stat(column) === 0)) continue;
    const opponentCell = v.PlayerOpponent ?? '';
    const team = codeOf(v.Team ?? '');
    const opponent = codeOf(opponentCell.replace(/^@/, ''));
    if (!v.PlayerId || !team || !opponent) {
      problems.push({
        file,
        line,
        reason: `${v.PlayerName} has stats but no listed game (team "${v.Team}", opponent "${opponentCell}"): a traded or released player`,
      });
      continue;
    }
    items.push({
      season,
      week,
      team,
      opponent,
      home: !opponentCell.startsWith('@'),
      line: nflLine(v, stat),
      file,
      row: line,
    });
  }
  // 2022 weeks 16–17 list every player with every stat blank: the week is missing, not quiet.
  if (rows.length > 0 && items.length === 0 && problems.length === 0)
    problems.push({ file, line: rows[0]!.line, reason: 'no player has a recorded stat this week' });
  return { items, problems };
}
