/**
 * A person's display preferences, without zod, so the web's first script and the server's
 * security headers can read them without the schemas.
 *
 * Each preference is null until chosen: the web then uses the device's (the browser's time zone,
 * the odds format and currency its language suggests), and mails use decimal odds.
 */

import type { OddsFormat } from './price-entry.ts';
import { wholeNumberText } from './whole-number-text.ts';

export const THEMES = ['dark', 'light', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme of a device or account that has chosen none: the product's own look. */
export const DEFAULT_THEME: Theme = 'dark';

/** The currency symbols money amounts may be shown with. */
export const CURRENCY_SYMBOLS = ['£', '$', '€', 'A$', 'C$', 'kr', '₹', '¥'] as const;
export type CurrencySymbol = (typeof CURRENCY_SYMBOLS)[number];

export const PREFERENCE_LIMITS = {
  /** The largest bankroll, in the person's currency. */
  maxBankroll: 10_000_000,
  /** The largest unit stake, in the person's currency. */
  maxUnitSize: 1_000_000,
} as const;

/** What the browser keeps of the preferences (this device's, or the signed-in account's copy). */
export const PREFERENCES_STORAGE_KEY = 'strix-preferences';

export const PREFERENCE_MESSAGES = {
  notYours: 'You can only read or change your own preferences.',
  body: 'Send the preferences to change as a JSON object.',
  unknownField: 'Only oddsFormat, currency, bankroll, unitSize, timeZone and theme can be changed.',
  oddsFormat: 'oddsFormat must be american, decimal, fractional or null.',
  currency: `currency must be one of ${CURRENCY_SYMBOLS.join(' ')} or null.`,
  bankroll: `bankroll must be an amount above 0 and at most ${wholeNumberText(PREFERENCE_LIMITS.maxBankroll)}, with at most two decimals, or null.`,
  unitSize: `unitSize must be an amount above 0 and at most ${wholeNumberText(PREFERENCE_LIMITS.maxUnitSize)}, with at most two decimals, or null.`,
  unitOverBankroll: 'The unit size cannot be larger than the bankroll.',
  timeZone: 'timeZone must be a time zone name like Europe/London or America/New_York, or null.',
  theme: 'theme must be dark, light, system or null.',
} as const;

export interface PreferenceValues {
  oddsFormat: OddsFormat | null;
  currency: CurrencySymbol | null;
  bankroll: number | null;
  unitSize: number | null;
  timeZone: string | null;
  theme: Theme | null;
}

/**
 * The script the page runs in its head, before anything paints: it puts the stored theme's class
 * on <html>, so a light page never flashes dark. The server allows exactly this script by its
 * hash (server/plugins/security.ts); change it here and both follow.
 */
export const THEME_BOOT_SCRIPT = `try{var t=(JSON.parse(localStorage.getItem('${PREFERENCES_STORAGE_KEY}')||'{}')||{}).theme;if(t==='system')t=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';if(t==='light'){var d=document.documentElement;d.classList.remove('dark');d.classList.add('light');}}catch(e){}`;
