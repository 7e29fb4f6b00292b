/**
 * The NFL situational adjustment on top of the Elo + margin-rating forecast p₀:
 *
 *   logit P(home wins) = β₀ · logit p₀ + β₁ · (backup_home − backup_away)
 *                        + β₂ · (return_home − return_away) + β₃ · (rest_home − rest_away) / 7
 *
 * (quarterbacks.ts for the quarterback terms; rest in days since the previous game of the season,
 * capped at two weeks, 7 for a season opener). β is a ridge logistic regression fitted on the
 * out-of-sample forecasts of earlier seasons only (walk-forward in the backtest; a committed
 * table for live forecasts, engine/predict/us-adjustments.ts).
 */
import type { EloGame } from '../elo/types.ts';
import { fitLogistic, logisticProbability, logit } from './logistic.ts';
import { type QuarterbackGame, quarterbackChanges } from './quarterbacks.ts';
import { type RestGame, restDays } from './rest.ts';

export const ADJUSTMENT_TERMS = ['logit p0', 'backup', 'return', 'rest / 7'] as const;

/** Ridge of the fit (on the summed log-likelihood), on every term but logit p₀. */
export const ADJUSTMENT_RIDGE = 1;

const REST_CAP = 14;
const OPENING_REST = 7;

type Fixture = QuarterbackGame & RestGame;

/**
 * The adjustment's inputs other than p₀ for every played game (each from the games before it)
 * and fixture: [backup, return, rest] differences, home minus away.
 */
export function adjustmentInputs(
  played: readonly EloGame[],
  fixtures: readonly Fixture[] = [],
): Map<string, number[]> {
  const qb = quarterbackChanges(played, fixtures);
  const rest = restDays([...played, ...fixtures], OPENING_REST);
  const out = new Map<string, number[]>();
  for (const game of [...played, ...fixtures]) {
    const q = qb.get(game.id)!;
    const r = rest.get(game.id)!;
    out.set(game.id, [
      q.home.backup - q.away.backup,
      q.home.returning - q.away.returning,
      (Math.min(r.home, REST_CAP) - Math.min(r.away, REST_CAP)) / 7,
    ]);
  }
  return out;
}

/** β from base forecasts p₀, inputs and outcomes (1 home win, 0 away win). */
export function fitAdjustment(
  samples: readonly { p0: number; inputs: readonly number[]; homeWin: number }[],
  /** Coefficients with p₀'s: another sport's inputs (engine/baseball, engine/hockey) differ. */
  terms: number = ADJUSTMENT_TERMS.length,
): number[] {
  if (samples.length === 0) return Array.from({ length: terms }, (_, i) => (i === 0 ? 1 : 0));
  return fitLogistic(
    samples.map((s) => [logit(s.p0), ...s.inputs]),
    samples.map((s) => s.homeWin),
    ADJUSTMENT_RIDGE,
  );
}

/** The adjusted home-win probability. */
export function applyAdjustment(
  p0: number,
  inputs: readonly number[],
  beta: readonly number[],
): number {
  return logisticProbability([logit(p0), ...inputs], beta);
}
