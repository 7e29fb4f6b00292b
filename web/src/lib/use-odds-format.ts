import { useCallback } from 'react';
import type { OddsFormat } from './odds-format.ts';
import { setPreferences, usePreferences } from './preferences-store.ts';

/**
 * The person's odds format, shared by every odds table, price field and value-bet list on
 * screen: the one chosen (in Preferences or any odds toggle; on the account once signed in),
 * else the one the device's language suggests.
 */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const { oddsFormat } = usePreferences();
  const setFormat = useCallback((next: OddsFormat) => setPreferences({ oddsFormat: next }), []);
  return [oddsFormat ?? 'american', setFormat];
}
