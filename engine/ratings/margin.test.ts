import { describe, expect, it } from 'vitest';
import { eloGame as game, syntheticLeague } from '../elo/synthetic-league.ts';
import { normalCdf } from '../market/normal.ts';
import { type MarginParams, runMarginRatings, solveSpd } from './margin.ts';

const FLAT: MarginParams = { halfLifeDays: 1e12, seasonCarry: 1, ridge: 1, sigma: 10 };

describe('solveSpd', () => {
  it('solves a 2 × 2 system by hand', () => {
    // [[4, 2], [2, 3]] x = [2, 1] → x = (0.5, 0).
    const x = solveSpd(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]), 2);
    expect(x[0]).toBeCloseTo(0.5, 12);
    expect(x[1]).toBeCloseTo(0, 12);
    expect(() => solveSpd(Float64Array.from([1, 2, 2, 1]), Float64Array.from([1, 1]), 2)).toThrow(
      /positive definite/,
    );
  });
});

describe('runMarginRatings', () => {
  it('starts every team at zero and never lets same-day games see each other', () => {
    const preds = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 110, 90),
        game('g2', '2024-01-01', 2024, 'C', 'A', 100, 90),
      ],
      FLAT,
    );
    expect(preds.map((p) => p.expectedMargin)).toEqual([0, 0]);
    expect(preds.map((p) => p.homeWinProbability)).toEqual([0.5, 0.5]);
  });

  it('shrinks a neutral-site margin by the ridge: A by 10 with ridge 1 → s = ±10/3', () => {
    // Minimise (2s − 10)² + 2s² → s = 10/3, so A is 20/3 better than B.
    const preds = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10, true),
        game('g2', '2024-01-02', 2024, 'A', 'B', 0, 0, true),
      ],
      FLAT,
    );
    expect(preds[1]!.expectedMargin).toBeCloseTo(20 / 3, 6);
    expect(preds[1]!.homeWinProbability).toBeCloseTo(normalCdf(20 / 3 / 10), 6);
  });

  it('decays old games by their half-life and at a season change', () => {
    // Two days at a one-day half-life leave weight ¼: ¼(2s − 10)² + 2s² → s = 5/3.
    const decayed = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10, true),
        game('g2', '2024-01-03', 2024, 'A', 'B', 0, 0, true),
      ],
      { ...FLAT, halfLifeDays: 1, sigma: 10 / 3 },
    );
    expect(decayed[1]!.expectedMargin).toBeCloseTo(10 / 3, 6);
    expect(decayed[1]!.homeWinProbability).toBeCloseTo(0.841345, 5);
    // A new season with carry ½: ½(2s − 10)² + 2s² → s = 2.5.
    const carried = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10, true),
        game('g2', '2024-01-02', 2025, 'A', 'B', 0, 0, true),
      ],
      { ...FLAT, seasonCarry: 0.5 },
    );
    expect(carried[1]!.expectedMargin).toBeCloseTo(5, 6);
  });

  it('fits a home advantage: A by 10 at home, B by 2 at home → h = 6, A − B = 3.2', () => {
    // (2d + h − 10)² + (−2d + h − 2)² + 2d²: h = 6 and 20d = 32, so A hosting B is 3.2 + 6.
    const preds = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10),
        game('g2', '2024-01-02', 2024, 'B', 'A', 12, 10),
        game('g3', '2024-01-03', 2024, 'A', 'B', 0, 0),
        game('g4', '2024-01-03', 2024, 'A', 'B', 0, 0, true),
      ],
      FLAT,
    );
    expect(preds[2]!.expectedMargin).toBeCloseTo(9.2, 4);
    expect(preds[3]!.expectedMargin).toBeCloseTo(3.2, 4);
  });

  it('clips blowouts to the margin cap', () => {
    const preds = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 50, 10, true),
        game('g2', '2024-01-02', 2024, 'A', 'B', 0, 0, true),
      ],
      { ...FLAT, marginCap: 10 },
    );
    expect(preds[1]!.expectedMargin).toBeCloseTo(20 / 3, 6);
  });

  it('ranks teams by strength in a synthetic league and refuses games out of order', () => {
    const games = syntheticLeague({
      strength: { Best: 200, Good: 60, Fair: -60, Poor: -200 },
      homeAdvantage: 50,
      seasons: 2,
      gamesPerTeamPerSeason: 40,
      seed: 2,
    });
    const last = games.at(-1)!;
    const probe = (home: string, away: string) =>
      runMarginRatings([...games, { ...last, id: 'probe', home, away, neutral: true }], {
        ...FLAT,
        halfLifeDays: 120,
      }).at(-1)!.expectedMargin;
    expect(probe('Best', 'Good')).toBeGreaterThan(0);
    expect(probe('Good', 'Fair')).toBeGreaterThan(0);
    expect(probe('Fair', 'Poor')).toBeGreaterThan(0);
    expect(() =>
      runMarginRatings(
        [
          game('g1', '2024-01-02', 2024, 'A', 'B', 1, 0),
          game('g2', '2024-01-01', 2024, 'A', 'B', 1, 0),
        ],
        FLAT,
      ),
    ).toThrow(/chronological/);
  });
});
