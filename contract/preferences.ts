import { z } from 'zod';
import {
  CURRENCY_SYMBOLS,
  PREFERENCE_LIMITS,
  PREFERENCE_MESSAGES,
  THEMES,
} from './preference-texts.ts';
import { ODDS_FORMATS } from './price-entry.ts';

export * from './preference-texts.ts';

/**
 * Display preferences saved on the account: how odds are written, the currency symbol, the
 * bankroll and unit size stakes are shown against, the time zone and the theme. Each is null
 * until chosen. Every rule carries its own sentence; the server sends the first as it is.
 *
 * - GET /api/user/{userId}/preferences → Preferences
 * - PUT /api/user/{userId}/preferences UpdatePreferencesRequest (only the fields to change;
 *   null clears one) → Preferences
 */

const money = (max: number, message: string) =>
  z
    .number({ error: message })
    .positive({ error: message })
    .max(max, { error: message })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: message })
    .nullable();

export const PreferencesSchema = z.object({
  oddsFormat: z.enum(ODDS_FORMATS, { error: PREFERENCE_MESSAGES.oddsFormat }).nullable(),
  currency: z.enum(CURRENCY_SYMBOLS, { error: PREFERENCE_MESSAGES.currency }).nullable(),
  bankroll: money(PREFERENCE_LIMITS.maxBankroll, PREFERENCE_MESSAGES.bankroll),
  unitSize: money(PREFERENCE_LIMITS.maxUnitSize, PREFERENCE_MESSAGES.unitSize),
  /** An IANA name (Europe/London); the server checks it against the time zones it knows. */
  timeZone: z
    .string({ error: PREFERENCE_MESSAGES.timeZone })
    .min(1, { error: PREFERENCE_MESSAGES.timeZone })
    .max(64, { error: PREFERENCE_MESSAGES.timeZone })
    .nullable(),
  theme: z.enum(THEMES, { error: PREFERENCE_MESSAGES.theme }).nullable(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const UpdatePreferencesRequestSchema = z.strictObject(PreferencesSchema.partial().shape, {
  error: PREFERENCE_MESSAGES.unknownField,
});
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;
