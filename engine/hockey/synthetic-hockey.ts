import { mulberry32 } from '../random/mulberry32.ts';
import type { GoalieLine, HockeyGame } from './types.ts';

export interface SyntheticHockey {
  teams: number;
  seasons: number;
  gamesPerTeam: number;
  /** Save rates of each team's first-choice and back-up goalie. */
  saveRates: [number, number];
  /** Share of games the first-choice goalie starts. */
  starterShare: number;
  seed: number;
}

/**
 * A league of equal teams whose goals depend only on who is in net: 30 shots a side, each
 * saved at the goalie's rate; a game level after them goes to overtime, won by either side
 * alike. Whatever a model learns beyond home ice comes from the goalies.
 */
export function syntheticHockey(options: SyntheticHockey): HockeyGame[] {
  const random = mulberry32(options.seed);
  const teams = Array.from({ length: options.teams }, (_, i) => `T${i}`);
  const games: HockeyGame[] = [];
  let day = Date.UTC(2001, 9, 1);
  const goals = (saveRate: number, shots: number) => {
    let scored = 0;
    for (let i = 0; i < shots; i++) if (random() > saveRate) scored++;
    return scored;
  };
  for (let season = 1; season <= options.seasons; season++) {
    for (let round = 0; round < options.gamesPerTeam; round++) {
      const order = [...teams].sort(() => random() - 0.5);
      for (let i = 0; i < order.length; i += 2) {
        const [home, away] = [order[i]!, order[i + 1]!];
        const pick = () => (random() < options.starterShare ? 0 : 1);
        const homeChoice = pick();
        const awayChoice = pick();
        const line = (team: string, choice: number, against: number): GoalieLine => ({
          id: `${team}-G${choice}`,
          shots: 30,
          saves: 30 - against,
        });
        // Home ice: one more shot.
        const homeGoals = goals(options.saveRates[awayChoice]!, 31);
        const awayGoals = goals(options.saveRates[homeChoice]!, 30);
        const level = homeGoals === awayGoals;
        const homeWinsExtra = random() < 0.5;
        games.push({
          id: `${season}-${round}-${home}-${away}`,
          date: new Date(day).toISOString().slice(0, 10),
          season,
          home,
          away,
          homeScore: homeGoals + (level && homeWinsExtra ? 1 : 0),
          awayScore: awayGoals + (level && !homeWinsExtra ? 1 : 0),
          homeGoalie: `${home}-G${homeChoice}`,
          awayGoalie: `${away}-G${awayChoice}`,
          homeGoalies: [line(home, homeChoice, awayGoals)],
          awayGoalies: [line(away, awayChoice, homeGoals)],
          settledIn: level ? (random() < 0.6 ? 'overtime' : 'shootout') : 'regulation',
        });
      }
      day += 86_400_000;
    }
    day += 150 * 86_400_000;
  }
  return games;
}
