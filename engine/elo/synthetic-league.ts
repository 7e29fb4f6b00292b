import { mulberry32 } from '../random/mulberry32.ts';
import { winProbability } from './probability.ts';
import type { EloGame } from './types.ts';

/** The shared seeded PRNG, under the name the Elo tests use. */
export const prng = mulberry32;

export interface League {
  /** True strength of each team in Elo points. */
  strength: Record<string, number>;
  homeAdvantage: number;
  seasons: number;
  gamesPerTeamPerSeason: number;
  seed: number;
}

/**
 * Pairings for one round by the circle method: the first team stays put and the rest rotate, so
 * over n − 1 rounds every team meets every other once. Needs an even number of teams.
 */
function roundRobin(teams: readonly string[], round: number): Array<[string, string]> {
  const n = teams.length;
  const rest = teams.slice(1);
  const shift = round % (n - 1);
  const circle = [teams[0]!, ...rest.slice(shift), ...rest.slice(0, shift)];
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < n / 2; i++) pairs.push([circle[i]!, circle[n - 1 - i]!]);
  return pairs;
}

/**
 * A round-robin league whose results follow the Elo model with known strengths: each game is
 * won by the home side with probability winProbability(strength gap + home advantage), and the
 * margin is drawn around diff / 25 so margin-based updates have something to read.
 */
export function syntheticLeague({
  strength,
  homeAdvantage,
  seasons,
  gamesPerTeamPerSeason,
  seed,
}: League): EloGame[] {
  const random = prng(seed);
  const teams = Object.keys(strength);
  const games: EloGame[] = [];
  let day = Date.UTC(2001, 0, 1);
  for (let season = 1; season <= seasons; season++) {
    for (let round = 0; round < gamesPerTeamPerSeason; round++) {
      for (const [first, second] of roundRobin(teams, round)) {
        const [home, away] = round % 2 ? [second, first] : [first, second];
        const diff = strength[home]! - strength[away]! + homeAdvantage;
        const homeWins = random() < winProbability(diff);
        const margin = 1 + Math.floor(random() * 14);
        games.push({
          id: `${season}-${round}-${home}-${away}`,
          date: new Date(day).toISOString().slice(0, 10),
          season,
          home,
          away,
          homeScore: homeWins ? 100 + margin : 100,
          awayScore: homeWins ? 100 : 100 + margin,
        });
      }
      day += 2 * 86_400_000;
    }
    day += 100 * 86_400_000;
  }
  return games;
}

/** One finished game, written out positionally: keeps hand-worked test cases readable. */
export const eloGame = (
  id: string,
  date: string,
  season: number,
  home: string,
  away: string,
  homeScore: number,
  awayScore: number,
  neutral?: boolean,
): EloGame => ({ id, date, season, home, away, homeScore, awayScore, neutral });
