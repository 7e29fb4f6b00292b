/**
 * Prices people type (a bet's price, a price target) and the checks that may ask them to
 * confirm before anything is stored. Without zod, so the web imports it without the schemas.
 *
 * A typed price travels with its format: `price` (or `targetPrice`) is a number or the text as
 * typed, and `priceFormat` says how to read it ('decimal' when left out, which is what every
 * price was before formats). The server reads it with the engine's odds maths and stores the
 * decimal price; text that belongs to another format ('+145' sent as decimal) is refused, never
 * guessed.
 *
 * A 409 with `needsConfirmation: true` (ConfirmationNeeded) says in a sentence what looks wrong;
 * the same request with `confirm: true` stores it.
 */

export const ODDS_FORMATS = ['american', 'decimal', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** A typed price longer than this is not a price. */
export const PRICE_TEXT_MAX = 16;

/**
 * A price more than this fraction away from the best price on file for its selection (either
 * way) needs confirming: a price typed in the wrong format is many times the market's.
 */
export const PRICE_CONFIRM_TOLERANCE = 0.5;

/** The body of a 409 that a `confirm: true` resend gets past. */
export interface ConfirmationNeeded {
  error: string;
  needsConfirmation: true;
}

/** Why a typed price does not read in its format (the engine's OddsEntryProblem). */
export type PriceEntryProblem = 'signed' | 'slash' | 'not-american' | 'not-fraction' | 'not-number';

/** One price in each format, the same one (2.45) where it can be: placeholders, sentences. */
export const PRICE_EXAMPLES: Record<OddsFormat, string> = {
  american: '+145',
  decimal: '2.45',
  fractional: '9/2',
};

const EXAMPLE: Record<OddsFormat, string> = {
  ...PRICE_EXAMPLES,
  american: `${PRICE_EXAMPLES.american} or −250`,
};

const NOT_A_NUMBER: Record<OddsFormat, string> = {
  american: 'Enter American odds as a number with its sign, like +145 or −250.',
  decimal: 'Enter the price as decimal odds, like 2.45.',
  fractional: 'Enter fractional odds as two whole numbers with a slash, like 9/2 or 2/5.',
};

/** The sentence for a price that does not read in `format` (it never repeats what was typed). */
export function priceEntryMessage(problem: PriceEntryProblem, format: OddsFormat): string {
  switch (problem) {
    case 'signed':
      return `A price with a + or − sign is American odds: choose American as the odds format, or enter the price like ${EXAMPLE[format]}.`;
    case 'slash':
      return `A price with a slash is fractional odds: choose Fractional as the odds format, or enter the price like ${EXAMPLE[format]}.`;
    case 'not-american':
      return 'American odds are +100 or more, or −100 or less (like +145 or −250); for a price like 2.45 choose Decimal as the odds format.';
    case 'not-fraction':
      return NOT_A_NUMBER.fractional;
    default:
      return NOT_A_NUMBER[format];
  }
}

export const PRICE_ENTRY_MESSAGES = {
  format: 'priceFormat must be american, decimal or fractional.',
  confirm: 'confirm must be true or false.',
  /** A number or text; the format's own sentence follows once it is read. */
  price: 'The price must be a number or the odds as typed, like 2.45, +145 or 9/2.',
  /** The best price on file, in the format the person used. */
  farFromMarket: (market: string) =>
    `That price is more than ${PRICE_CONFIRM_TOLERANCE * 100}% away from the best price on file for this selection (${market}). Check the odds format, then confirm to keep it.`,
} as const;
