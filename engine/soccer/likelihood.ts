/**
 * Penalised negative log-likelihood of the Dixon–Coles model and its analytic gradient.
 *
 * Parameter vector layout (n teams, sorted as in FitData.teams):
 *   [attack_0 … attack_{n−1}, defence_0 … defence_{n−1}, homeAdvantage γ, rho ρ, intercept μ,
 *    closed-doors home advantage γ_c]
 * log λ_home = a_home + d_away + γ + μ + o_home,   log λ_away = a_away + d_home + μ + o_away
 * (γ_c in place of γ behind closed doors, nothing at a neutral venue; o = the match's fixed
 * rate offsets, 0 unless given).
 *
 * Objective, divided by the total time-decay weight W so its scale (and the optimiser's
 * gradient tolerance) does not depend on how many matches are in the window:
 *   − Σ_k w_k (1−β_k) log[τ(x_k, y_k) Pois(x_k; λ_k) Pois(y_k; μ_k)]
 *   − Σ_k w_k β_k [x̃_k log λ_k − λ_k + ỹ_k log μ_k − μ_k]      (shot proxy, 'blend' only)
 *   + (ridge/2) Σ_i [(a_i − m^a_i)² + (d_i − m^d_i)²]           (prior: shrink sparse teams)
 *   + (ridge/2) ρ²                                               (keeps ρ finite on tiny samples)
 *   + (CLOSED_DOORS_PRIOR/2) (γ_c − γ)²                          (γ_c = γ until data say otherwise)
 *   + (W/2n) [(Σ_i (a_i − m^a_i))² + (Σ_i (d_i − m^d_i))²]      (identifiability)
 * The likelihood is unchanged by shifting all attacks (or defences) by c and μ by −c; the last
 * term pins that free direction without changing any prediction (the ridge alone also would,
 * but only weakly when ridge is small).
 * Outside the model's domain — any match whose four corrected cells would not all have τ > 0,
 * observed or not — the objective is +∞, which the line search treats as a barrier.
 */

import type { Evaluation } from '../optim/index.ts';
import type { FitData } from './fit-data.ts';
import { dixonColesTauDerivatives } from './tau.ts';

export interface ParameterLayout {
  teams: number;
  homeAdvantage: number;
  rho: number;
  intercept: number;
  closedDoorsAdvantage: number;
  size: number;
}

export function parameterLayout(teams: number): ParameterLayout {
  return {
    teams,
    homeAdvantage: 2 * teams,
    rho: 2 * teams + 1,
    intercept: 2 * teams + 2,
    closedDoorsAdvantage: 2 * teams + 3,
    size: 2 * teams + 4,
  };
}

/**
 * Prior precision of γ_c around γ, on the weighted log-likelihood scale: about the evidence of
 * 20 matches (a side's goal rate carries ~1.4 units per full-weight match), so a few weeks of
 * closed-doors matches move it only part of the way and a season's worth decides it.
 */
export const CLOSED_DOORS_PRIOR = 28;

export function dixonColesObjective(data: FitData, ridge: number): (x: Float64Array) => Evaluation {
  const n = data.teams.length;
  const layout = parameterLayout(n);
  const m = data.home.length;
  const invW = data.weightSum > 0 ? 1 / data.weightSum : 1;
  const sumPenalty = data.weightSum > 0 ? data.weightSum / Math.max(1, n) : 1;

  return (x: Float64Array): Evaluation => {
    const g = new Float64Array(layout.size);
    const gamma = x[layout.homeAdvantage]!;
    const gammaC = x[layout.closedDoorsAdvantage]!;
    const rho = x[layout.rho]!;
    const mu0 = x[layout.intercept]!;
    let value = 0;
    let gGamma = 0;
    let gGammaC = 0;
    let gRho = 0;
    let gMu = 0;

    for (let k = 0; k < m; k++) {
      const h = data.home[k]!;
      const a = data.away[k]!;
      const edge = data.homeEdge[k]!;
      const closed = data.closedDoors[k]!;
      const logLambda =
        x[h]! + x[n + a]! + gamma * edge + gammaC * closed + mu0 + data.offsetHome[k]!;
      const logMu = x[a]! + x[n + h]! + mu0 + data.offsetAway[k]!;
      const lambda = Math.exp(logLambda);
      const mu = Math.exp(logMu);
      // dℓ/dlogλ and dℓ/dlogμ accumulate both terms, then flow to every parameter in λ or μ.
      let dLogLambda = 0;
      let dLogMu = 0;

      // τ(0,0), τ(0,1), τ(1,0), τ(1,1) > 0 for this match's rates, whatever the score.
      if (!(lambda * mu * rho < 1 && lambda * rho > -1 && mu * rho > -1 && rho < 1)) {
        return { value: Number.POSITIVE_INFINITY, gradient: g };
      }

      const wg = data.goalsWeight[k]!;
      if (wg > 0) {
        const x0 = data.homeGoals[k]!;
        const y0 = data.awayGoals[k]!;
        const t = dixonColesTauDerivatives(x0, y0, lambda, mu, rho);
        const ll =
          Math.log(t.tau) + x0 * logLambda - lambda + y0 * logMu - mu + data.logFactorials[k]!;
        value -= wg * ll;
        dLogLambda += wg * (x0 - lambda + (lambda * t.dLambda) / t.tau);
        dLogMu += wg * (y0 - mu + (mu * t.dMu) / t.tau);
        gRho -= (wg * t.dRho) / t.tau;
      }

      const wp = data.proxyWeight[k]!;
      if (wp > 0) {
        const xp = data.proxyHome[k]!;
        const yp = data.proxyAway[k]!;
        value -= wp * (xp * logLambda - lambda + yp * logMu - mu);
        dLogLambda += wp * (xp - lambda);
        dLogMu += wp * (yp - mu);
      }

      // Gradient of the negative log-likelihood.
      g[h]! -= dLogLambda;
      g[n + a]! -= dLogLambda;
      g[a]! -= dLogMu;
      g[n + h]! -= dLogMu;
      gGamma -= dLogLambda * edge;
      gGammaC -= dLogLambda * closed;
      gMu -= dLogLambda + dLogMu;
    }

    let sumA = 0;
    let sumD = 0;
    for (let i = 0; i < n; i++) {
      const ea = x[i]! - data.priorAttack[i]!;
      const ed = x[n + i]! - data.priorDefence[i]!;
      value += 0.5 * ridge * (ea * ea + ed * ed);
      g[i]! += ridge * ea;
      g[n + i]! += ridge * ed;
      sumA += ea;
      sumD += ed;
    }
    value += 0.5 * sumPenalty * (sumA * sumA + sumD * sumD);
    for (let i = 0; i < n; i++) {
      g[i]! += sumPenalty * sumA;
      g[n + i]! += sumPenalty * sumD;
    }

    const dc = gammaC - gamma;
    value += 0.5 * CLOSED_DOORS_PRIOR * dc * dc;
    g[layout.homeAdvantage] = gGamma - CLOSED_DOORS_PRIOR * dc;
    g[layout.closedDoorsAdvantage] = gGammaC + CLOSED_DOORS_PRIOR * dc;
    value += 0.5 * ridge * rho * rho;
    g[layout.rho] = gRho + ridge * rho;
    g[layout.intercept] = gMu;
    for (let j = 0; j < layout.size; j++) g[j]! *= invW;
    return { value: value * invW, gradient: g };
  };
}

/**
 * Diagonal of the expected Hessian (Fisher information) of the objective at x, ignoring τ in
 * the rate terms. The fitter inverts it into the optimiser's preconditioner: team parameters
 * are nearly decoupled, so this diagonal captures most of the curvature.
 */
export function dixonColesCurvature(data: FitData, ridge: number, x: Float64Array): Float64Array {
  const n = data.teams.length;
  const layout = parameterLayout(n);
  const h = new Float64Array(layout.size);
  const invW = data.weightSum > 0 ? 1 / data.weightSum : 1;
  const sumPenalty = data.weightSum > 0 ? data.weightSum / Math.max(1, n) : 1;
  const gamma = x[layout.homeAdvantage]!;
  const gammaC = x[layout.closedDoorsAdvantage]!;
  const rho = x[layout.rho]!;
  const mu0 = x[layout.intercept]!;
  let hRho = 0;
  for (let k = 0; k < data.home.length; k++) {
    const hi = data.home[k]!;
    const ai = data.away[k]!;
    const edge = data.homeEdge[k]!;
    const closed = data.closedDoors[k]!;
    const lambda = Math.exp(
      x[hi]! + x[n + ai]! + gamma * edge + gammaC * closed + mu0 + data.offsetHome[k]!,
    );
    const mu = Math.exp(x[ai]! + x[n + hi]! + mu0 + data.offsetAway[k]!);
    const w = data.goalsWeight[k]! + data.proxyWeight[k]!;
    h[hi]! += w * lambda;
    h[n + ai]! += w * lambda;
    h[ai]! += w * mu;
    h[n + hi]! += w * mu;
    h[layout.homeAdvantage]! += w * lambda * edge;
    h[layout.closedDoorsAdvantage]! += w * lambda * closed;
    h[layout.intercept]! += w * (lambda + mu);
    const x0 = data.homeGoals[k]!;
    const y0 = data.awayGoals[k]!;
    if (x0 <= 1 && y0 <= 1) {
      const t = dixonColesTauDerivatives(x0, y0, lambda, mu, rho);
      if (t.tau > 0) hRho += data.goalsWeight[k]! * (t.dRho / t.tau) ** 2;
    }
  }
  for (let i = 0; i < 2 * n; i++) h[i]! += ridge + sumPenalty;
  h[layout.rho] = hRho + ridge;
  h[layout.homeAdvantage]! += CLOSED_DOORS_PRIOR;
  h[layout.closedDoorsAdvantage]! += CLOSED_DOORS_PRIOR;
  for (let j = 0; j < layout.size; j++) h[j] = Math.max(h[j]! * invW, 1e-8);
  return h;
}
