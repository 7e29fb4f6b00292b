import { describe, expect, it } from 'vitest';
import { fitDixonColes } from './dixon-coles.ts';
import { predictMatch } from './predict.ts';
import { mulberry32, randomLeague, simulateSeasons } from './synthetic-league.ts';
import type { SoccerMatch } from './types.ts';

// 20 teams, 6 double round-robin seasons = 2,280 matches, like the EPL window the model serves.
const LEAGUE = randomLeague(20, mulberry32(7));
const MATCHES = simulateSeasons(LEAGUE, 6, 2018, mulberry32(11));
const ASOF = '2024-07-01';

function rmse(pairs: [number, number][]): number {
  return Math.sqrt(pairs.reduce((s, [a, b]) => s + (a - b) ** 2, 0) / pairs.length);
}

describe('fitDixonColes', () => {
  it('recovers the strengths of a simulated league, fast', () => {
    expect(MATCHES).toHaveLength(2280);
    const t0 = performance.now();
    const model = fitDixonColes(MATCHES, { asOf: ASOF, xi: 0, ridge: 0.1 });
    const elapsed = performance.now() - t0;
    console.log(
      `cold fit, 2,280 matches / 20 teams: ${elapsed.toFixed(0)} ms, ${model.meta.iterations} iterations`,
    );

    expect(model.meta.converged).toBe(true);
    expect(model.meta.matchesUsed).toBe(2280);
    const teams = Object.keys(LEAGUE.strengths);
    const attack = teams.map((t) => [model.teams[t]!.attack, LEAGUE.strengths[t]!.attack]);
    const defence = teams.map((t) => [model.teams[t]!.defence, LEAGUE.strengths[t]!.defence]);
    // ~228 matches a team: the standard error of each strength is about 0.06.
    expect(rmse(attack as [number, number][])).toBeLessThan(0.08);
    expect(rmse(defence as [number, number][])).toBeLessThan(0.08);
    expect(model.homeAdvantage).toBeCloseTo(LEAGUE.homeAdvantage, 1);
    expect(model.intercept).toBeCloseTo(LEAGUE.intercept, 1);
    expect(Math.abs(model.rho - LEAGUE.rho)).toBeLessThan(0.07);
  });

  it('reports attacks and defences that each sum to zero', () => {
    const model = fitDixonColes(MATCHES, { asOf: ASOF });
    const teams = Object.values(model.teams);
    expect(teams.reduce((s, t) => s + t.attack, 0)).toBeCloseTo(0, 10);
    expect(teams.reduce((s, t) => s + t.defence, 0)).toBeCloseTo(0, 10);
  });

  it('uses only matches strictly before asOf', () => {
    const asOf = '2021-01-05';
    const before = MATCHES.filter((m) => m.date < asOf);
    const onOrAfter = MATCHES.length - before.length;
    // A match on the asOf day itself must not be used either.
    const sameDay: SoccerMatch = {
      date: asOf,
      home: 'T01',
      away: 'T02',
      homeGoals: 9,
      awayGoals: 0,
    };
    const all = fitDixonColes([...MATCHES, sameDay], { asOf });
    const only = fitDixonColes(before, { asOf });
    expect(all.meta.matchesUsed).toBe(before.length);
    expect(all.meta.matchesAfterAsOf).toBe(onOrAfter + 1);
    expect(all.teams).toEqual(only.teams);
    expect(all.homeAdvantage).toBe(only.homeAdvantage);
    expect(() => fitDixonColes(MATCHES, { asOf: '2018-01-01' })).toThrow(/No matches/);
    const recent = fitDixonColes(MATCHES, { asOf, maxAgeDays: 365 });
    expect(recent.meta.matchesTooOld).toBe(MATCHES.filter((m) => m.date < '2020-01-06').length);
    expect(recent.meta.matchesUsed).toBe(before.length - recent.meta.matchesTooOld);
  });

  it('with time decay, follows a recent change of form', () => {
    // T01 turns from its simulated strength into a much better attack for the last season.
    const changeDate = '2023-08-01';
    const boosted = simulateSeasons(LEAGUE, 6, 2018, mulberry32(11), (team, date) => {
      const s = LEAGUE.strengths[team]!;
      return team === 'T01' && date >= changeDate ? { ...s, attack: s.attack + 0.6 } : s;
    });
    const newAttack = LEAGUE.strengths.T01!.attack + 0.6;
    const flat = fitDixonColes(boosted, { asOf: ASOF, xi: 0 });
    const decayed = fitDixonColes(boosted, { asOf: ASOF, halfLifeDays: 120 });
    const errFlat = Math.abs(flat.teams.T01!.attack - newAttack);
    const errDecayed = Math.abs(decayed.teams.T01!.attack - newAttack);
    expect(errFlat).toBeGreaterThan(0.3);
    expect(errDecayed).toBeLessThan(errFlat / 2);
    expect(decayed.meta.weightSum).toBeLessThan(flat.meta.weightSum);
  });

  it('shrinks a sparsely observed team toward its prior mean', () => {
    // A newcomer with two big wins: maximum likelihood would call it the best side in the league.
    const newcomer: SoccerMatch[] = [
      { date: '2024-06-20', home: 'New', away: 'T05', homeGoals: 4, awayGoals: 0 },
      { date: '2024-06-27', home: 'T09', away: 'New', homeGoals: 0, awayGoals: 3 },
    ];
    const data = [...MATCHES, ...newcomer];
    const loose = fitDixonColes(data, { asOf: ASOF, ridge: 0.01 });
    const ridge = fitDixonColes(data, { asOf: ASOF, ridge: 3 });
    const promoted = fitDixonColes(data, {
      asOf: ASOF,
      ridge: 3,
      priorMeans: { New: { attack: -0.4, defence: 0.3 } },
    });
    expect(ridge.teams.New!.attack).toBeLessThan(loose.teams.New!.attack - 0.2);
    expect(promoted.teams.New!.attack).toBeLessThan(ridge.teams.New!.attack);
    expect(promoted.teams.New!.matches).toBe(2);
    // Well-observed teams barely move.
    expect(ridge.teams.T03!.attack).toBeCloseTo(loose.teams.T03!.attack, 1);
  });

  it('warm-starts a weekly refit to the same optimum in fewer iterations', () => {
    const first = fitDixonColes(MATCHES, { asOf: '2024-03-01', gradientTolerance: 1e-9 });
    const cold = fitDixonColes(MATCHES, { asOf: '2024-03-08', gradientTolerance: 1e-9 });
    const t0 = performance.now();
    const warm = fitDixonColes(MATCHES, {
      asOf: '2024-03-08',
      gradientTolerance: 1e-9,
      warmStart: first,
    });
    console.log(
      `weekly refit: cold ${cold.meta.iterations} iterations, warm ${warm.meta.iterations}` +
        ` iterations in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    expect(warm.meta.warmStarted).toBe(true);
    expect(warm.meta.iterations).toBeLessThan(cold.meta.iterations);
    for (const t of Object.keys(cold.teams)) {
      expect(warm.teams[t]!.attack).toBeCloseTo(cold.teams[t]!.attack, 5);
      expect(warm.teams[t]!.defence).toBeCloseTo(cold.teams[t]!.defence, 5);
    }
    expect(warm.rho).toBeCloseTo(cold.rho, 5);
  });

  it('starts cold when the warm start makes a match impossible (τ ≤ 0 under its ρ)', () => {
    const first = fitDixonColes(MATCHES, { asOf: '2024-03-01', gradientTolerance: 1e-9 });
    // τ(0, 0) = 1 − λμρ is negative for any usual rates once ρ = 5.
    const broken = { ...first, rho: 5 };
    const cold = fitDixonColes(MATCHES, { asOf: '2024-03-08', gradientTolerance: 1e-9 });
    const refit = fitDixonColes(MATCHES, {
      asOf: '2024-03-08',
      gradientTolerance: 1e-9,
      warmStart: broken,
    });
    expect(refit.meta.warmStarted).toBe(false);
    expect(refit.rho).toBeCloseTo(cold.rho, 9);
  });

  it('produces forecasts that favour the stronger side', () => {
    const model = fitDixonColes(MATCHES, { asOf: ASOF });
    const teams = Object.keys(LEAGUE.strengths);
    const power = (t: string) => LEAGUE.strengths[t]!.attack - LEAGUE.strengths[t]!.defence;
    const best = teams.reduce((a, b) => (power(a) > power(b) ? a : b));
    const worst = teams.reduce((a, b) => (power(a) < power(b) ? a : b));
    const p = predictMatch(model, best, worst);
    expect(p.homeWin).toBeGreaterThan(0.6);
    expect(p.home.known && p.away.known).toBe(true);
  });

  it('converges on a tiny early-season sample, with ρ kept finite by its prior', () => {
    // One 0-0 and no 0-1/1-0/1-1: the likelihood alone grows without bound as ρ → −∞.
    const tiny: SoccerMatch[] = [
      { date: '2024-08-10', home: 'A', away: 'B', homeGoals: 0, awayGoals: 0 },
      { date: '2024-08-10', home: 'C', away: 'D', homeGoals: 3, awayGoals: 2 },
      { date: '2024-08-17', home: 'B', away: 'C', homeGoals: 2, awayGoals: 2 },
    ];
    const model = fitDixonColes(tiny, { asOf: '2024-08-20' });
    expect(model.meta.converged).toBe(true);
    expect(model.rho).toBeLessThan(0);
    expect(model.rho).toBeGreaterThan(-1);
    const p = predictMatch(model, 'A', 'D');
    expect(p.homeWin + p.draw + p.awayWin).toBeCloseTo(1, 12);
  });

  it('rejects bad input', () => {
    const bad = (m: Partial<SoccerMatch>) => [{ ...MATCHES[0]!, ...m }];
    expect(() => fitDixonColes(bad({ homeGoals: -1 }), { asOf: ASOF })).toThrow(/Invalid score/);
    expect(() => fitDixonColes(bad({ awayGoals: 1.5 }), { asOf: ASOF })).toThrow(/Invalid score/);
    expect(() => fitDixonColes(bad({ away: MATCHES[0]!.home }), { asOf: ASOF })).toThrow();
    expect(() => fitDixonColes(bad({ date: '12/08/2023' }), { asOf: ASOF })).toThrow(/ISO/);
    expect(() => fitDixonColes(MATCHES, { asOf: ASOF, ridge: -1 })).toThrow(/ridge/);
  });
});

describe("fitDixonColes with target 'blend'", () => {
  // Shots on target simulated as Poisson(3.3·rate): an unbiased but less noisy signal of it.
  const random = mulberry32(5);
  const poisson = (rate: number) => {
    let k = 0;
    let p = Math.exp(-rate);
    let c = p;
    const u = random();
    while (u > c) {
      k++;
      p *= rate / k;
      c += p;
    }
    return k;
  };
  const withShots: SoccerMatch[] = MATCHES.map((m) => {
    const s = LEAGUE.strengths;
    const lam = Math.exp(s[m.home]!.attack + s[m.away]!.defence + LEAGUE.homeAdvantage + 0.1);
    const mu = Math.exp(s[m.away]!.attack + s[m.home]!.defence + 0.1);
    return { ...m, homeShotsOnTarget: poisson(3.3 * lam), awayShotsOnTarget: poisson(3.3 * mu) };
  });

  it('is identical to the goals fit when no match carries shot data', () => {
    const goals = fitDixonColes(MATCHES, { asOf: ASOF });
    const blend = fitDixonColes(MATCHES, { asOf: ASOF, target: 'blend', blendWeight: 0.7 });
    expect(blend.teams).toEqual(goals.teams);
    expect(blend.meta.target).toBe('blend');
  });

  it('scales the proxy to the goal total and recovers strengths better than goals alone', () => {
    const one = MATCHES.slice(0, 380);
    const shotsOne = withShots.slice(0, 380);
    const goals = fitDixonColes(one, { asOf: ASOF, xi: 0, ridge: 0.1 });
    const blend = fitDixonColes(shotsOne, {
      asOf: ASOF,
      xi: 0,
      ridge: 0.1,
      target: 'blend',
      blendWeight: 0.8,
    });
    let goalsTotal = 0;
    let sot = 0;
    for (const m of shotsOne) {
      goalsTotal += m.homeGoals + m.awayGoals;
      sot += m.homeShotsOnTarget! + m.awayShotsOnTarget!;
    }
    expect(blend.meta.shotsOnTargetCoefficient).toBeCloseTo(goalsTotal / sot, 12);
    const err = (model: typeof goals) =>
      rmse(
        Object.keys(LEAGUE.strengths).map((t) => [
          model.teams[t]!.attack,
          LEAGUE.strengths[t]!.attack,
        ]),
      );
    expect(err(blend)).toBeLessThan(err(goals));
  });
});
