import { decimalFromAmerican } from './odds.ts';

/**
 * Reading a price a person typed, in the odds format they declared, as a decimal price. The
 * three formats overlap as text ("145" is a long shot in decimal, a +145 in American), so a
 * price is only ever read in the one format it comes with, and text that plainly belongs to
 * another format (a sign, a slash) is refused rather than guessed.
 */

export type OddsEntryFormat = 'american' | 'decimal' | 'fractional';

/**
 * Why an entry is not a price in its format: `signed` a plus or minus sign outside American
 * odds; `slash` a fraction outside fractional odds; `not-american` a number between −100 and
 * +100 (no American price is); `not-fraction` fractional odds without two whole numbers around
 * a slash; `not-number` anything else that does not read as a number.
 */
export type OddsEntryProblem = 'signed' | 'slash' | 'not-american' | 'not-fraction' | 'not-number';

export type OddsReading = { decimal: number } | { problem: OddsEntryProblem };

/** 9/2 → 5.5, 2/5 → 1.4: winnings per unit staked, plus the stake. */
export function decimalFromFractional(numerator: number, denominator: number): number {
  if (!(numerator > 0) || !(denominator > 0) || !Number.isFinite(numerator / denominator)) {
    throw new RangeError('Not a fractional price');
  }
  return 1 + numerator / denominator;
}

// A typed minus may be the typographic one; a decimal comma is how much of Europe writes it.
const normalise = (text: string) =>
  text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(',', '.');
const UNSIGNED = /^\d+(\.\d+)?$/;
const SIGNED = /^[+-]\d+(\.\d+)?$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
/** What bookmakers print for 1/1. */
const EVENS = /^(evens|evs|even)$/i;

function readDecimal(text: string): OddsReading {
  if (SIGNED.test(text)) return { problem: 'signed' };
  if (text.includes('/')) return { problem: 'slash' };
  return UNSIGNED.test(text) ? { decimal: Number(text) } : { problem: 'not-number' };
}

function readAmerican(value: number): OddsReading {
  if (!Number.isFinite(value)) return { problem: 'not-number' };
  if (Math.abs(value) < 100) return { problem: 'not-american' };
  return { decimal: decimalFromAmerican(value) };
}

function readFractional(text: string): OddsReading {
  if (EVENS.test(text)) return { decimal: 2 };
  const parts = FRACTION.exec(text);
  if (!parts) return { problem: SIGNED.test(text) ? 'signed' : 'not-fraction' };
  const [numerator, denominator] = [Number(parts[1]), Number(parts[2])];
  if (numerator <= 0 || denominator <= 0) return { problem: 'not-fraction' };
  return { decimal: decimalFromFractional(numerator, denominator) };
}

/**
 * A price as typed (text) or sent as a number, read in `format`: '+145' American → 2.45,
 * '-250' → 1.4, '9/2' fractional → 5.5, '2.45' decimal → 2.45. A number is taken as a number
 * in its format (fractional odds need their slash, so only text). Whether the decimal is in a
 * range worth recording is the caller's rule.
 */
export function readOdds(entry: string | number, format: OddsEntryFormat): OddsReading {
  if (typeof entry === 'number') {
    if (format === 'american') return readAmerican(entry);
    if (format === 'fractional') return { problem: 'not-fraction' };
    return Number.isFinite(entry) ? { decimal: entry } : { problem: 'not-number' };
  }
  const text = normalise(entry);
  if (format === 'decimal') return readDecimal(text);
  if (format === 'fractional') return readFractional(text);
  if (text.includes('/')) return { problem: 'slash' };
  if (!SIGNED.test(text) && !UNSIGNED.test(text)) return { problem: 'not-number' };
  return readAmerican(Number(text));
}

/**
 * True when `price` is more than `tolerance` (a fraction: 0.5 = 50%) away from `market`, either
 * way: what a price typed in the wrong format, or with a slip of the finger, looks like.
 */
export function farFromMarket(price: number, market: number, tolerance: number): boolean {
  return Math.abs(price / market - 1) > tolerance;
}
