import { mulberry32 } from '../random/mulberry32.ts';
import type { BaseballGame } from './types.ts';

/** A Poisson draw (Knuth's method: fine for the few runs of an inning or a game). */
function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let product = random();
  let k = 0;
  while (product > limit) {
    product *= random();
    k++;
  }
  return k;
}

export interface SyntheticBaseball {
  teams: number;
  seasons: number;
  /** Games each team plays per season (home and away alternate). */
  gamesPerTeam: number;
  /** Runs per nine innings a team's ace saves against its other four starters. */
  aceSaves: number;
  seed: number;
  /** Share of games whose listed starter is scratched for another (the listing is wrong). */
  scratchRate?: number;
  /**
   * Give each game a closing moneyline (4.5% margin) from the listed starters' true strengths:
   * a market that knows who the aces are.
   */
  priced?: boolean;
}

/** The home win probability of a game whose sides allow these runs per nine (normal margin). */
function trueHomeWin(homeAllows: number, awayAllows: number): number {
  const margin = awayAllows + 0.1 - homeAllows;
  const sd = Math.sqrt(homeAllows + awayAllows + 0.1);
  // The logistic approximation of the normal distribution function.
  return 1 / (1 + Math.exp((-1.7 * margin) / sd));
}

/**
 * A league of equal teams whose runs depend only on who starts: each team has five starters in
 * turn, the first an ace who allows `aceSaves` fewer runs per nine over the six innings he
 * pitches. Every team's strength is the same, so whatever a model learns beyond home field
 * comes from the starters.
 */
export function syntheticBaseball(options: SyntheticBaseball): BaseballGame[] {
  const random = mulberry32(options.seed);
  const teams = Array.from({ length: options.teams }, (_, i) => `T${i}`);
  // Rotations start at different places, so aces meet every kind of starter.
  const turn = new Map(teams.map((team, i) => [team, i % 5]));
  const games: BaseballGame[] = [];
  let day = Date.UTC(2001, 3, 1);
  for (let season = 1; season <= options.seasons; season++) {
    for (let round = 0; round < options.gamesPerTeam; round++) {
      const order = [...teams].sort(() => random() - 0.5);
      for (let i = 0; i < order.length; i += 2) {
        const [home, away] = [order[i]!, order[i + 1]!];
        const starter = (team: string) => {
          const n = turn.get(team)!;
          turn.set(team, (n + 1) % 5);
          return `${team}-P${n}`;
        };
        const homeStarter = starter(home);
        const awayStarter = starter(away);
        const allowed = (pitcher: string) =>
          4.4 - (pitcher.endsWith('-P0') ? (options.aceSaves * 6) / 9 : 0);
        const scratched = (pitcher: string) =>
          random() < (options.scratchRate ?? 0) ? `${pitcher}-sub` : pitcher;
        const homeActual = scratched(homeStarter);
        const awayActual = scratched(awayStarter);
        let homeScore = poisson(random, allowed(awayActual) + 0.1);
        let awayScore = poisson(random, allowed(homeActual));
        // Extra innings: one more run to one side settles a tie.
        if (homeScore === awayScore) {
          if (random() < 0.5) homeScore++;
          else awayScore++;
        }
        const date = new Date(day).toISOString().slice(0, 10);
        const p = trueHomeWin(allowed(homeStarter), allowed(awayStarter));
        const moneyline: [number, number] = [1 / (p * 1.045), 1 / ((1 - p) * 1.045)];
        games.push({
          id: `${season}-${round}-${home}-${away}`,
          date,
          season,
          home,
          away,
          homeScore,
          awayScore,
          homeStarter,
          awayStarter,
          homeStarterActual: homeActual,
          awayStarterActual: awayActual,
          outs: 54,
          ...(options.priced ? { moneyline } : {}),
        });
      }
      day += 86_400_000;
    }
    day += 150 * 86_400_000;
  }
  return games;
}
