/**
 * Exponential time decay of match weights, w = exp(−ξ·Δt), Δt in days before the fit date
 * (Dixon & Coles 1997, §4.5): recent matches tell more about current strength than old ones.
 */

const MS_PER_DAY = 86_400_000;

/** ξ = 0.0019/day (half-life ≈ 365 days), the usual value for league football. */
export const DEFAULT_XI = 0.0019;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Milliseconds since the epoch of an ISO date or date-time; throws on anything else.
 * A date-time without a zone is read as UTC (Date.parse would use the machine's zone, making
 * weights and the asOf cut-off depend on where the code runs).
 */
export function parseIsoDate(iso: string): number {
  const m = ISO_DATE.exec(iso);
  const t = m ? Date.parse(iso.includes('T') && !m[1] ? `${iso}Z` : iso) : Number.NaN;
  if (!Number.isFinite(t)) throw new Error(`Invalid ISO date: ${JSON.stringify(iso)}`);
  return t;
}

/** Days from `date` to `asOf` (positive when `date` is earlier). */
export function daysBetween(date: string, asOf: string): number {
  return (parseIsoDate(asOf) - parseIsoDate(date)) / MS_PER_DAY;
}

export function xiFromHalfLife(halfLifeDays: number): number {
  if (!(halfLifeDays > 0)) throw new Error('halfLifeDays must be positive');
  return Math.LN2 / halfLifeDays;
}

export function halfLifeFromXi(xi: number): number {
  return xi > 0 ? Math.LN2 / xi : Number.POSITIVE_INFINITY;
}

export function timeDecayWeight(ageDays: number, xi: number): number {
  return Math.exp(-xi * ageDays);
}

/** ξ from either option (not both); DEFAULT_XI when neither is given. */
export function resolveXi(options: { xi?: number; halfLifeDays?: number }): number {
  if (options.xi !== undefined && options.halfLifeDays !== undefined) {
    throw new Error('Give either xi or halfLifeDays, not both');
  }
  if (options.halfLifeDays !== undefined) return xiFromHalfLife(options.halfLifeDays);
  const xi = options.xi ?? DEFAULT_XI;
  if (!(xi >= 0)) throw new Error('xi must be non-negative');
  return xi;
}
