/**
 * Odds in the three formats people read (product spec, 'Validation rules': positive American odds
 * get a plus sign, missing prices read N/A). Prices arrive as American numbers and as decimals;
 * every other format is derived here, for the web's tables and the server's mails alike.
 */

import { ODDS_FORMATS, type OddsFormat } from './price-entry.ts';

export { ODDS_FORMATS, type OddsFormat };

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

/**
 * The fractions bookmakers print (winnings per unit staked), shortest first, as they print them:
 * 4/6 and 6/4 unreduced, 1/1 as Evens. A price between two steps is shown at the nearer one.
 */
const LADDER: readonly [number, number][] = [
  ...[100, 66, 50, 40, 33, 25, 20, 16, 14, 12, 10, 9, 8, 7, 6].map((d): [number, number] => [1, d]),
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  ...[
    10, 11, 12, 14, 16, 18, 20, 22, 25, 28, 33, 40, 50, 66, 80, 100, 125, 150, 200, 250, 300, 400,
    500, 750, 1000,
  ].map((n): [number, number] => [n, 1]),
];

/** Float noise in a decimal price (1.15 read as 1.1500000000000001) is not a difference. */
const SAME = 1e-9;

const printed = ([numerator, denominator]: readonly [number, number]) =>
  numerator === denominator ? 'Evens' : `${numerator}/${denominator}`;

/** The ladder step nearest a price's winnings; halfway between two, the shorter one. */
function nearestStep(winnings: number): readonly [number, number] {
  let nearest = LADDER[0]!;
  let nearestError = Infinity;
  for (const step of LADDER) {
    const error = Math.abs(winnings - step[0] / step[1]);
    if (error < nearestError - SAME) [nearest, nearestError] = [step, error];
  }
  return nearest;
}

/**
 * A decimal price as bookmakers print it in fractions: the nearest step of their ladder (5.59 →
 * 9/2, 8.06 → 7/1, 1.91 → 10/11, 2.0 → Evens). Like theirs, the fraction is an approximation:
 * the decimal price is the exact one (fractionalIsExact, and the odds table's tooltips, say so).
 */
export function fractionalFromDecimal(decimal: number | null | undefined): string {
  if (!isPrice(decimal) || decimal <= 1) return MISSING_ODDS;
  return printed(nearestStep(decimal - 1));
}

/** Whether the printed fraction pays exactly the decimal price (to its two places). */
export function fractionalIsExact(decimal: number | null | undefined): boolean {
  if (!isPrice(decimal) || decimal <= 1) return true;
  const [numerator, denominator] = nearestStep(decimal - 1);
  return Math.abs(1 + numerator / denominator - decimal) < 0.005;
}

/**
 * What a cell's tooltip says of a fractional price that is not exact: 'Decimal 5.59: 9/2 is the
 * nearest bookmaker fraction'. Null when there is nothing to add.
 */
export function oddsNote(
  price: { american: number | null | undefined; decimal: number | null | undefined },
  format: OddsFormat,
): string | null {
  if (format !== 'fractional') return null;
  const decimal = isPrice(price.decimal) ? price.decimal : decimalFromAmerican(price.american);
  if (!isPrice(decimal) || decimal <= 1 || fractionalIsExact(decimal)) return null;
  return `Decimal ${formatDecimal(decimal)}: ${fractionalFromDecimal(decimal)} is the nearest bookmaker fraction`;
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
