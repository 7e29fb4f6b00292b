/**
 * A whole number with thousands separators ('10,000,000'), as en-GB writes it, without Intl. The
 * messages that quote a limit are built when their module loads, and a page's first use of Intl
 * loads the browser's locale data: tens of milliseconds on a slow phone in the entry script's
 * evaluation (docs/performance.md, "Where the blocking time goes").
 */
export function wholeNumberText(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.trunc(value) !== 0 ? `-${grouped}` : grouped;
}
