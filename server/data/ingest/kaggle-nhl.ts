import { nhlTeamByCode } from '../reference/nhl-teams.ts';
import { numberOrNull, readCsv } from './csv.ts';
import type { Goalie, NhlResultGame, SettledIn } from './mlb-nhl-types.ts';
import type { ParseProblem, ParseResult } from './types.ts';

export interface KaggleNhlFiles {
  /** game.csv and its path relative to the data folder. */
  game: { text: string; rel: string };
  teamInfo: string;
  goalies?: string;
  players?: string;
}

const SETTLED: Record<string, SettledIn> = { REG: 'regulation', OT: 'overtime', SO: 'shootout' };

/**
 * The Kaggle "NHL Game Data" tables, 2010-11 to 2018-19: game.csv (exact UTC start, R/P, and
 * the outcome 'home win REG|OT|SO'), team_info.csv (its team ids to abbreviations: PHX, ARI,
 * ATL for the Thrashers), game_goalie_stats.csv and player_info.csv (every goalie who played).
 *
 * The goalie file has no starter flag. The starter is inferred as the goalie with the most time
 * on ice (ties: the one with the decision): right whenever the starter finished the game or
 * was pulled after half of it, wrong when he was pulled early. Both goalies' lines are kept.
 */
export function parseKaggleNhl(files: KaggleNhlFiles): ParseResult<NhlResultGame> {
  const items: NhlResultGame[] = [];
  const problems: ParseProblem[] = [];
  const file = files.game.rel;
  const abbreviation = new Map(
    readCsv(files.teamInfo).rows.map((r) => [r.values.team_id ?? '', r.values.abbreviation ?? '']),
  );
  const goalies = files.goalies ? goaliesByGame(files.goalies, files.players ?? '') : new Map();
  for (const { line, values: v } of readCsv(files.game.text).rows) {
    const home = nhlTeamByCode(abbreviation.get(v.home_team_id ?? '') ?? '');
    const away = nhlTeamByCode(abbreviation.get(v.away_team_id ?? '') ?? '');
    const start = new Date(v.date_time_GMT ?? '');
    const season = /^(\d{4})(\d{4})$/.exec(v.season ?? '');
    if (!home || !away || Number.isNaN(start.getTime()) || !season) {
      problems.push({ file, line, reason: `unreadable game ${v.game_id ?? ''}` });
      continue;
    }
    const settled = /\b(REG|OT|SO)$/.exec(v.outcome ?? '')?.[1];
    const played = goalies.get(v.game_id ?? '');
    items.push({
      gameId: v.game_id ?? '',
      season: `${season[1]}/${season[2]!.slice(2)}`,
      start,
      home: home.code,
      away: away.code,
      homeScore: numberOrNull(v.home_goals),
      awayScore: numberOrNull(v.away_goals),
      playoff: v.type === 'P',
      ...(settled ? { settledIn: SETTLED[settled] } : {}),
      ...(played
        ? {
            goalies: [
              played.get(v.home_team_id ?? '') ?? [],
              played.get(v.away_team_id ?? '') ?? [],
            ],
          }
        : {}),
      file,
      line,
    });
  }
  return { items, problems };
}

/** Goalie lines per game and team id, each team's inferred starter marked. */
function goaliesByGame(goalieText: string, playerText: string) {
  const names = new Map(
    readCsv(playerText).rows.map((r) => [
      r.values.player_id ?? '',
      `${r.values.firstName ?? ''} ${r.values.lastName ?? ''}`.trim(),
    ]),
  );
  const byGame = new Map<string, Map<string, Goalie[]>>();
  for (const { values: v } of readCsv(goalieText).rows) {
    const gameId = v.game_id ?? '';
    const teamId = v.team_id ?? '';
    const byTeam = byGame.get(gameId) ?? new Map<string, Goalie[]>();
    byGame.set(gameId, byTeam);
    const list = byTeam.get(teamId) ?? [];
    byTeam.set(teamId, list);
    const id = v.player_id ?? '';
    // The table repeats a few goalie lines; one per goalie and game.
    if (list.some((g) => g.id === id)) continue;
    list.push({
      id,
      name: names.get(id) ?? id,
      timeOnIceSeconds: numberOrNull(v.timeOnIce) ?? 0,
      decision: v.decision === 'W' || v.decision === 'L' ? v.decision : null,
      shots: numberOrNull(v.shots) ?? 0,
      saves: numberOrNull(v.saves) ?? 0,
      inferredStarter: false,
    });
  }
  for (const byTeam of byGame.values())
    for (const list of byTeam.values()) {
      const starter = [...list].sort(
        (a, b) =>
          b.timeOnIceSeconds - a.timeOnIceSeconds ||
          Number(b.decision !== null) - Number(a.decision !== null),
      )[0];
      if (starter) starter.inferredStarter = true;
    }
  return byGame;
}
