import { dayNumber } from '../elo/update.ts';

export interface RestGame {
  id: string;
  /** yyyy-mm-dd (or ISO date-time; the first ten characters count). */
  date: string;
  season: number;
  home: string;
  away: string;
}

/**
 * Days since each side's previous game of the same season, for games in chronological order
 * (played games, then fixtures, whose dates count too: a schedule is known in advance). A
 * side's first game of a season gets `opening` days.
 */
export function restDays(
  games: readonly RestGame[],
  opening: number,
): Map<string, { home: number; away: number }> {
  const last = new Map<string, { day: number; season: number }>();
  const out = new Map<string, { home: number; away: number }>();
  for (const game of games) {
    const day = dayNumber(game.date);
    const rest = (team: string) => {
      const previous = last.get(team);
      return previous && previous.season === game.season ? day - previous.day : opening;
    };
    out.set(game.id, { home: rest(game.home), away: rest(game.away) });
    last.set(game.home, { day, season: game.season });
    last.set(game.away, { day, season: game.season });
  }
  return out;
}
