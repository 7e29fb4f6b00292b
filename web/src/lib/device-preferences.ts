import { deviceTimeZone } from '../../../contract/kickoff.ts';
import {
  type CurrencySymbol,
  DEFAULT_THEME,
  type PreferenceValues,
} from '../../../contract/preference-texts.ts';
import type { OddsFormat } from '../../../contract/price-entry.ts';

/** Where a language tag says the reader lives: 'en-GB' → 'GB'; none for a bare 'en'. */
const regionOf = (language: string) => /-([A-Z]{2})\b/i.exec(language)?.[1]?.toUpperCase() ?? null;

const EURO = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));
const CURRENCY_BY_REGION: Record<string, CurrencySymbol> = {
  GB: '£',
  US: '$',
  AU: 'A$',
  CA: 'C$',
  IN: '₹',
  JP: '¥',
  SE: 'kr',
  NO: 'kr',
  DK: 'kr',
};

/**
 * The odds a reader from there is used to: American in North America, fractional in the UK and
 * Ireland (as their bookmakers print them), decimal elsewhere.
 */
export function oddsFormatFor(language: string): OddsFormat {
  const region = regionOf(language);
  if (region === 'US' || region === 'CA' || language.toLowerCase() === 'en') return 'american';
  if (region === 'GB' || region === 'IE') return 'fractional';
  return 'decimal';
}

export function currencyFor(language: string): CurrencySymbol {
  const region = regionOf(language);
  if (!region) return '$';
  if (EURO.has(region)) return '€';
  return CURRENCY_BY_REGION[region] ?? '$';
}

const language = () =>
  (typeof navigator !== 'undefined' && (navigator.languages?.[0] ?? navigator.language)) || 'en-US';

/** What a person who has chosen nothing sees: the device's language and zone, the dark theme. */
export function devicePreferences(): PreferenceValues {
  return {
    oddsFormat: oddsFormatFor(language()),
    currency: currencyFor(language()),
    bankroll: null,
    unitSize: null,
    timeZone: deviceTimeZone(),
    theme: DEFAULT_THEME,
  };
}
