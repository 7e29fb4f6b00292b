// Builders for the player engine's tests: a line with defaults, and a team's season from a
// list of per-match line sets (match n kicks off n days after 1 Aug 2024, all at home to team 2).
import type { PlayerLine, TeamMatchLines } from './types.ts';

export function line(key: string, fields: Partial<PlayerLine> = {}): PlayerLine {
  return {
    key,
    name: key.toUpperCase(),
    position: null,
    minutes: 90,
    started: null,
    goals: 0,
    assists: 0,
    points: 0,
    ...fields,
  };
}

export function teamSeason(
  matches: readonly PlayerLine[][],
  teamId = 1,
  opponentId = 2,
): TeamMatchLines[] {
  return matches.map((lines, i) => ({
    matchId: 100 * teamId + i,
    kickoff: new Date(Date.UTC(2024, 7, 1 + i, 15)),
    teamId,
    opponentId,
    home: true,
    lines,
  }));
}
