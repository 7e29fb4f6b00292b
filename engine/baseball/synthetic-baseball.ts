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
        });
      }
      day += 86_400_000;
    }
    day += 150 * 86_400_000;
  }
  return games;
}
