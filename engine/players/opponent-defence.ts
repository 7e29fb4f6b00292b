import type { TeamMatchLines } from './types.ts';

/**
 * Points a defence has allowed, read from the lines themselves (the opponent's players' points
 * in each match), against the league average, shrunk toward average by DEFENCE_PRIOR_GAMES of
 * league-average games so that three early games do not make a defence "the worst":
 *
 *   factor = ((allowed + K × league mean) / (games + K)) / league mean
 *
 * 1.05 = allows 5% more than average. Feed matches in kick-off order and ask before adding the
 * match being forecast (the as-of rule). Only lines are summed, so a source that misses some
 * scorers (NFL defensive touchdowns) understates every team alike and the ratio stands.
 */
export const DEFENCE_PRIOR_GAMES = 5;

export interface DefenceTracker {
  add(match: TeamMatchLines): void;
  /** The team's defence factor, or null before any game has been added. */
  factor(teamId: number): number | null;
}

export function createDefenceTracker(): DefenceTracker {
  const allowed = new Map<number, { points: number; games: number }>();
  let total = 0;
  let teamGames = 0;
  return {
    add(match) {
      const points = match.lines.reduce((sum, line) => sum + line.points, 0);
      const entry = allowed.get(match.opponentId) ?? { points: 0, games: 0 };
      entry.points += points;
      entry.games += 1;
      allowed.set(match.opponentId, entry);
      total += points;
      teamGames += 1;
    },
    factor(teamId) {
      if (teamGames === 0 || total === 0) return null;
      const mean = total / teamGames;
      const own = allowed.get(teamId) ?? { points: 0, games: 0 };
      const k = DEFENCE_PRIOR_GAMES;
      return (own.points + k * mean) / (own.games + k) / mean;
    },
  };
}
