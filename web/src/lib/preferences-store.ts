import { useSyncExternalStore } from 'react';
import type { PreferenceValues } from '../../../contract/preference-texts.ts';
import { PREFERENCES_STORAGE_KEY } from '../../../contract/preference-texts.ts';
import { devicePreferences } from './device-preferences.ts';
import {
  type ChosenPreferences,
  cleanPreferences,
  LEGACY_ODDS_FORMAT_KEY,
  readStoredPreferences,
  rereadStoredPreferences,
  writeStoredPreferences,
} from './stored-preferences.ts';

/**
 * The one source of a person's preferences on screen: what they chose (kept on the device, and
 * on the account once signed in) over what the device suggests. Every odds table, price field,
 * stake and date reads it through usePreferences or useOddsFormat.
 */

// Same-tab listeners: the storage event only fires in other tabs.
const CHANGE_EVENT = 'strix:preferences';

/** Sends a change to the signed-in account; set by PreferencesSync, null when signed out. */
type AccountWriter = (changes: ChosenPreferencesChange) => void;
let accountWriter: AccountWriter | null = null;

/** A change: a value sets a field, null clears it (back to the device's default). */
export type ChosenPreferencesChange = { [K in keyof PreferenceValues]?: PreferenceValues[K] };

let snapshot: { chosen: ChosenPreferences; effective: PreferenceValues } | null = null;

function current() {
  if (!snapshot) {
    const chosen = readStoredPreferences();
    const effective = { ...devicePreferences() };
    for (const [key, value] of Object.entries(chosen)) {
      if (value !== null && value !== undefined)
        (effective as Record<string, unknown>)[key] = value;
    }
    snapshot = { chosen, effective };
  }
  return snapshot;
}

function changed() {
  snapshot = null;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_STORAGE_KEY && event.key !== LEGACY_ODDS_FORMAT_KEY) return;
    rereadStoredPreferences();
    snapshot = null;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function merged(chosen: ChosenPreferences, changes: ChosenPreferencesChange): ChosenPreferences {
  const next: Record<string, unknown> = { ...chosen };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return cleanPreferences(next);
}

/**
 * Saves choices on the device, and on the account when signed in (unless `savedOnAccount`: the
 * caller has saved them there already, and shown any refusal).
 */
export function setPreferences(
  changes: ChosenPreferencesChange,
  { savedOnAccount = false }: { savedOnAccount?: boolean } = {},
): void {
  writeStoredPreferences(merged(current().chosen, changes));
  changed();
  if (!savedOnAccount) accountWriter?.(changes);
}

/**
 * Signing in: the account's choices win; a choice made on this device while signed out that the
 * account lacks is kept, and returned so the caller saves it on the account.
 */
export function adoptAccountPreferences(account: PreferenceValues): ChosenPreferencesChange {
  const local = current().chosen;
  const fromAccount = cleanPreferences(account);
  const missing: ChosenPreferencesChange = {};
  for (const [key, value] of Object.entries(local)) {
    if (!(key in fromAccount)) (missing as Record<string, unknown>)[key] = value;
  }
  writeStoredPreferences({ ...local, ...fromAccount });
  changed();
  return missing;
}

export function setAccountWriter(writer: AccountWriter | null): void {
  accountWriter = writer;
}

/**
 * What a page rendered ahead of time (web/prerender.tsx) shows: no device to ask. The first
 * render in the browser matches it, then the person's own preferences take over.
 */
const PRERENDERED: PreferenceValues = {
  oddsFormat: 'american',
  currency: '$',
  bankroll: null,
  unitSize: null,
  timeZone: 'UTC',
  theme: 'dark',
};
const NOTHING_CHOSEN: ChosenPreferences = {};

const chosenOf = () => current().chosen;
const effectiveOf = () => current().effective;

/** The preferences in force: each chosen one, else the device's. */
export function usePreferences(): PreferenceValues {
  return useSyncExternalStore(subscribe, effectiveOf, () => PRERENDERED);
}

/** Only what was chosen (the settings form shows 'Automatic' for the rest). */
export function useChosenPreferences(): ChosenPreferences {
  return useSyncExternalStore(subscribe, chosenOf, () => NOTHING_CHOSEN);
}
