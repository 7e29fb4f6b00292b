import { describe, expect, it } from 'vitest';
import { scoreGrid } from './score-grid.ts';
import { simulateSoccerSeason } from './simulate-soccer.ts';
import { SOCCER_RULES } from './soccer-rules.ts';
import type { SoccerResult } from './soccer-table.ts';

const MAX_GOALS = 10;
const win = (home: number, away: number, goals = 1): SoccerResult => ({
  home,
  away,
  homeGoals: goals,
  awayGoals: 0,
});

/** A grid whose 1X2 is exactly `probs` (1–0, 0–0, 0–1 only). */
function fixedGrid(probs: [number, number, number]) {
  const size = MAX_GOALS + 1;
  const grid = new Float64Array(size * size);
  grid[1 * size + 0] = probs[0];
  grid[0] = probs[1];
  grid[0 * size + 1] = probs[2];
  return grid;
}

describe('simulateSoccerSeason', () => {
  const base = {
    teams: 4,
    rules: SOCCER_RULES.E0!,
    maxGoals: MAX_GOALS,
    simulations: 20_000,
    seed: 11,
  };
  // 0: 3 (beat 2) + 3 (beat 3) = 6; 1: 3 (beat 3 9–0) + 1 (drew at 3) = 4.
  const table: SoccerResult[] = [win(0, 2), win(0, 3), win(1, 3, 9), { ...win(3, 1, 0) }];

  it('gives title chances equal to the last fixture’s probabilities, within Monte Carlo error', () => {
    // 1 beats 2 (p = 0.35): 7 points against 6 → champions; a draw (5) or defeat leaves 0 first.
    const out = simulateSoccerSeason({
      ...base,
      played: table,
      fixtures: [{ home: 1, away: 2, scores: fixedGrid([0.35, 0.4, 0.25]) }],
    });
    const se = Math.sqrt((0.35 * 0.65) / base.simulations);
    expect(out.chances.title![1]).toBeCloseTo(0.35, 1);
    expect(Math.abs(out.chances.title![1]! - 0.35)).toBeLessThan(4 * se);
    expect(out.chances.title![0]! + out.chances.title![1]!).toBeCloseTo(1, 10);
    // Expected points of team 1: 4 + 3 · 0.35 + 1 · 0.4 = 5.45.
    expect(out.expected[1]).toBeCloseTo(5.45, 1);
  });

  it('gives 100% to a decided league', () => {
    const out = simulateSoccerSeason({
      ...base,
      played: table,
      fixtures: [{ home: 2, away: 3, scores: scoreGrid(1.4, 1.1, null, MAX_GOALS) }],
    });
    expect(out.chances.title![0]).toBe(1);
    expect(out.positions[0]).toBe(1);
    expect(out.low[0]).toBe(6);
    expect(out.high[0]).toBe(6);
  });

  it('is reproducible with a seed and moves with another', () => {
    const input = {
      ...base,
      simulations: 2_000,
      played: table,
      fixtures: [
        { home: 1, away: 2, scores: scoreGrid(1.5, 1.0, null, MAX_GOALS) },
        { home: 2, away: 0, scores: scoreGrid(1.2, 1.3, null, MAX_GOALS) },
      ],
    };
    const a = simulateSoccerSeason(input);
    const b = simulateSoccerSeason(input);
    const c = simulateSoccerSeason({ ...input, seed: 12 });
    expect([...a.positions]).toEqual([...b.positions]);
    expect([...a.positions]).not.toEqual([...c.positions]);
  });

  it('plays the Championship play-offs: only 3rd–6th can win them, and someone always does', () => {
    const teams = 8;
    const results: SoccerResult[] = [];
    // A strict order: team i beats every team below it.
    for (let i = 0; i < teams; i++) for (let j = i + 1; j < teams; j++) results.push(win(i, j));
    const rates = {
      attack: new Float64Array(teams),
      defence: new Float64Array(teams),
      intercept: Math.log(1.3),
      homeAdvantage: 0.2,
    };
    const out = simulateSoccerSeason({
      ...base,
      teams,
      simulations: 4_000,
      rules: SOCCER_RULES.E1!,
      played: results,
      fixtures: [],
      rates,
    });
    const viaPlayoffs = out.chances.playoffPromotion!;
    expect(viaPlayoffs[0]).toBe(0);
    expect(viaPlayoffs[1]).toBe(0);
    expect(viaPlayoffs[6]).toBe(0);
    expect(viaPlayoffs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    // Equal teams: each play-off side wins about a quarter of the time.
    for (const t of [2, 3, 4, 5]) expect(viaPlayoffs[t]).toBeCloseTo(0.25, 1);
    expect(out.chances.promotion![0]).toBe(1);
    expect(out.chances.relegation![7]).toBe(1);
  });
});

describe('scoreGrid', () => {
  it('matches the published 1X2 and sums to 1', () => {
    const grid = scoreGrid(1.6, 0.9, [0.5, 0.3, 0.2], MAX_GOALS);
    const size = MAX_GOALS + 1;
    const sums = [0, 0, 0];
    grid.forEach((p, cell) => {
      const i = Math.floor(cell / size);
      const j = cell % size;
      sums[i > j ? 0 : i === j ? 1 : 2]! += p;
    });
    expect(sums[0]).toBeCloseTo(0.5, 12);
    expect(sums[1]).toBeCloseTo(0.3, 12);
    expect(sums[2]).toBeCloseTo(0.2, 12);
  });
});
