import type { PlayerSport } from './report-types.ts';
import type { PlayerLine, TeamMatchLines } from './types.ts';

/**
 * What counts as a start where the source does not flag one: soccer 60+ minutes (FPL's own
 * line for a full appearance), NBA 20+ minutes (a rotation player's share of 48), NFL any
 * appearance (the weekly files list no snaps, and a line means the player featured).
 */
export const START_MINUTES: Record<PlayerSport, number> = {
  soccer: 60,
  basketball: 20,
  'american-football': 0,
};

/** One appearance of a player: which of the team's matches (index into the season) and how. */
export interface Appearance {
  matchIndex: number;
  line: PlayerLine;
  /** Started, or where the source has no flag, played like a starter (START_MINUTES). */
  started: boolean;
  /** Whether `started` came from the source's own flag (true) or from minutes (false). */
  flagged: boolean;
}

/** A player's season with one team before the clock. */
export interface PlayerSummary {
  key: string;
  name: string;
  /** The latest position the source gave; null where it gives none. */
  position: string | null;
  /** Oldest first. */
  appearances: Appearance[];
  minutes: number;
  /** Whether any line had minutes (false for NFL, whose files have none). */
  hasMinutes: boolean;
  goals: number;
  assists: number;
  points: number;
}

/**
 * A match's start flags are used only when some line of it is flagged true: FPL 2022/23 ships
 * its `starts` column as all zeros before gameweek 16, and a side with no starter is a missing
 * flag, not eleven substitutes.
 */
function hasStartFlags(match: TeamMatchLines): boolean {
  return match.lines.some((line) => line.started === true);
}

export function startedIn(
  line: PlayerLine,
  matchFlagged: boolean,
  sport: PlayerSport,
): { started: boolean; flagged: boolean } {
  if (line.started !== null && matchFlagged) return { started: line.started, flagged: true };
  return { started: (line.minutes ?? 0) >= START_MINUTES[sport], flagged: false };
}

/** Every player who appeared in `season` (a team's matches, oldest first), keyed by player. */
export function summarisePlayers(
  season: readonly TeamMatchLines[],
  sport: PlayerSport,
): Map<string, PlayerSummary> {
  const players = new Map<string, PlayerSummary>();
  season.forEach((match, matchIndex) => {
    const flagged = hasStartFlags(match);
    for (const line of match.lines) {
      let player = players.get(line.key);
      if (!player) {
        player = {
          key: line.key,
          name: line.name,
          position: null,
          appearances: [],
          minutes: 0,
          hasMinutes: false,
          goals: 0,
          assists: 0,
          points: 0,
        };
        players.set(line.key, player);
      }
      player.name = line.name;
      if (line.position !== null) player.position = line.position;
      player.appearances.push({ matchIndex, line, ...startedIn(line, flagged, sport) });
      if (line.minutes !== null) {
        player.minutes += line.minutes;
        player.hasMinutes = true;
      }
      player.goals += line.goals;
      player.assists += line.assists;
      player.points += line.points;
    }
  });
  return players;
}
