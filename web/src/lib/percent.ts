/**
 * One rule for every percentage Strix prints (docs/product.md "Percentages"): one decimal,
 * always written, so 71.0%, 14.3% and 0.5% stand side by side in one form wherever they appear
 * (answer, match page, shared page, record, profile). The API's percentages carry one decimal;
 * printing '71%' beside '71.0%' made one number look like two. Chart axis ticks are a scale,
 * not a figure, and stay whole.
 */

const MINUS = '\u2212';

/** Rounds half away from zero to one decimal, without a negative zero. */
const tenths = (value: number) => {
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
};

/** A percentage given in percent: 71 → '71.0%', 54.26 → '54.3%'. */
export function formatPercent(percent: number): string {
  return `${tenths(percent).toFixed(1)}%`;
}

/** A share given as a fraction: 0.71 → '71.0%'. */
export function formatShare(fraction: number): string {
  return formatPercent(fraction * 100);
}

/** A change or an edge in percent, its sign always written: '+6.2%', '−1.5%', '0.0%'. */
export function formatSignedPercent(percent: number): string {
  const value = tenths(percent);
  const sign = value > 0 ? '+' : value < 0 ? MINUS : '';
  return `${sign}${Math.abs(value).toFixed(1)}%`;
}
