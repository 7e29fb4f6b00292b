/**
 * The preferences this browser keeps (localStorage, as JSON under PREFERENCES_STORAGE_KEY): a
 * visitor's own, or a signed-in account's last-read copy, so the first paint (theme, odds, time
 * zone) is already theirs. Only chosen values are kept; the rest come from the device
 * (device-preferences.ts). Without React, so the entry script can read it before the app loads.
 */

// The modules themselves, not '@contract': the index brings every zod schema into the home route.
import { chooseTimeZone } from '../../../contract/kickoff.ts';
import {
  CURRENCY_SYMBOLS,
  PREFERENCE_LIMITS,
  PREFERENCES_STORAGE_KEY,
  type PreferenceValues,
  THEMES,
} from '../../../contract/preference-texts.ts';
import { ODDS_FORMATS } from '../../../contract/price-entry.ts';

export type ChosenPreferences = Partial<PreferenceValues>;

/** Where the odds format was kept before there were preferences: read once, then moved. */
export const LEGACY_ODDS_FORMAT_KEY = 'odds-format';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const amountUpTo = (max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max;

const CHECKS: { [K in keyof PreferenceValues]: (value: unknown) => boolean } = {
  oddsFormat: oneOf(ODDS_FORMATS),
  currency: oneOf(CURRENCY_SYMBOLS),
  bankroll: amountUpTo(PREFERENCE_LIMITS.maxBankroll),
  unitSize: amountUpTo(PREFERENCE_LIMITS.maxUnitSize),
  timeZone: (value) => typeof value === 'string' && value.length > 0 && value.length <= 64,
  theme: oneOf(THEMES),
};

/** Only the fields that read as what they claim to be: stored text may be anything. */
export function cleanPreferences(raw: unknown): ChosenPreferences {
  if (!raw || typeof raw !== 'object') return {};
  const clean: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(CHECKS)) {
    const value = (raw as Record<string, unknown>)[key];
    if (value !== null && value !== undefined && check(value)) clean[key] = value;
  }
  return clean as ChosenPreferences;
}

// Private modes may refuse storage; the choices then last for this page view only.
let inMemory: ChosenPreferences | null = null;

export function readStoredPreferences(): ChosenPreferences {
  if (inMemory) return inMemory;
  try {
    const stored = globalThis.localStorage?.getItem(PREFERENCES_STORAGE_KEY);
    const chosen = cleanPreferences(stored ? JSON.parse(stored) : {});
    const legacy = globalThis.localStorage?.getItem(LEGACY_ODDS_FORMAT_KEY);
    if (!chosen.oddsFormat && CHECKS.oddsFormat(legacy)) {
      chosen.oddsFormat = legacy as PreferenceValues['oddsFormat'];
    }
    inMemory = chosen;
    return chosen;
  } catch {
    inMemory = {};
    return inMemory;
  }
}

export function writeStoredPreferences(chosen: ChosenPreferences): void {
  inMemory = chosen;
  chooseTimeZone(chosen.timeZone ?? null);
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(chosen));
    localStorage.removeItem(LEGACY_ODDS_FORMAT_KEY);
  } catch {
    // kept in memory only
  }
}

/** Forgets the copy read, so the next read sees what another tab stored. */
export function rereadStoredPreferences(): void {
  inMemory = null;
}

/** Called by the entry script: dates and the X-Time-Zone header use the chosen zone from the start. */
export function applyStoredTimeZone(): void {
  chooseTimeZone(readStoredPreferences().timeZone ?? null);
}
