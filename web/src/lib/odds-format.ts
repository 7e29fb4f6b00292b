/**
 * Odds in the three formats people read (product spec, 'Validation rules': positive American odds
 * get a plus sign, missing prices read N/A). Prices arrive as American numbers and as decimals;
 * every other format is derived here, never on the server.
 */

import { ODDS_FORMATS, type OddsFormat } from '../../../contract/price-entry.ts';

// The module itself, not '@contract': the index brings every zod schema into the home route.
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

/** The traditional bookmaker ladder of fractional prices (winnings per unit staked). */
const LADDER: readonly [number, number][] = [
  [1, 10],
  [1, 9],
  [1, 8],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [2, 3],
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
  [3, 2],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [17, 8],
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
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [100, 1],
];
/** A ladder price within 0.5% of the exact winnings is what a bookmaker would print. */
const LADDER_TOLERANCE = 0.005;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Winnings per unit staked as a reduced common fraction: the nearest price of the bookmaker
 * ladder when one is close (2.5 → 3/2, 1.91 → 10/11, 1.73 → 8/11), else the price's own
 * hundredths, reduced (2.15 → 23/20, 1.98 → 49/50), as decimal prices have two places.
 */
export function fractionalFromDecimal(decimal: number | null | undefined): string {
  if (!isPrice(decimal) || decimal <= 1) return MISSING_ODDS;
  const winnings = decimal - 1;
  let nearest: [number, number] = [1, 1];
  let nearestError = Infinity;
  for (const step of LADDER) {
    const error = Math.abs(winnings - step[0] / step[1]);
    if (error < nearestError) [nearest, nearestError] = [step, error];
  }
  if (nearestError <= winnings * LADDER_TOLERANCE) return `${nearest[0]}/${nearest[1]}`;
  const hundredths = Math.max(1, Math.round(winnings * 100));
  const divisor = gcd(hundredths, 100);
  return `${hundredths / divisor}/${100 / divisor}`;
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
