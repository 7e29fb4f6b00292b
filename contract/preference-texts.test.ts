import { describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, THEME_BOOT_SCRIPT } from './preference-texts.ts';

/** Runs the head script against a stored value and a device setting; returns <html>'s classes. */
function bootWith(stored: string | null, deviceLight = false): string[] {
  const classes = new Set(['dark']);
  const documentElement = {
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
    },
  };
  const localStorage = {
    getItem: (key: string) => (key === PREFERENCES_STORAGE_KEY ? stored : null),
  };
  const matchMedia = () => ({ matches: deviceLight });
  new Function('localStorage', 'document', 'matchMedia', THEME_BOOT_SCRIPT)(
    localStorage,
    { documentElement },
    matchMedia,
  );
  return [...classes].sort();
}

describe("the page's first script", () => {
  it('makes the page light before its first paint when light was chosen', () => {
    expect(bootWith(JSON.stringify({ theme: 'light' }))).toEqual(['light']);
  });

  it("follows the device's setting for 'system'", () => {
    expect(bootWith(JSON.stringify({ theme: 'system' }), true)).toEqual(['light']);
    expect(bootWith(JSON.stringify({ theme: 'system' }), false)).toEqual(['dark']);
  });

  it('leaves the dark page alone otherwise, whatever is stored', () => {
    expect(bootWith(null)).toEqual(['dark']);
    expect(bootWith(JSON.stringify({ theme: 'dark' }))).toEqual(['dark']);
    expect(bootWith('not json')).toEqual(['dark']);
    expect(bootWith('null')).toEqual(['dark']);
  });
});
