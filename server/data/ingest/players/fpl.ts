import { type CsvRow, numberOrNull, readCsv } from '../csv.ts';
import type { ParseProblem, ParseResult } from '../types.ts';
import { readCsvColumns } from './fast-csv.ts';
import { nonZeroStats, type StoredLine } from './types.ts';

/**
 * Fantasy Premier League gameweek files (vaastav/Fantasy-Premier-League, `data/<season>/gws/
 * gwN.csv`): one row per squad player per fixture, read into one document per side of each
 * fixture. FPL names teams by ids 1–20 that shift every season, so a season's team list names
 * them, and players by a per-season `element` id that players_raw turns into the stable `code`.
 */

/** A player of one season: the stable code and the position players_raw gives him. */
export interface FplPlayer {
  code: string;
  /** GK/DEF/MID/FWD; 'AM' for the 2024/25 assistant managers. */
  position: string | null;
}

/** One side's lines in one fixture, with the teams as FPL names them. */
export interface FplFixture {
  fixtureId: string;
  kickoff: Date;
  home: string;
  away: string;
  homeLines: StoredLine[];
  awayLines: StoredLine[];
  file: string;
  /** Line of the fixture's first row. */
  line: number;
}

const POSITION_BY_TYPE: Record<string, string> = { '1': 'GK', '2': 'DEF', '3': 'MID', '4': 'FWD' };

/** players_raw.csv: element id → stable code and position. */
export function parseFplPlayers(text: string): Map<string, FplPlayer> {
  const players = new Map<string, FplPlayer>();
  for (const { values: v } of readCsvColumns(text, ['id', 'code', 'element_type']).rows) {
    if (!v.id || !v.code) continue;
    const position =
      v.element_type === '5' ? 'AM' : (POSITION_BY_TYPE[v.element_type ?? ''] ?? null);
    players.set(v.id, { code: v.code, position });
  }
  return players;
}

/** FPL team id → short club name, from a season's teams.csv. */
export function parseFplTeams(text: string): Map<string, string> {
  return new Map(
    readCsv(text)
      .rows.filter(({ values: v }) => v.id && v.name)
      .map(({ values: v }) => [v.id!, v.name!]),
  );
}

/** FPL team id → name for one season ('2016-17') from data/master_team_list.csv. */
export function parseFplMasterTeams(text: string, season: string): Map<string, string> {
  return new Map(
    readCsv(text)
      .rows.filter(({ values: v }) => v.season === season && v.team && v.team_name)
      .map(({ values: v }) => [v.team!, v.team_name!]),
  );
}

/** "Mesut_Özil" (2016/17–2017/18), "Aaron_Connolly_534" (2018/19–2019/20), "Alex Scott". */
export const fplDisplayName = (name: string) =>
  name.replace(/_\d+$/, '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

export interface FplGameweekContext {
  /** '2022-23' — the folder name. */
  season: string;
  gameweek: number;
  teams: Map<string, string>;
  players: Map<string, FplPlayer>;
}

/**
 * 2022/23 has `starts` and expected-goal columns in every file, but FPL filled them only from
 * GW16 (after the World Cup break): in GW1–15 their zeros mean "not recorded", not "did not".
 */
const unrecorded = (ctx: FplGameweekContext) => ctx.season === '2022-23' && ctx.gameweek <= 15;

function fplLine(
  v: Record<string, string>,
  player: FplPlayer,
  ctx: FplGameweekContext,
  has: (column: string) => boolean,
): StoredLine {
  const recorded = !unrecorded(ctx);
  const num = (column: string) => numberOrNull(v[column]) ?? 0;
  return {
    key: `fpl:${player.code}`,
    name: fplDisplayName(v.name ?? ''),
    position: v.position || player.position,
    minutes: num('minutes'),
    started: has('starts') && recorded ? num('starts') > 0 : null,
    goals: num('goals_scored'),
    assists: num('assists'),
    points: 0,
    xg: has('expected_goals') && recorded ? numberOrNull(v.expected_goals) : null,
    xa: has('expected_assists') && recorded ? numberOrNull(v.expected_assists) : null,
    ...nonZeroStats({
      yellowCards: num('yellow_cards'),
      redCards: num('red_cards'),
      cleanSheets: num('clean_sheets'),
    }),
  };
}

const GAMEWEEK_COLUMNS = [
  'name',
  'position',
  'element',
  'fixture',
  'was_home',
  'opponent_team',
  'kickoff_time',
  'minutes',
  'starts',
  'goals_scored',
  'assists',
  'expected_goals',
  'expected_assists',
  'yellow_cards',
  'red_cards',
  'clean_sheets',
];

/**
 * One gameweek file's fixtures. Every season names the sides the same way: a home row's
 * `opponent_team` is the away side and an away row's is the home side (the `team` column exists
 * only from 2020/21). Only players who played (minutes > 0) get a line; managers (AM) none.
 */
export function parseFplGameweek(
  text: string,
  file: string,
  ctx: FplGameweekContext,
): ParseResult<FplFixture> {
  const { header, rows } = readCsvColumns(text, GAMEWEEK_COLUMNS);
  const has = (column: string) => header.includes(column);
  const problems: ParseProblem[] = [];
  const byFixture = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const id = row.values.fixture ?? '';
    const group = byFixture.get(id);
    if (group) group.push(row);
    else byFixture.set(id, [row]);
  }
  const items: FplFixture[] = [];
  for (const [fixtureId, fixtureRows] of byFixture) {
    const first = fixtureRows[0]!;
    const homeId = fixtureRows.find((r) => r.values.was_home === 'False')?.values.opponent_team;
    const awayId = fixtureRows.find((r) => r.values.was_home === 'True')?.values.opponent_team;
    const home = homeId && ctx.teams.get(homeId);
    const away = awayId && ctx.teams.get(awayId);
    const kickoff = new Date(first.values.kickoff_time ?? '');
    if (!home || !away || Number.isNaN(kickoff.getTime())) {
      problems.push({
        file,
        line: first.line,
        reason: `fixture ${fixtureId}: cannot name both sides or read the kick-off`,
      });
      continue;
    }
    const fixture: FplFixture = {
      fixtureId,
      kickoff,
      home,
      away,
      homeLines: [],
      awayLines: [],
      file,
      line: first.line,
    };
    for (const { line, values: v } of fixtureRows) {
      if (v.position === 'AM' || (numberOrNull(v.minutes) ?? 0) <= 0) continue;
      const player = ctx.players.get(v.element ?? '');
      if (!player) {
        problems.push({ file, line, reason: `element ${v.element} is not in players_raw` });
        continue;
      }
      if (player.position === 'AM') continue;
      const lines = v.was_home === 'True' ? fixture.homeLines : fixture.awayLines;
      lines.push(fplLine(v, player, ctx, has));
    }
    // A fixture nobody played in was postponed (2019/20 GW29 Man City v Arsenal): the
    // gameweek it was played in lists it again, with minutes.
    if (fixture.homeLines.length + fixture.awayLines.length > 0) items.push(fixture);
  }
  return { items, problems };
}
