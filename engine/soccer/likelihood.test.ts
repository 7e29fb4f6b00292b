import { describe, expect, it } from 'vitest';
import { prepareFitData } from './fit-data.ts';
import { CLOSED_DOORS_PRIOR, dixonColesObjective, parameterLayout } from './likelihood.ts';
import type { SoccerMatch } from './types.ts';

// A tiny league: 3 teams, 6 matches, covering all four τ-corrected scores and a "big" one.
const ASOF = '2024-03-01';
const MATCHES: SoccerMatch[] = [
  { date: '2024-01-01', home: 'Ajax', away: 'Benfica', homeGoals: 0, awayGoals: 0 },
  { date: '2024-01-08', home: 'Benfica', away: 'Celtic', homeGoals: 1, awayGoals: 0 },
  { date: '2024-01-15', home: 'Celtic', away: 'Ajax', homeGoals: 0, awayGoals: 1 },
  { date: '2024-01-22', home: 'Benfica', away: 'Ajax', homeGoals: 1, awayGoals: 1 },
  { date: '2024-02-05', home: 'Ajax', away: 'Celtic', homeGoals: 3, awayGoals: 1 },
  { date: '2024-02-26', home: 'Celtic', away: 'Benfica', homeGoals: 2, awayGoals: 2 },
];
// Fixed parameters; attacks and defences each sum to zero so the identifiability term is 0.
const ATTACK: Record<string, number> = { Ajax: 0.3, Benfica: -0.1, Celtic: -0.2 };
const DEFENCE: Record<string, number> = { Ajax: -0.25, Benfica: 0.05, Celtic: 0.2 };
const GAMMA = 0.27;
const RHO = -0.12;
const MU = 0.05;
const XI = 0.01;

/** Parameters in the production layout (teams sorted alphabetically: Ajax, Benfica, Celtic). */
function packed(): Float64Array {
  const teams = ['Ajax', 'Benfica', 'Celtic'];
  const layout = parameterLayout(3);
  const x = new Float64Array(layout.size);
  teams.forEach((t, i) => {
    x[i] = ATTACK[t]!;
    x[3 + i] = DEFENCE[t]!;
  });
  x[layout.homeAdvantage] = GAMMA;
  x[layout.closedDoorsAdvantage] = GAMMA;
  x[layout.rho] = RHO;
  x[layout.intercept] = MU;
  return x;
}

/** The weighted Dixon–Coles log-likelihood written out directly from the paper. */
function handLogLikelihood(): { ll: number; weightSum: number } {
  let ll = 0;
  let weightSum = 0;
  for (const m of MATCHES) {
    const days = (Date.parse(ASOF) - Date.parse(m.date)) / 86_400_000;
    const w = Math.exp(-XI * days);
    const lam = Math.exp(ATTACK[m.home]! + DEFENCE[m.away]! + GAMMA + MU);
    const mu = Math.exp(ATTACK[m.away]! + DEFENCE[m.home]! + MU);
    const x = m.homeGoals;
    const y = m.awayGoals;
    let tau = 1;
    if (x === 0 && y === 0) tau = 1 - lam * mu * RHO;
    if (x === 0 && y === 1) tau = 1 + lam * RHO;
    if (x === 1 && y === 0) tau = 1 + mu * RHO;
    if (x === 1 && y === 1) tau = 1 - RHO;
    let fx = 1;
    for (let i = 2; i <= x; i++) fx *= i;
    let fy = 1;
    for (let i = 2; i <= y; i++) fy *= i;
    const px = (Math.exp(-lam) * lam ** x) / fx;
    const py = (Math.exp(-mu) * mu ** y) / fy;
    ll += w * Math.log(tau * px * py);
    weightSum += w;
  }
  return { ll, weightSum };
}

describe('Dixon–Coles likelihood', () => {
  it('equals the hand-computed weighted log-likelihood of a tiny league', () => {
    const data = prepareFitData(MATCHES, { asOf: ASOF, xi: XI });
    const f = dixonColesObjective(data, 0);
    const { ll, weightSum } = handLogLikelihood();
    expect(data.weightSum).toBeCloseTo(weightSum, 14);
    // The objective is the negative log-likelihood per unit weight.
    expect(f(packed()).value).toBeCloseTo(-ll / weightSum, 12);
  });

  it('matches a single match worked out on paper', () => {
    // Ajax v Benfica 0-0, weight 1 (ξ = 0): log λ = 0.3 + 0.05 + 0.27 + 0.05 = 0.67,
    // log μ = −0.1 − 0.25 + 0.05 = −0.30; τ = 1 − λμρ = 1 + 0.12·e^0.37;
    // log L = log τ − λ − μ = log(1 + 0.12·e^0.37) − e^0.67 − e^−0.3
    //       = log(1.173728) − 1.954237 − 0.740818 = 0.160186 − 2.695055 = −2.534869.
    const data = prepareFitData(MATCHES.slice(0, 1), { asOf: ASOF, xi: 0 });
    // One match: Ajax and Benfica only; rebuild the parameters for that 2-team layout.
    const layout = parameterLayout(2);
    const x = new Float64Array(layout.size);
    x[0] = 0.3;
    x[1] = -0.1;
    x[2] = -0.25;
    x[3] = 0.05;
    x[layout.homeAdvantage] = GAMMA;
    x[layout.closedDoorsAdvantage] = GAMMA;
    x[layout.rho] = RHO;
    x[layout.intercept] = MU;
    // Σa = 0.2 and Σd = −0.2 here, so the identifiability term (W/2n)(Σ²+Σ²) adds 0.5·0.08/2.
    const expected = -(Math.log(1 + 0.12 * Math.exp(0.37)) - Math.exp(0.67) - Math.exp(-0.3));
    expect(dixonColesObjective(data, 0)(x).value).toBeCloseTo(expected + 0.02, 12);
    expect(expected).toBeCloseTo(2.534869, 5);
  });

  it('adds the ridge prior toward the given prior means', () => {
    const priorMeans = { Celtic: { attack: -0.3, defence: 0.3 } };
    const data = prepareFitData(MATCHES, { asOf: ASOF, xi: XI, priorMeans });
    const { ll, weightSum } = handLogLikelihood();
    let squares = 0;
    for (const t of ['Ajax', 'Benfica', 'Celtic'] as const) {
      const prior = t === 'Celtic' ? priorMeans.Celtic : { attack: 0, defence: 0 };
      squares += (ATTACK[t]! - prior.attack) ** 2 + (DEFENCE[t]! - prior.defence) ** 2;
    }
    // Σ(a − m_a) = 0.3 and Σ(d − m_d) = −0.3: identifiability term (W/(2·3))·(0.09 + 0.09).
    // The same ridge also puts a N(0, 1/ridge) prior on ρ.
    const expected = (-ll + 0.5 * 4 * (squares + RHO * RHO)) / weightSum + (0.09 + 0.09) / 6;
    expect(dixonColesObjective(data, 4)(packed()).value).toBeCloseTo(expected, 12);
  });

  it('has an analytic gradient equal to central finite differences', () => {
    const matches: SoccerMatch[] = MATCHES.map((m, i) => ({
      ...m,
      homeShotsOnTarget: 2 + i,
      awayShotsOnTarget: 5 - (i % 3),
      homeShots: 9 + i,
      awayShots: 8,
      // Some behind closed doors (γ_c) and one at a neutral venue (no home term at all).
      closedDoors: i % 3 === 1,
      neutral: i === 0,
    }));
    for (const target of ['goals', 'blend'] as const) {
      const data = prepareFitData(matches, {
        asOf: ASOF,
        xi: XI,
        target,
        blendWeight: 0.6,
        offTargetShotCoefficient: 0.04,
        proxyXi: 0.02,
        priorMeans: { Celtic: { attack: -0.2, defence: 0.1 } },
      });
      const f = dixonColesObjective(data, 1.5);
      const x = packed();
      x[0]! += 0.11; // off the zero-sum plane so every term has a gradient
      x[4]! -= 0.07;
      x[parameterLayout(3).closedDoorsAdvantage]! -= 0.05;
      const { gradient } = f(x);
      const h = 1e-6;
      for (let j = 0; j < x.length; j++) {
        const up = Float64Array.from(x);
        const down = Float64Array.from(x);
        up[j]! += h;
        down[j]! -= h;
        const fd = (f(up).value - f(down).value) / (2 * h);
        expect(gradient[j]).toBeCloseTo(fd, 7);
      }
    }
  });

  it('gives closed-doors matches γ_c, neutral ones no home term, and pulls γ_c towards γ', () => {
    const data = prepareFitData(MATCHES, { asOf: ASOF, xi: XI });
    const layout = parameterLayout(3);
    const x = packed();
    const base = dixonColesObjective(data, 0)(x).value;
    // Every match behind closed doors, with γ_c = γ: the same likelihood, no prior cost.
    const closed = prepareFitData(
      MATCHES.map((m) => ({ ...m, closedDoors: true })),
      { asOf: ASOF, xi: XI },
    );
    expect(dixonColesObjective(closed, 0)(x).value).toBeCloseTo(base, 12);
    // Moving γ_c by 0.1 with no closed-doors match costs only the prior, 28/2 · 0.01 / W.
    const shifted = Float64Array.from(x);
    shifted[layout.closedDoorsAdvantage]! += 0.1;
    const { weightSum } = handLogLikelihood();
    expect(dixonColesObjective(data, 0)(shifted).value - base).toBeCloseTo(
      (0.5 * CLOSED_DOORS_PRIOR * 0.01) / weightSum,
      12,
    );
    // A neutral venue is the same as a home advantage of 0.
    const neutral = prepareFitData(
      MATCHES.map((m) => ({ ...m, neutral: true })),
      { asOf: ASOF, xi: XI },
    );
    const noEdge = Float64Array.from(x);
    noEdge[layout.homeAdvantage] = 0;
    noEdge[layout.closedDoorsAdvantage] = 0;
    expect(dixonColesObjective(neutral, 0)(x).value).toBeCloseTo(
      dixonColesObjective(data, 0)(noEdge).value,
      12,
    );
  });

  it('returns +∞ outside the region where every τ is positive, observed or not', () => {
    const data = prepareFitData(MATCHES, { asOf: ASOF, xi: XI });
    const f = dixonColesObjective(data, 0);
    const x = packed();
    const rho = parameterLayout(3).rho;
    x[rho] = 1.5; // τ(1,1) = 1 − ρ < 0
    expect(f(x).value).toBe(Number.POSITIVE_INFINITY);
    // ρ = −0.8: τ(0,1) = 1 + λρ < 0 for Ajax at home (λ ≥ 1.95), though no match ended 0-1 there.
    x[rho] = -0.8;
    expect(f(x).value).toBe(Number.POSITIVE_INFINITY);
    x[rho] = -0.3;
    expect(Number.isFinite(f(x).value)).toBe(true);
  });
});
