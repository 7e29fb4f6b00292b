import type { FormEntry } from '@contract';
import type { PlayedMatch } from '../state/league-state.ts';

export type Result = 'W' | 'D' | 'L';

export interface TeamGame {
  match: PlayedMatch;
  home: boolean;
  scored: number;
  conceded: number;
  opponentId: number;
  result: Result;
}

/** A team's games, newest first. */
export function gamesOf(played: readonly PlayedMatch[], teamId: number): TeamGame[] {
  const games: TeamGame[] = [];
  for (let i = played.length - 1; i >= 0; i--) {
    const match = played[i]!;
    const home = match.homeTeamId === teamId;
    if (!home && match.awayTeamId !== teamId) continue;
    const scored = home ? match.homeScore : match.awayScore;
    const conceded = home ? match.awayScore : match.homeScore;
    games.push({
      match,
      home,
      scored,
      conceded,
      opponentId: home ? match.awayTeamId : match.homeTeamId,
      result: scored > conceded ? 'W' : scored === conceded ? 'D' : 'L',
    });
  }
  return games;
}

export function formGuide(
  games: readonly TeamGame[],
  nameOf: (id: number) => string,
  count = 5,
): FormEntry[] {
  return games.slice(0, count).map((g) => ({
    result: g.result,
    score: `${g.scored}-${g.conceded}`,
    opponent: nameOf(g.opponentId),
    home: g.home,
    date: g.match.kickoff.toISOString(),
  }));
}

export interface Record3 {
  wins: number;
  draws: number;
  losses: number;
  played: number;
}

export function record(games: readonly TeamGame[]): Record3 {
  const r = { wins: 0, draws: 0, losses: 0, played: games.length };
  for (const g of games) {
    if (g.result === 'W') r.wins++;
    else if (g.result === 'D') r.draws++;
    else r.losses++;
  }
  return r;
}

/** The current run: 'W3' (three wins), 'L1', or '' with no games. */
export function streak(games: readonly TeamGame[]): { result: Result | null; length: number } {
  const first = games[0];
  if (!first) return { result: null, length: 0 };
  let length = 0;
  for (const g of games) {
    if (g.result !== first.result) break;
    length++;
  }
  return { result: first.result, length };
}

/** Games without defeat (soccer) from the latest back. */
export function unbeatenRun(games: readonly TeamGame[]): number {
  let n = 0;
  for (const g of games) {
    if (g.result === 'L') break;
    n++;
  }
  return n;
}

export function headToHead(
  played: readonly PlayedMatch[],
  a: number,
  b: number,
  count: number,
): TeamGame[] {
  return gamesOf(played, a)
    .filter((g) => g.opponentId === b)
    .slice(0, count);
}

export const seasonGames = (games: readonly TeamGame[], season: string | null) =>
  season ? games.filter((g) => g.match.season === season) : [];

export function averages(games: readonly TeamGame[]) {
  if (games.length === 0) return { scored: 0, conceded: 0 };
  let scored = 0;
  let conceded = 0;
  for (const g of games) {
    scored += g.scored;
    conceded += g.conceded;
  }
  return { scored: scored / games.length, conceded: conceded / games.length };
}
