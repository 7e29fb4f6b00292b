import { describe, expect, it } from 'vitest';
import { eloGame as game, syntheticLeague } from '../elo/synthetic-league.ts';
import { normalCdf } from '../market/normal.ts';
import {
  forecastMarginRatings,
  type MarginParams,
  runMarginRatings,
  shiftProbability,
  solveSpd,
} from './margin.ts';

const FLAT: MarginParams = { halfLifeDays: 1e12, seasonCarry: 1, ridge: 1, sigma: 10 };
const NBA_LIKE: MarginParams = { halfLifeDays: 90, seasonCarry: 0.8, ridge: 1, sigma: 10 };

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

describe('shiftProbability', () => {
  it('adds points on the probit scale: ½ moved by one sigma is Φ(1), Φ(½) moved by −½ is ½', () => {
    expect(shiftProbability(0.5, 9.75, 9.75)).toBeCloseTo(0.841345, 6);
    expect(shiftProbability(normalCdf(0.5), -5, 10)).toBeCloseTo(0.5, 9);
    expect(shiftProbability(0.3, 0, 10)).toBe(0.3);
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

  it('fits team home edges: the same games with a per-team edge (ridge 1) → A hosting B is 28/3', () => {
    // With d = A − B: r₁ = d + h + t_A − 10, r₂ = −d + h + t_B − 2; the normal equations give
    // t_A = −r₁, t_B = r₁ = −r₂, d = −4r₁, h = 6, r₁ = −2/3: A hosting B is 8/3 + 6 + 2/3.
    const preds = runMarginRatings(
      [
        game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10),
        game('g2', '2024-01-02', 2024, 'B', 'A', 12, 10),
        game('g3', '2024-01-03', 2024, 'A', 'B', 0, 0),
        game('g4', '2024-01-03', 2024, 'B', 'A', 0, 0),
      ],
      { ...FLAT, teamHomeRidge: 1 },
    );
    expect(preds[2]!.expectedMargin).toBeCloseTo(28 / 3, 4);
    // B hosting A: −8/3 + 6 − 2/3.
    expect(preds[3]!.expectedMargin).toBeCloseTo(8 / 3, 4);
  });

  it('learns a back-to-back term: a tired home side losing by 4 (ridge 1) → −2', () => {
    // Team strengths pinned at 0 by a huge ridge; (c + 4)² + c² is least at c = −2.
    const params = { ...FLAT, ridge: 1e9, backToBackRidge: 1 };
    const played = [
      game('g1', '2024-01-01', 2024, 'A', 'B', 0, 0, true),
      game('g2', '2024-01-02', 2024, 'A', 'C', 0, 4, true),
    ];
    const preds = runMarginRatings(
      [
        ...played,
        game('g3', '2024-01-03', 2024, 'A', 'B', 0, 0, true),
        game('g4', '2024-01-03', 2024, 'B', 'A', 0, 0, true),
      ],
      params,
    );
    expect(preds[1]!.expectedMargin).toBeCloseTo(0, 6);
    expect(preds[2]!.expectedMargin).toBeCloseTo(-2, 6);
    // A tired away side has its own term, still at 0.
    expect(preds[3]!.expectedMargin).toBeCloseTo(0, 6);
    // Scheduled fixtures count as games played: B plays on the 3rd, so is tired on the 4th.
    const ahead = forecastMarginRatings(
      played,
      [
        { id: 'f1', date: '2024-01-03', season: 2024, home: 'B', away: 'C', neutral: true },
        { id: 'f2', date: '2024-01-04', season: 2024, home: 'B', away: 'D', neutral: true },
      ],
      params,
    );
    expect(ahead[0]!.expectedMargin).toBeCloseTo(0, 6);
    expect(ahead[1]!.expectedMargin).toBeCloseTo(-2, 6);
  });

  it('rates starting quarterbacks: A (a1) beats B (b1) by 10, every ridge 1 → each term ±2', () => {
    // (s_A − s_B + q_a1 − q_b1 − 10)² + s_A² + s_B² + q_a1² + q_b1²: every term is ±2.
    const params = { ...FLAT, quarterbackRidge: 1, quarterbackMemoryDays: 400 };
    const played = [
      { ...game('g1', '2024-01-01', 2024, 'A', 'B', 20, 10, true), homeQb: 'a1', awayQb: 'b1' },
    ];
    const [same, backup] = forecastMarginRatings(
      played,
      [
        {
          id: 'f1',
          date: '2024-01-02',
          season: 2024,
          home: 'A',
          away: 'B',
          neutral: true,
          homeQb: 'a1',
          awayQb: 'b1',
        },
        {
          id: 'f2',
          date: '2024-01-02',
          season: 2024,
          home: 'A',
          away: 'B',
          neutral: true,
          homeQb: 'a2',
          awayQb: 'b1',
        },
      ],
      params,
    );
    expect(same!.expectedMargin).toBeCloseTo(8, 6);
    expect(backup!.expectedMargin).toBeCloseTo(6, 6);
    // Forgotten at a change of season after 400 days without a start: the game then counts as if
    // both quarterbacks were average, (s_A − s_B − 10)² + s_A² + s_B² → A − B = 20/3.
    const [later] = forecastMarginRatings(
      played,
      [
        {
          id: 'f3',
          date: '2025-03-01',
          season: 2025,
          home: 'A',
          away: 'B',
          neutral: true,
          homeQb: 'a1',
          awayQb: 'b1',
        },
      ],
      params,
    );
    expect(later!.expectedMargin).toBeCloseTo(20 / 3, 6);
  });

  it('forecasts fixtures exactly as the run would have, had each come next', () => {
    const games = syntheticLeague({
      strength: { Best: 200, Good: 60, Fair: -60, Poor: -200 },
      homeAdvantage: 50,
      seasons: 2,
      gamesPerTeamPerSeason: 20,
      seed: 5,
    });
    const params = { ...NBA_LIKE, teamHomeRidge: 4, backToBackRidge: 10 };
    const fixture = {
      ...games.at(-1)!,
      id: 'next',
      date: '2002-12-31',
      home: 'Poor',
      away: 'Best',
    };
    const run = runMarginRatings([...games, fixture], params).at(-1)!;
    const [ahead] = forecastMarginRatings(games, [fixture], params);
    expect(ahead!.expectedMargin).toBeCloseTo(run.expectedMargin, 9);
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
