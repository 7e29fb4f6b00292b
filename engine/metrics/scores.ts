/**
 * Per-forecast scoring rules; lower is better except `accuracy`. Each scores one forecast, so a
 * backtest averages them with `summarise` and compares two models game by game with
 * `pairedDelta`.
 */

/**
 * Ranked probability score for ordered outcomes (home, draw, away): the mean squared distance
 * between forecast and observed cumulative distributions over the first r − 1 categories, the
 * form used by Constantinou & Fenton (2012). Unlike Brier it rewards putting mass next to what
 * happened: a home win forecast as a draw costs less than one forecast as an away win.
 */
export function rps(probs: readonly number[], outcomeIndex: number): number {
  assertForecast(probs, outcomeIndex);
  let cumulative = 0;
  let total = 0;
  for (let i = 0; i < probs.length - 1; i++) {
    cumulative += probs[i]!;
    const observed = i >= outcomeIndex ? 1 : 0;
    total += (cumulative - observed) ** 2;
  }
  return total / (probs.length - 1);
}

export const LOG_LOSS_EPSILON = 1e-15;

/** −ln p(outcome), with p clipped to [1e-15, 1 − 1e-15] so one certain miss stays finite. */
export function logLoss(probs: readonly number[], outcomeIndex: number): number {
  assertForecast(probs, outcomeIndex);
  const p = Math.min(Math.max(probs[outcomeIndex]!, LOG_LOSS_EPSILON), 1 - LOG_LOSS_EPSILON);
  return -Math.log(p);
}

/**
 * Binary Brier score (p − o)², p the forecast probability of the event, o 1 if it happened.
 * o = 0.5 scores a tie (an NFL draw) as half a win, as 538 did.
 */
export function brier(p: number, outcome01: number): number {
  return (p - outcome01) ** 2;
}

/**
 * Brier's original multi-class score Σ_i (p_i − o_i)², from 0 to 2. For two outcomes it is twice
 * the binary `brier`, so do not compare the two directly.
 */
export function multiBrier(probs: readonly number[], outcomeIndex: number): number {
  assertForecast(probs, outcomeIndex);
  let total = 0;
  for (let i = 0; i < probs.length; i++) total += (probs[i]! - (i === outcomeIndex ? 1 : 0)) ** 2;
  return total;
}

/**
 * 1 when the outcome that happened had the highest forecast probability, 0 otherwise; a tie
 * for the top spot shared by m outcomes earns 1/m if it includes the right one, so a
 * coin-flip forecast is worth what guessing is worth.
 */
export function accuracy(probs: readonly number[], outcomeIndex: number): number {
  assertForecast(probs, outcomeIndex);
  const top = Math.max(...probs);
  const leaders = probs.filter((p) => p === top).length;
  return probs[outcomeIndex] === top ? 1 / leaders : 0;
}

function assertForecast(probs: readonly number[], outcomeIndex: number): void {
  if (probs.length < 2) throw new RangeError('A forecast needs at least two outcomes');
  if (!Number.isInteger(outcomeIndex) || outcomeIndex < 0 || outcomeIndex >= probs.length) {
    throw new RangeError(`Outcome index ${outcomeIndex} is outside the forecast`);
  }
}
