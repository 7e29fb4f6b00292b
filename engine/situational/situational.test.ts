import { describe, expect, it } from 'vitest';
import { eloGame as game } from '../elo/synthetic-league.ts';
import {
  adjustmentInputs,
  applyAdjustment,
  fitAdjustment,
  fitLogistic,
  logisticProbability,
  logit,
  primaryStarter,
  quarterbackChanges,
  restDays,
} from './index.ts';

describe('fitLogistic', () => {
  it('fits an intercept to the observed rate: 3 of 4 → ln 3', () => {
    const beta = fitLogistic([[1], [1], [1], [1]], [1, 1, 1, 0], 0);
    expect(beta[0]).toBeCloseTo(Math.log(3), 6);
    expect(logisticProbability([1], beta)).toBeCloseTo(0.75, 6);
  });

  it('shrinks every coefficient but the first: 2σ(b) − 2 + 2·l2·b = 0 holds at b = ln 3', () => {
    // Two successes with x = [0, 1]: with l2 = 0.25 / ln 3 the optimum is σ(b) = 0.75.
    const beta = fitLogistic(
      [
        [0, 1],
        [0, 1],
      ],
      [1, 1],
      0.25 / Math.log(3),
    );
    expect(beta[1]).toBeCloseTo(Math.log(3), 5);
  });

  it('returns [1, 0, …] without data: the base forecast unchanged', () => {
    expect(fitLogistic([], [], 1)).toEqual([]);
    expect(fitAdjustment([])).toEqual([1, 0, 0, 0]);
    expect(applyAdjustment(0.62, [1, -1, 0.5], [1, 0, 0, 0])).toBeCloseTo(0.62, 12);
  });

  it('applies β to logit p0 and the inputs', () => {
    // logit 0.5 = 0, so z = −0.5 · 1 + 0.25 · 2 = 0 → ½; and σ(ln 3) = ¾.
    expect(applyAdjustment(0.5, [1, 0, 2], [1, -0.5, 0, 0.25])).toBeCloseTo(0.5, 12);
    expect(applyAdjustment(0.75, [0, 0, 0], [1, -0.5, 0, 0.25])).toBeCloseTo(0.75, 12);
    expect(logit(0.75)).toBeCloseTo(Math.log(3), 12);
  });
});

describe('quarterback changes', () => {
  it('takes the most frequent recent starter, ties to the most recent', () => {
    expect(primaryStarter(['a', 'b', 'a', 'b'])).toBe('b');
    expect(primaryStarter(['a', 'a', 'b'])).toBe('a');
    expect(primaryStarter([])).toBeUndefined();
  });

  it('counts an in-season backup (fading 0.7 per start) and the starter’s return', () => {
    const starts = ['s', 's', 's', 'b', 'b', 's', 'n'];
    const games = starts.map((qb, i) => ({
      ...game(`g${i}`, `2024-09-${String(10 + i).padStart(2, '0')}`, 2024, 'T', `O${i}`, 1, 0),
      homeQb: qb,
      awayQb: `o${i}`,
    }));
    const q = quarterbackChanges(games);
    const home = games.map((g) => q.get(g.id)!.home);
    expect(home.map((h) => h.backup)).toEqual([0, 0, 0, 1, 0.7, 0, 1]);
    expect(home.map((h) => h.returning)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    // Opponents' first games: no history, nothing to say.
    expect(q.get('g3')!.away).toEqual({ backup: 0, returning: 0 });
  });

  it('ignores an off-season change: a new starter who has started every game this season', () => {
    const games = [
      { ...game('a', '2023-12-01', 2023, 'T', 'X', 1, 0), homeQb: 'old', awayQb: 'x' },
      { ...game('b', '2024-09-08', 2024, 'T', 'X', 1, 0), homeQb: 'new', awayQb: 'x' },
      { ...game('c', '2024-09-15', 2024, 'T', 'X', 1, 0), homeQb: 'new', awayQb: 'x' },
    ];
    const fixture = { id: 'f', date: '2024-09-22', season: 2024, home: 'T', away: 'X' };
    const q = quarterbackChanges(games, [
      { ...fixture, homeQb: 'new', awayQb: 'x' },
      { ...fixture, id: 'g', homeQb: 'third', awayQb: 'x' },
      { ...fixture, id: 'h' },
    ]);
    expect(['b', 'c', 'f'].map((id) => q.get(id)!.home.backup)).toEqual([0, 0, 0]);
    // A different starter in week 3 is an in-season change; an unknown starter says nothing.
    expect(q.get('g')!.home.backup).toBe(1);
    expect(q.get('h')!.home).toEqual({ backup: 0, returning: 0 });
  });
});

describe('rest and the adjustment inputs', () => {
  it('counts days since the previous game of the same season, 7 for an opener', () => {
    const rest = restDays(
      [
        game('a', '2024-09-08', 2024, 'T', 'U', 0, 0),
        game('b', '2024-09-12', 2024, 'T', 'V', 0, 0),
        game('c', '2024-09-22', 2024, 'U', 'T', 0, 0),
        game('d', '2025-09-07', 2025, 'T', 'U', 0, 0),
      ],
      7,
    );
    expect(rest.get('b')).toEqual({ home: 4, away: 7 });
    expect(rest.get('c')).toEqual({ home: 14, away: 10 });
    expect(rest.get('d')).toEqual({ home: 7, away: 7 });
  });

  it('gives home-minus-away differences, rest capped at 14 days and scaled by a week', () => {
    const played = [
      game('a', '2024-09-01', 2024, 'T', 'U', 0, 0),
      game('b', '2024-09-30', 2024, 'U', 'V', 0, 0),
    ];
    const inputs = adjustmentInputs(played, [
      { id: 'f', date: '2024-10-04', season: 2024, home: 'U', away: 'T' },
    ]);
    // U rested 4 days, T 33 (capped at 14): (4 − 14) / 7.
    expect(inputs.get('f')).toEqual([0, 0, -10 / 7]);
  });
});
