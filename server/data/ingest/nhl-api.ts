import { nhlTeamByCode } from '../reference/nhl-teams.ts';
import type { NhlResultGame } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult } from './types.ts';

/**
 * The NHL API games saved per season as games.json (2019-20 to 2024-25, regular season): each
 * game appears about seven times (once per weekly schedule query), so games are kept once per
 * game_id. `start_time` is the UTC start; `date` is the day of the query, not of the game, and
 * `went_to_ot` is always false in these files, so neither is read: how a game was settled is
 * unknown from this source.
 */
export function parseNhlApiGames(text: string, file: string): ParseResult<NhlResultGame> {
  const items: NhlResultGame[] = [];
  const problems: ParseProblem[] = [];
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return { items, problems: [{ file, line: 1, reason: 'not valid JSON' }] };
  }
  if (!Array.isArray(rows)) return { items, problems: [{ file, line: 1, reason: 'not an array' }] };
  const seen = new Set<string>();
  rows.forEach((row: Record<string, unknown>, index) => {
    const gameId = String(row.game_id ?? '');
    if (seen.has(gameId)) return;
    seen.add(gameId);
    // Array elements have no line numbers; the element's position stands in.
    const line = index + 1;
    const home = nhlTeamByCode(String(row.home_team ?? ''));
    const away = nhlTeamByCode(String(row.away_team ?? ''));
    const start = new Date(String(row.start_time ?? ''));
    const season = /^(\d{4})-(\d{2})$/.exec(String(row.season ?? ''));
    if (!home || !away || Number.isNaN(start.getTime()) || !season || !/^\d{10}$/.test(gameId)) {
      problems.push({ file, line, reason: `unreadable game ${gameId}` });
      return;
    }
    const final = row.game_state === 'OFF' || row.game_state === 'FINAL';
    const score = (value: unknown) => (final && typeof value === 'number' ? value : null);
    items.push({
      gameId,
      season: `${season[1]}/${season[2]}`,
      start,
      home: home.code,
      away: away.code,
      homeScore: score(row.home_score),
      awayScore: score(row.away_score),
      playoff: gameId.slice(4, 6) === '03',
      file,
      line,
    });
  });
  return { items, problems };
}
