import { PRICE_EXAMPLES } from '../../../contract/price-entry.ts';
import { formatOdds, ODDS_FORMAT_LABELS, type OddsFormat } from './odds-format.ts';

/**
 * Prices people type, in their own odds format. The server reads the text in the format it is
 * sent with (engine odds maths, one reader for the web and the API) and answers a price it
 * cannot read with the sentence to show; here only an empty field is caught.
 */

// The contract's, so the placeholders show the prices the server's sentences give as examples.
export { PRICE_EXAMPLES };

/** 'American price', 'Decimal price', 'Fractional price'. */
export const priceLabel = (format: OddsFormat) => `${ODDS_FORMAT_LABELS[format]} price`;

/** What to send for a typed price: the text as typed and the format it is in. */
export function priceEntryOf(
  text: string,
  format: OddsFormat,
): { price: string; priceFormat: OddsFormat } | { problem: string } {
  const price = text.trim();
  if (!price) return { problem: `Enter the price, like ${PRICE_EXAMPLES[format]}.` };
  return { price, priceFormat: format };
}

/** A recorded decimal price as the person reads and edits it: 2.45 → '+145', '2.45', '6/4' (the nearest bookmaker fraction). */
export const priceText = (decimal: number, format: OddsFormat) =>
  formatOdds({ american: null, decimal }, format);
