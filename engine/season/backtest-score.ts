/**
 * Scoring season-outlook chances against what happened: each (team, season, date) chance of a
 * yes/no outcome (won the title, finished top four, went down, made the play-offs) is one
 * forecast. Brier score = mean (p − outcome)²; log loss = mean −ln(p of what happened), with p
 * kept inside [floor, 1 − floor] so a chance given as 0 in every simulation stays finite.
 */
export interface BinaryForecast {
  p: number;
  outcome: 0 | 1;
}

/** Model chances from Monte Carlo can be exactly 0 or 1; 1e-4 is half a simulation in 5,000. */
export const MODEL_FLOOR = 1e-4;
/**
 * The "current table order" baseline says a team ends where it stands: in the zone now → 1,
 * else 0, softened to 0.95 / 0.05 so its log loss is finite (a hard 1/0 baseline would score
 * infinitely badly on the first team that moves).
 */
export const BASELINE_FLOOR = 0.05;

export function tableOrderChance(inZoneNow: boolean, floor = BASELINE_FLOOR): number {
  return inZoneNow ? 1 - floor : floor;
}

export function brierScore(forecasts: readonly BinaryForecast[]): number {
  if (forecasts.length === 0) return Number.NaN;
  let sum = 0;
  for (const f of forecasts) sum += (f.p - f.outcome) ** 2;
  return sum / forecasts.length;
}

export function logLoss(forecasts: readonly BinaryForecast[], floor = MODEL_FLOOR): number {
  if (forecasts.length === 0) return Number.NaN;
  let sum = 0;
  for (const f of forecasts) {
    const p = Math.min(Math.max(f.p, floor), 1 - floor);
    sum -= Math.log(f.outcome ? p : 1 - p);
  }
  return sum / forecasts.length;
}
