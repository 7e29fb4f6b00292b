import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyFor, oddsFormatFor } from './device-preferences.ts';

let stored: Record<string, string>;
beforeEach(() => {
  vi.resetModules();
  stored = {};
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
    removeItem: (key: string) => {
      delete stored[key];
    },
  });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./preferences-store.ts');
const saved = () => JSON.parse(stored['strix-preferences'] ?? '{}');

describe("the device's suggestions", () => {
  it('suggest the odds and currency of where the language says the reader is', () => {
    expect(oddsFormatFor('en-US')).toBe('american');
    expect(oddsFormatFor('en-GB')).toBe('fractional');
    expect(oddsFormatFor('de-DE')).toBe('decimal');
    expect(currencyFor('en-GB')).toBe('£');
    expect(currencyFor('fr-FR')).toBe('€');
    expect(currencyFor('en-AU')).toBe('A$');
    expect(currencyFor('en')).toBe('$');
  });
});

describe('the preferences store', () => {
  it('keeps choices on the device and sends them to the signed-in account', async () => {
    const store = await load();
    const sent: unknown[] = [];
    store.setAccountWriter((changes) => sent.push(changes));
    store.setPreferences({ oddsFormat: 'decimal', currency: '£' });
    expect(saved()).toEqual({ oddsFormat: 'decimal', currency: '£' });
    expect(sent).toEqual([{ oddsFormat: 'decimal', currency: '£' }]);
    // Null clears a choice, back to the device's.
    store.setPreferences({ currency: null });
    expect(saved()).toEqual({ oddsFormat: 'decimal' });
  });

  it('takes the odds format kept before there were preferences, and moves it', async () => {
    stored['odds-format'] = 'fractional';
    const store = await load();
    store.setPreferences({ theme: 'light' });
    expect(saved()).toEqual({ oddsFormat: 'fractional', theme: 'light' });
    expect(stored['odds-format']).toBeUndefined();
  });

  it("on sign-in lets the account's choices win and offers it the device's others", async () => {
    stored['strix-preferences'] = JSON.stringify({
      oddsFormat: 'decimal',
      currency: '€',
      bankroll: 200,
    });
    const store = await load();
    const missing = store.adoptAccountPreferences({
      oddsFormat: 'fractional',
      currency: null,
      bankroll: 1000,
      unitSize: null,
      timeZone: 'Europe/London',
      theme: null,
    });
    expect(missing).toEqual({ currency: '€' });
    expect(saved()).toEqual({
      oddsFormat: 'fractional',
      currency: '€',
      bankroll: 1000,
      timeZone: 'Europe/London',
    });
  });

  it('ignores stored values that are not what they claim to be', async () => {
    stored['strix-preferences'] = JSON.stringify({
      oddsFormat: 'moneyline',
      bankroll: -5,
      theme: 'dark',
    });
    const store = await load();
    store.setPreferences({});
    expect(saved()).toEqual({ theme: 'dark' });
  });
});
