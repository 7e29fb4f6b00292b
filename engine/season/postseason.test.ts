import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import { mlbPennant, playSeries, type Strengths } from './postseason.ts';
import { simulateUsSeason } from './simulate-us.ts';
import { mlbFormat } from './us-rules.ts';

const strengths = (ratings: number[], homeAdvantage = 0): Strengths => ({
  ratings: Float64Array.from(ratings),
  drift: new Float64Array(ratings.length),
  homeAdvantage,
});

const share = (runs: number, winner: () => number, team: number) => {
  let won = 0;
  for (let i = 0; i < runs; i++) if (winner() === team) won++;
  return won / runs;
};

describe('a play-off series', () => {
  it('is a coin toss between equal teams and goes to a much stronger one', () => {
    const random = mulberry32(7);
    const even = strengths([1500, 1500]);
    const seven = [true, true, false, false, true, false, true];
    expect(share(4000, () => playSeries(even, 0, 1, seven, random), 0)).toBeCloseTo(0.5, 1);
    const lopsided = strengths([1700, 1400]);
    expect(share(2000, () => playSeries(lopsided, 1, 0, seven, random), 0)).toBeGreaterThan(0.97);
  });

  it('gives home field its worth: a best-of-three at the better seed favours it', () => {
    const random = mulberry32(3);
    const s = strengths([1500, 1500], 60);
    // Every game at team 0's park with 60 Elo points: p = 0.585 a game, 0.627 a series.
    const p = share(20_000, () => playSeries(s, 0, 1, [true, true, true], random), 0);
    expect(p).toBeCloseTo(0.627, 1);
  });
});

describe('an MLB league bracket', () => {
  /** Seeds 0–7 in order; `strong` is a seed position rated far above the rest. */
  const pennants = (format: ReturnType<typeof mlbFormat>, strong: number) => {
    const ratings = Array.from({ length: 8 }, (_, p) => (p === strong ? 2600 : 1500));
    const s = strengths(ratings);
    const seeds = Int32Array.from({ length: 8 }, (_, p) => p);
    const random = mulberry32(11);
    return share(500, () => mlbPennant(seeds, format, s, random), strong);
  };

  it('takes six teams from 2022 and five from 2012: the seventh or sixth never wins it', () => {
    expect(pennants(mlbFormat(2024), 5)).toBeGreaterThan(0.99);
    expect(pennants(mlbFormat(2024), 6)).toBe(0);
    expect(pennants(mlbFormat(2015), 4)).toBeGreaterThan(0.99);
    expect(pennants(mlbFormat(2015), 5)).toBe(0);
  });

  it('takes four teams in 2010 and 2011, eight in 2020', () => {
    expect(mlbFormat(2011)).toEqual({ playoffs: 4, byes: 0 });
    expect(pennants(mlbFormat(2011), 3)).toBeGreaterThan(0.99);
    expect(pennants(mlbFormat(2011), 4)).toBe(0);
    expect(pennants(mlbFormat(2020), 7)).toBeGreaterThan(0.99);
  });
});

describe('an MLB season with its postseason', () => {
  it('crowns one pennant winner a league and one World Series winner, all from the postseason', () => {
    // Two leagues of two three-team divisions: teams 0–5 AL, 6–11 NL.
    const alignment = {
      conference: Int8Array.from({ length: 12 }, (_, t) => (t < 6 ? 0 : 1)),
      division: Int8Array.from({ length: 12 }, (_, t) => Math.floor(t / 3)),
    };
    const fixtures = [];
    for (let i = 0; i < 12; i++) {
      for (let j = 0; j < 12; j++) if (i !== j) fixtures.push({ home: i, away: j, homeWin: 0.5 });
    }
    const out = simulateUsSeason({
      league: 'MLB',
      alignment,
      played: [],
      fixtures,
      ratings: new Float64Array(12).fill(1500),
      homeAdvantage: 20,
      ratingK: 4,
      simulations: 2000,
      seed: 5,
      mlbFormat: mlbFormat(2024),
      postseason: true,
    });
    const sum = (key: string, from: number, to: number) =>
      out.chances[key]!.slice(from, to).reduce((a, b) => a + b, 0);
    expect(sum('pennant', 0, 6)).toBeCloseTo(1, 6);
    expect(sum('pennant', 6, 12)).toBeCloseTo(1, 6);
    expect(sum('title', 0, 12)).toBeCloseTo(1, 6);
    for (let t = 0; t < 12; t++) {
      expect(out.chances.title![t]!).toBeLessThanOrEqual(out.chances.pennant![t]!);
      expect(out.chances.pennant![t]!).toBeLessThanOrEqual(out.chances.playoffs![t]!);
    }
  });
});
