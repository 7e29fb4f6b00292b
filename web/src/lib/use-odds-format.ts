import { useCallback, useSyncExternalStore } from 'react';
import { isOddsFormat, type OddsFormat } from './odds-format.ts';

/** The browser remembers the chosen odds format under this key. */
export const ODDS_FORMAT_KEY = 'odds-format';
const DEFAULT_FORMAT: OddsFormat = 'american';
// Same-tab listeners: the storage event only fires in other tabs.
const CHANGE_EVENT = 'strix:odds-format';
// Private modes may refuse storage; the choice then lasts for this page view only.
let inMemory: OddsFormat | null = null;

function read(): OddsFormat {
  try {
    const stored = globalThis.localStorage?.getItem(ODDS_FORMAT_KEY);
    if (isOddsFormat(stored)) return stored;
  } catch {
    // fall through to the in-memory choice
  }
  return inMemory ?? DEFAULT_FORMAT;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ODDS_FORMAT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The odds format of this browser, shared by every odds table and value-bet list on screen. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const format = useSyncExternalStore(subscribe, read, () => DEFAULT_FORMAT);
  const setFormat = useCallback((next: OddsFormat) => {
    inMemory = next;
    try {
      localStorage.setItem(ODDS_FORMAT_KEY, next);
    } catch {
      // kept in memory only
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [format, setFormat];
}
