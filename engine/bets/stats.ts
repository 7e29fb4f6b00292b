/**
 * The statistics of a person's bets: ROI with its uncertainty, mean closing-line value with its
 * standard error, the verdict on whether the CLV shows an edge, the bankroll curve and the
 * breakdowns. Money is in cents throughout; ROI and CLV are fractions.
 */

/** z for a two-sided 95% normal interval. */
export const Z95 = 1.96;

export interface Estimate {
  value: number | null;
  standardError: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

const noEstimate = (n: number): Estimate => ({
  value: null,
  standardError: null,
  low: null,
  high: null,
  n,
});

const withInterval = (value: number, se: number | null, n: number): Estimate => ({
  value,
  standardError: se,
  low: se === null ? null : value - Z95 * se,
  high: se === null ? null : value + Z95 * se,
  n,
});

/**
 * ROI = Σ profit / Σ stake over won and lost bets (a stake-weighted return, what a bettor's
 * account shows). Its standard error is the ratio estimator's, by normal approximation:
 * SE = √(Σ (profitᵢ − ROI · stakeᵢ)² / (n (n − 1))) / mean stake. With equal stakes this is
 * exactly the standard error of the mean per-bet return. No interval under 2 bets.
 */
export function roiEstimate(
  bets: readonly { stakeCents: number; profitCents: number }[],
): Estimate {
  const n = bets.length;
  const staked = bets.reduce((sum, b) => sum + b.stakeCents, 0);
  if (n === 0 || staked <= 0) return noEstimate(n);
  const roi = bets.reduce((sum, b) => sum + b.profitCents, 0) / staked;
  if (n < 2) return withInterval(roi, null, n);
  const squares = bets.reduce((sum, b) => sum + (b.profitCents - roi * b.stakeCents) ** 2, 0);
  const se = Math.sqrt(squares / (n * (n - 1))) / (staked / n);
  return withInterval(roi, se, n);
}

/** Mean with the standard error of the mean (sample standard deviation / √n). */
export function meanEstimate(values: readonly number[]): Estimate {
  const n = values.length;
  if (n === 0) return noEstimate(0);
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return withInterval(mean, null, n);
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return withInterval(mean, Math.sqrt(variance / n), n);
}

export type VerdictKind = 'edge-likely' | 'below-close' | 'not-yet-shown' | 'too-few';

/** Under this many bets with a closing price, the standard error itself is too rough to judge. */
export const VERDICT_MIN_BETS = 10;

/** '+2.1%' / '−0.4%': one decimal, always signed (a true minus sign). */
export function signedPercent(fraction: number): string {
  const tenths = Math.round(fraction * 1000);
  if (tenths === 0) return '0.0%';
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return `${tenths > 0 ? '+' : '−'}${text}%`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The rule: with at least 10 bets, an edge is likely when mean CLV − 2·SE > 0 (the mean is
 * more than two standard errors above zero, about 97.5% one-sided), the prices have been worse
 * than the close when mean + 2·SE < 0, and otherwise an edge is not yet shown. The sentence's
 * "±" is that 2·SE, so the verdict can be read off the numbers it quotes.
 */
export function clvVerdict(clv: Estimate): { kind: VerdictKind; sentence: string } {
  if (clv.n === 0 || clv.value === null) {
    return {
      kind: 'too-few',
      sentence:
        'No settled bet has a closing price yet, so there is no closing-line value to judge.',
    };
  }
  const bets = plural(clv.n, 'bet', 'bets');
  if (clv.n < VERDICT_MIN_BETS || clv.standardError === null) {
    return {
      kind: 'too-few',
      sentence: `Your CLV is ${signedPercent(clv.value)} over ${bets}: too few to tell; it takes ${VERDICT_MIN_BETS} bets with a closing price.`,
    };
  }
  const margin = 2 * clv.standardError;
  const quoted = `Your CLV is ${signedPercent(clv.value)} ± ${(Math.round(margin * 1000) / 10).toFixed(1)}% over ${bets}`;
  if (clv.value - margin > 0)
    return { kind: 'edge-likely', sentence: `${quoted}: a real edge is likely.` };
  if (clv.value + margin < 0) {
    return {
      kind: 'below-close',
      sentence: `${quoted}: your prices have been worse than the closing line.`,
    };
  }
  return { kind: 'not-yet-shown', sentence: `${quoted}: a real edge is not yet shown.` };
}
