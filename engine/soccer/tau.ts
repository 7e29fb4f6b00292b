/**
 * Dixon–Coles low-score correction τ(x, y) and its partial derivatives.
 *
 * Independent Poissons under-predict 0-0 and 1-1 and over-predict 1-0 and 0-1; τ reweights
 * exactly those four cells and leaves both marginal distributions unchanged.
 * λ is the home goal rate, μ the away rate.
 */

export function dixonColesTau(
  homeGoals: number,
  awayGoals: number,
  lambda: number,
  mu: number,
  rho: number,
): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - lambda * mu * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + lambda * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + mu * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

export interface TauDerivatives {
  tau: number;
  dLambda: number;
  dMu: number;
  dRho: number;
}

/** τ and ∂τ/∂λ, ∂τ/∂μ, ∂τ/∂ρ, for the analytic likelihood gradient. */
export function dixonColesTauDerivatives(
  homeGoals: number,
  awayGoals: number,
  lambda: number,
  mu: number,
  rho: number,
): TauDerivatives {
  if (homeGoals === 0 && awayGoals === 0) {
    return {
      tau: 1 - lambda * mu * rho,
      dLambda: -mu * rho,
      dMu: -lambda * rho,
      dRho: -lambda * mu,
    };
  }
  if (homeGoals === 0 && awayGoals === 1) {
    return { tau: 1 + lambda * rho, dLambda: rho, dMu: 0, dRho: lambda };
  }
  if (homeGoals === 1 && awayGoals === 0) {
    return { tau: 1 + mu * rho, dLambda: 0, dMu: rho, dRho: mu };
  }
  if (homeGoals === 1 && awayGoals === 1) return { tau: 1 - rho, dLambda: 0, dMu: 0, dRho: -1 };
  return { tau: 1, dLambda: 0, dMu: 0, dRho: 0 };
}
