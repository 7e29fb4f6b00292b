import { z } from 'zod';
import { ODDS_FORMATS, PRICE_ENTRY_MESSAGES, PRICE_TEXT_MAX } from './price-entry.ts';

/**
 * A price as sent: a number, or the odds as typed, read in `priceFormat` by the server (which
 * then holds the decimal price to the bets' or the targets' bounds).
 */
export const PriceEntrySchema = z.union(
  [z.number(), z.string().max(PRICE_TEXT_MAX, PRICE_ENTRY_MESSAGES.price)],
  { error: PRICE_ENTRY_MESSAGES.price },
);

/** How the price is written; decimal when left out. */
export const PriceFormatSchema = z.enum(ODDS_FORMATS, { error: PRICE_ENTRY_MESSAGES.format });

/** Set after a 409 ConfirmationNeeded: keep the price far from the market, or the repeat bet. */
export const ConfirmSchema = z.boolean({ error: PRICE_ENTRY_MESSAGES.confirm });
