/**
 * Odds in the three formats people read (spec §5: positive American odds get a plus sign,
 * missing prices read N/A). Prices arrive as American numbers and as decimals; every other
 * format is derived here, never on the server.
 */

export const ODDS_FORMATS = ['american', 'decimal', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const ODDS_FORMAT_LABELS: Record<OddsFormat, string> = {
  american: 'American',
  decimal: 'Decimal',
  fractional: 'Fractional',
};

export const MISSING_ODDS = 'N/A';

const isPrice = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** '+150', '-110', 'N/A'. */
export function formatAmerican(american: number | null | undefined): string {
  if (!isPrice(american)) return MISSING_ODDS;
  const rounded = Math.round(american);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** Decimal 2.5 → +150, 1.91 → -110 (rounded to whole American points). */
export function americanFromDecimal(decimal: number | null | undefined): number | null {
  if (!isPrice(decimal) || decimal <= 1) return null;
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/** American +150 → 2.5, -110 → 1.909… */
export function decimalFromAmerican(american: number | null | undefined): number | null {
  if (!isPrice(american) || american === 0) return null;
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** '2.50'. */
export function formatDecimal(decimal: number | null | undefined): string {
  if (!isPrice(decimal) || decimal <= 1) return MISSING_ODDS;
  return decimal.toFixed(2);
}

const MAX_DENOMINATOR = 100;
/** A fraction within 1% of the exact winnings is what a bookmaker would print. */
const RELATIVE_TOLERANCE = 0.01;

/**
 * Winnings per unit staked as the simplest fraction close to the decimal price: the smallest
 * denominator whose nearest fraction is within 1% (2.5 → 3/2, 1.91 → 10/11, 3.0 → 2/1). The
 * smallest such denominator always gives a reduced fraction.
 */
export function fractionalFromDecimal(decimal: number | null | undefined): string {
  if (!isPrice(decimal) || decimal <= 1) return MISSING_ODDS;
  const winnings = decimal - 1;
  let best = { numerator: Math.max(1, Math.round(winnings)), denominator: 1, error: Infinity };
  for (let denominator = 1; denominator <= MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round(winnings * denominator);
    if (numerator < 1) continue;
    const error = Math.abs(winnings - numerator / denominator);
    if (error < best.error) best = { numerator, denominator, error };
    if (error <= winnings * RELATIVE_TOLERANCE) break;
  }
  return `${best.numerator}/${best.denominator}`;
}

/** One price in the chosen format, from whichever of its two forms is present. */
export function formatOdds(
  price: { american: number | null | undefined; decimal: number | null | undefined },
  format: OddsFormat,
): string {
  const decimal = isPrice(price.decimal) ? price.decimal : decimalFromAmerican(price.american);
  if (format === 'decimal') return formatDecimal(decimal);
  if (format === 'fractional') return fractionalFromDecimal(decimal);
  return formatAmerican(isPrice(price.american) ? price.american : americanFromDecimal(decimal));
}

/** A handicap or total line: '-1.5', '+3', '-0.25' (Asian quarter lines), '0'. */
export function formatLine(line: number | null | undefined, signed = true): string {
  if (!isPrice(line)) return MISSING_ODDS;
  const text = String(Math.round(line * 100) / 100);
  return signed && line > 0 ? `+${text}` : text;
}
