import { normalizeName } from '../../reference/normalize.ts';
import { usTeamCodeFinder } from '../../reference/us-team-names.ts';
import { numberOrNull } from '../csv.ts';
import type { ParseProblem, ParseResult } from '../types.ts';
import { readCsvColumns } from './fast-csv.ts';
import { nonZeroStats, type SideLines, type StoredLine } from './types.ts';

/**
 * NBA 2024-25 player games from two derived files. k-braj9's PlayerStatistics.csv has every
 * player but no game id (a game is its US date and the two nicknames); Krishx2005's game logs
 * have game ids but only the 411 players still active when scraped (~72% of player-games). The
 * first is the base; the second fills the player-games it lacks (whole games such as 2025-02-19
 * LAL v CHA, or single players), never adding a player twice to one game.
 */

/** One NBA game's two sides, keyed by the US date and our team codes. */
export interface NbaGame {
  date: string;
  home: string;
  away: string;
  homeSide: SideLines;
  awaySide: SideLines;
}

const codeOf = usTeamCodeFinder('NBA');

/** 'MP' is minutes.seconds ("34.25" = 34 min 15 s); returns minutes as a decimal. */
export function minutesFromMp(cell: string | undefined): number | null {
  const value = numberOrNull(cell);
  if (value === null || value < 0) return null;
  const whole = Math.trunc(value);
  const seconds = Math.round((value - whole) * 100);
  if (seconds > 60) return null;
  return whole + seconds / 60;
}

const nbaKey = (name: string) => `nba:${normalizeName(name)}`;

interface PlayerGame {
  date: string;
  team: string;
  opponent: string;
  home: boolean;
  line: StoredLine;
  file: string;
  row: number;
}

function nbaLine(
  name: string,
  minutes: number,
  stat: (column: string) => number,
  columns: Record<string, string>,
): StoredLine {
  const extras = nonZeroStats(
    Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, stat(column)])),
  );
  return {
    key: nbaKey(name),
    name,
    position: null,
    minutes,
    started: null,
    goals: 0,
    assists: stat('AST'),
    points: stat('PTS'),
    ...extras,
  };
}

/** k-braj9 PlayerStatistics.csv rows of players who played. */
export function parseKbrajPlayerGames(text: string, file: string): ParseResult<PlayerGame> {
  const items: PlayerGame[] = [];
  const problems: ParseProblem[] = [];
  const columns = ['firstName', 'gameDate', 'playerteamName', 'opponentteamName', 'home', 'MP'];
  const stats = ['PTS', 'AST', 'TRB', 'STL', 'BLK', 'TOV'];
  for (const { line, values: v } of readCsvColumns(text, [...columns, ...stats]).rows) {
    const team = codeOf(v.playerteamName ?? '');
    const opponent = codeOf(v.opponentteamName ?? '');
    const minutes = minutesFromMp(v.MP);
    const date = v.gameDate ?? '';
    if (
      !team ||
      !opponent ||
      minutes === null ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !v.firstName
    ) {
      problems.push({ file, line, reason: 'unreadable team, date, name or minutes' });
      continue;
    }
    if (minutes <= 0) continue;
    const stat = (column: string) => numberOrNull(v[column]) ?? 0;
    const extras = { rebounds: 'TRB', steals: 'STL', blocks: 'BLK', turnovers: 'TOV' };
    items.push({
      date,
      team,
      opponent,
      home: v.home === '1',
      line: nbaLine(v.firstName, minutes, stat, extras),
      file,
      row: line,
    });
  }
  return { items, problems };
}

/** Krishx2005 game-log rows of players who played; MATCHUP 'MIA vs. ORL' home, 'MIA @ CHA' away. */
export function parseKrishxPlayerGames(text: string, file: string): ParseResult<PlayerGame> {
  const items: PlayerGame[] = [];
  const problems: ParseProblem[] = [];
  const columns = ['MATCHUP', 'GAME_DATE', 'MIN', 'PLAYER_NAME'];
  const stats = ['PTS', 'AST', 'REB', 'STL', 'BLK', 'TOV'];
  for (const { line, values: v } of readCsvColumns(text, [...columns, ...stats]).rows) {
    const matchup = /^(\w+) (vs\.|@) (\w+)$/.exec(v.MATCHUP ?? '');
    const team = matchup && codeOf(matchup[1]!);
    const opponent = matchup && codeOf(matchup[3]!);
    const date = (v.GAME_DATE ?? '').slice(0, 10);
    const minutes = numberOrNull(v.MIN);
    if (
      !team ||
      !opponent ||
      minutes === null ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !v.PLAYER_NAME
    ) {
      problems.push({ file, line, reason: 'unreadable matchup, date, name or minutes' });
      continue;
    }
    if (minutes <= 0) continue;
    const stat = (column: string) => numberOrNull(v[column]) ?? 0;
    const extras = { rebounds: 'REB', steals: 'STL', blocks: 'BLK', turnovers: 'TOV' };
    items.push({
      date,
      team,
      opponent,
      home: matchup![2] === 'vs.',
      line: nbaLine(v.PLAYER_NAME, minutes, stat, extras),
      file,
      row: line,
    });
  }
  return { items, problems };
}

const sideKey = (g: PlayerGame) => `${g.date}:${g.team}`;

const tokens = (key: string) =>
  key
    .slice(4)
    .split(' ')
    .filter((token) => token.length >= 3);

/**
 * Same box-score line and a name token in common: a player both files hold under two spellings
 * ("Moe Wagner"/"Moritz Wagner", "Herb Jones"/"Herbert Jones").
 */
const sameLine = (a: StoredLine, b: StoredLine) =>
  tokens(a.key).some((token) => tokens(b.key).includes(token)) &&
  a.points === b.points &&
  a.assists === b.assists &&
  (a.rebounds ?? 0) === (b.rebounds ?? 0) &&
  Math.abs((a.minutes ?? 0) - (b.minutes ?? 0)) <= 1;

/**
 * The base file's player-games plus those only the fill file has. A fill row is the same
 * player-game when the base has that name on that side, or (a spelling difference) an unclaimed
 * base line with the same points, assists, rebounds and minutes within one; such pairs also
 * rename the fill file's spelling in the games only it has, so one player keeps one key.
 */
export function mergeNbaPlayerGames(base: PlayerGame[], fill: PlayerGame[]): PlayerGame[] {
  const baseBySide = new Map<string, PlayerGame[]>();
  for (const game of base) {
    const list = baseBySide.get(sideKey(game));
    if (list) list.push(game);
    else baseBySide.set(sideKey(game), [game]);
  }
  const renamed = new Map<string, StoredLine>();
  const added: PlayerGame[] = [];
  const claimed = new Set<PlayerGame>();
  const unmatched: PlayerGame[] = [];
  for (const game of fill) {
    const side = baseBySide.get(sideKey(game));
    const byName = side?.find((b) => b.line.key === game.line.key);
    if (byName) claimed.add(byName);
    else unmatched.push(game);
  }
  for (const game of unmatched) {
    const side = baseBySide.get(sideKey(game));
    if (!side) {
      added.push(game);
      continue;
    }
    const twin = side.find((b) => !claimed.has(b) && sameLine(b.line, game.line));
    if (twin) {
      claimed.add(twin);
      renamed.set(game.line.key, twin.line);
    } else added.push(game);
  }
  for (const game of added) {
    const known = renamed.get(game.line.key);
    if (known) game.line = { ...game.line, key: known.key, name: known.name };
  }
  return [...base, ...added];
}

/** Player-games grouped into games by date and the two sides. */
export function groupNbaGames(playerGames: PlayerGame[]): NbaGame[] {
  const games = new Map<string, NbaGame>();
  for (const g of playerGames) {
    const home = g.home ? g.team : g.opponent;
    const away = g.home ? g.opponent : g.team;
    const id = `${g.date}:${home}:${away}`;
    let game = games.get(id);
    if (!game) {
      const empty = (): SideLines => ({ lines: [], file: g.file, line: g.row });
      game = { date: g.date, home, away, homeSide: empty(), awaySide: empty() };
      games.set(id, game);
    }
    const side = g.home ? game.homeSide : game.awaySide;
    if (side.lines.length === 0) Object.assign(side, { file: g.file, line: g.row });
    side.lines.push(g.line);
  }
  return [...games.values()];
}
