/** Poisson helpers shared by the likelihood and the score-matrix code. */

const LOG_FACTORIAL: number[] = [0];
for (let k = 1; k <= 30; k++) LOG_FACTORIAL.push(LOG_FACTORIAL[k - 1]! + Math.log(k));

export function logFactorial(k: number): number {
  const cached = LOG_FACTORIAL[k];
  if (cached !== undefined) return cached;
  let s = LOG_FACTORIAL[LOG_FACTORIAL.length - 1]!;
  for (let i = LOG_FACTORIAL.length; i <= k; i++) s += Math.log(i);
  return s;
}

/** P(X = k) for k = 0 … maxK, X ~ Poisson(rate), by the stable recurrence p_k = p_{k−1}·rate/k. */
export function poissonPmf(rate: number, maxK: number): Float64Array {
  const p = new Float64Array(maxK + 1);
  p[0] = Math.exp(-rate);
  for (let k = 1; k <= maxK; k++) p[k] = (p[k - 1]! * rate) / k;
  return p;
}
