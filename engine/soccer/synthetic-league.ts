/**
 * Test support (not part of the public API): a seeded simulator of a Dixon–Coles league, so
 * tests can check that fits recover known strengths. Deterministic across runs and platforms.
 */

import { dixonColesScoreMatrix } from './predict.ts';
import type { SoccerMatch, TeamStrength } from './types.ts';

export { mulberry32 } from '../random/mulberry32.ts';

export interface SyntheticLeague {
  strengths: Record<string, TeamStrength>;
  intercept: number;
  homeAdvantage: number;
  rho: number;
}

/** Zero-sum random strengths for `teams` sides. */
export function randomLeague(teams: number, random: () => number): SyntheticLeague {
  const names = Array.from({ length: teams }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
  const raw = names.map(() => ({
    attack: (random() - 0.5) * 0.8,
    defence: (random() - 0.5) * 0.6,
  }));
  const meanA = raw.reduce((s, t) => s + t.attack, 0) / teams;
  const meanD = raw.reduce((s, t) => s + t.defence, 0) / teams;
  const strengths: Record<string, TeamStrength> = {};
  names.forEach((n, i) => {
    strengths[n] = { attack: raw[i]!.attack - meanA, defence: raw[i]!.defence - meanD };
  });
  return { strengths, intercept: 0.1, homeAdvantage: 0.25, rho: -0.1 };
}

/** Draws a score from the league's Dixon–Coles distribution by inverting the score matrix. */
export function simulateScore(
  league: SyntheticLeague,
  home: TeamStrength,
  away: TeamStrength,
  random: () => number,
): [number, number] {
  const lambda = Math.exp(home.attack + away.defence + league.homeAdvantage + league.intercept);
  const mu = Math.exp(away.attack + home.defence + league.intercept);
  const matrix = dixonColesScoreMatrix(lambda, mu, league.rho, 12);
  let u = random();
  for (let i = 0; i < matrix.length; i++) {
    const row = matrix[i]!;
    for (let j = 0; j < row.length; j++) {
      u -= row[j]!;
      if (u <= 0) return [i, j];
    }
  }
  return [0, 0];
}

/**
 * Double round robin per season, one round a week from 1 August; `strengthAt` lets a test
 * change strengths over time (form changes).
 */
export function simulateSeasons(
  league: SyntheticLeague,
  seasons: number,
  firstYear: number,
  random: () => number,
  strengthAt: (team: string, date: string) => TeamStrength = (team) => league.strengths[team]!,
): SoccerMatch[] {
  const names = Object.keys(league.strengths);
  const n = names.length;
  const matches: SoccerMatch[] = [];
  for (let s = 0; s < seasons; s++) {
    const start = Date.UTC(firstYear + s, 7, 1);
    // Circle method: n − 1 rounds where everyone plays once, mirrored for the second half.
    const rotation = names.slice(1);
    const rounds: [string, string][][] = [];
    for (let r = 0; r < n - 1; r++) {
      const ring = [names[0]!, ...rotation];
      const round: [string, string][] = [];
      for (let i = 0; i < n / 2; i++) {
        const a = ring[i]!;
        const b = ring[n - 1 - i]!;
        round.push(r % 2 === 0 ? [a, b] : [b, a]);
      }
      rounds.push(round);
      rotation.unshift(rotation.pop()!);
    }
    const all = [
      ...rounds,
      ...rounds.map((round) => round.map(([a, b]) => [b, a] as [string, string])),
    ];
    all.forEach((round, r) => {
      const date = new Date(start + r * 7 * 86_400_000).toISOString().slice(0, 10);
      for (const [home, away] of round) {
        const [hg, ag] = simulateScore(
          league,
          strengthAt(home, date),
          strengthAt(away, date),
          random,
        );
        matches.push({ date, home, away, homeGoals: hg, awayGoals: ag });
      }
    });
  }
  return matches;
}
