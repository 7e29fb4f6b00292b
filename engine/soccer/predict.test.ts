import { describe, expect, it } from 'vitest';
import { fitDixonColes } from './dixon-coles.ts';
import { dixonColesScoreMatrix, predictMatch } from './predict.ts';
import type { DixonColesModel } from './types.ts';

function model(overrides: Partial<DixonColesModel> = {}): DixonColesModel {
  return {
    teams: {
      Arsenal: { attack: 0.3, defence: -0.3, matches: 38, weight: 30 },
      Burnley: { attack: -0.3, defence: 0.3, matches: 38, weight: 30 },
    },
    intercept: 0.15,
    homeAdvantage: 0.25,
    rho: -0.1,
    priorMeans: {},
    priorShift: { attack: 0, defence: 0 },
    maxGoals: 10,
    asOf: '2024-05-01',
    xi: 0.0019,
    ridge: 2,
    meta: {
      matchesUsed: 380,
      matchesAfterAsOf: 0,
      matchesTooOld: 0,
      weightSum: 300,
      iterations: 30,
      evaluations: 35,
      converged: true,
      objective: 2.9,
      warmStarted: false,
      target: 'goals',
      shotsOnTargetCoefficient: 0,
    },
    ...overrides,
  };
}

const poisson = (k: number, rate: number) => {
  let f = 1;
  for (let i = 2; i <= k; i++) f *= i;
  return (Math.exp(-rate) * rate ** k) / f;
};

describe('predictMatch', () => {
  const p = predictMatch(model(), 'Arsenal', 'Burnley');

  it('uses λ = exp(a_home + d_away + γ + μ) and μ = exp(a_away + d_home + μ)', () => {
    expect(p.expectedHomeGoals).toBeCloseTo(Math.exp(0.3 + 0.3 + 0.25 + 0.15), 14);
    expect(p.expectedAwayGoals).toBeCloseTo(Math.exp(-0.3 - 0.3 + 0.15), 14);
  });

  it('gives probabilities that sum to 1 and agree with the matrix', () => {
    expect(p.homeWin + p.draw + p.awayWin).toBeCloseTo(1, 14);
    const total = p.scoreMatrix.flat().reduce((s, v) => s + v, 0);
    expect(total).toBeCloseTo(1, 14);
    expect(p.scoreMatrix).toHaveLength(11);
    let draw = 0;
    for (let i = 0; i <= 10; i++) draw += p.scoreMatrix[i]![i]!;
    expect(p.draw).toBeCloseTo(draw, 14);
    expect(p.homeWin).toBeGreaterThan(0.6);
  });

  it('has marginal means equal to the expected goals (τ keeps marginals Poisson)', () => {
    // λ = e here: a 0…18 grid makes the truncation error negligible.
    const wide = predictMatch(model(), 'Arsenal', 'Burnley', { maxGoals: 18 });
    let home = 0;
    let away = 0;
    wide.scoreMatrix.forEach((row, i) => {
      row.forEach((v, j) => {
        home += i * v;
        away += j * v;
      });
    });
    expect(home).toBeCloseTo(wide.expectedHomeGoals, 7);
    expect(away).toBeCloseTo(wide.expectedAwayGoals, 7);
  });

  it('exposes over/under and handicap on its own matrix', () => {
    expect(p.overUnder(2.5).over + p.overUnder(2.5).under).toBeCloseTo(1, 14);
    expect(p.asianHandicap(0).homeWin).toBeCloseTo(p.homeWin, 14);
    expect(p.asianHandicap(0).push).toBeCloseTo(p.draw, 14);
  });

  it('is symmetric for equal teams at a neutral venue', () => {
    const m = model();
    m.teams.Burnley = { ...m.teams.Arsenal! };
    const q = predictMatch(m, 'Arsenal', 'Burnley', { neutral: true });
    expect(q.homeWin).toBeCloseTo(q.awayWin, 14);
    expect(q.expectedHomeGoals).toBeCloseTo(q.expectedAwayGoals, 14);
  });

  it('treats an unknown team as average, or as its prior mean, and marks it unknown', () => {
    const avg = predictMatch(model(), 'Arsenal', 'Luton');
    expect(avg.home.known).toBe(true);
    expect(avg.away).toEqual({ team: 'Luton', known: false, attack: 0, defence: 0 });
    const promoted = { Luton: { attack: -0.35, defence: 0.3 } };
    const withPrior = predictMatch(model({ priorMeans: promoted }), 'Arsenal', 'Luton');
    expect(withPrior.away.attack).toBe(-0.35);
    expect(withPrior.homeWin).toBeGreaterThan(avg.homeWin);
    // A per-call prior overrides the model's.
    const override = predictMatch(model({ priorMeans: promoted }), 'Arsenal', 'Luton', {
      priorMeans: { Luton: { attack: 0, defence: 0 } },
    });
    expect(override.homeWin).toBeCloseTo(avg.homeWin, 14);
  });

  it('maps prior means onto the fitted scale when the fit was centred', () => {
    // Two promoted sides with prior −0.4 attack among four teams: the fitted attacks are centred
    // on 0, so the prior scale sits priorShift above it; an unseen promoted side must land at
    // the same place relative to the others as a fitted one with no data would.
    const matches = [
      { date: '2024-01-01', home: 'A', away: 'B', homeGoals: 1, awayGoals: 1 },
      { date: '2024-01-02', home: 'C', away: 'D', homeGoals: 1, awayGoals: 1 },
    ];
    const priorMeans = { C: { attack: -0.4, defence: 0 }, D: { attack: -0.4, defence: 0 } };
    const m = fitDixonColes(matches, { asOf: '2024-02-01', ridge: 1e6, priorMeans });
    expect(m.priorShift.attack).toBeCloseTo(-0.2, 4);
    const unseen = predictMatch(m, 'A', 'E', { priorMeans: { E: { attack: -0.4, defence: 0 } } });
    expect(unseen.away.attack).toBeCloseTo(m.teams.C!.attack, 4);
  });

  it('honours maxGoals and rejects a bad one', () => {
    expect(predictMatch(model(), 'Arsenal', 'Burnley', { maxGoals: 6 }).scoreMatrix).toHaveLength(
      7,
    );
    expect(() => predictMatch(model(), 'Arsenal', 'Burnley', { maxGoals: 0 })).toThrow();
  });
});

describe('dixonColesScoreMatrix', () => {
  it('is the product of two Poissons when ρ = 0 (up to truncation)', () => {
    const m = dixonColesScoreMatrix(1.3, 0.9, 0, 12);
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++)
        expect(m[i]![j]).toBeCloseTo(poisson(i, 1.3) * poisson(j, 0.9), 9);
    }
  });

  it('moves mass from 1-0 and 0-1 to 0-0 and 1-1 when ρ < 0', () => {
    const indep = dixonColesScoreMatrix(1.3, 0.9, 0, 10);
    const dc = dixonColesScoreMatrix(1.3, 0.9, -0.1, 10);
    expect(dc[0]![0]!).toBeGreaterThan(indep[0]![0]!);
    expect(dc[1]![1]!).toBeGreaterThan(indep[1]![1]!);
    expect(dc[1]![0]!).toBeLessThan(indep[1]![0]!);
    expect(dc[0]![1]!).toBeLessThan(indep[0]![1]!);
    expect(dc[2]![1]!).toBeCloseTo(indep[2]![1]!, 12);
  });
});
