import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The entry script's own modules (everything main.tsx imports) load without touching Intl: a
 * page's first Intl use loads the browser's locale data, tens of milliseconds on a slow phone,
 * and in the entry script that lands in the task that paints the page's first screen
 * (docs/performance.md, "Where the blocking time goes"). It warms the data later, in a task of
 * its own (warm-intl.ts).
 */
describe("the entry script's modules", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('make no date or number formatter as they load', async () => {
    vi.resetModules();
    const numberText = vi.spyOn(Number.prototype, 'toLocaleString');
    const dateText = vi.spyOn(Date.prototype, 'toLocaleString');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    await Promise.all([
      import('../../contract/page-tags.ts'),
      import('../../contract/kickoff.ts'),
      import('../../contract/preference-texts.ts'),
      import('../../contract/price-entry.ts'),
      import('./api/early-reads.ts'),
      import('./api/token-storage.ts'),
      import('./lib/stored-preferences.ts'),
      import('./page-loaders.ts'),
      import('./warm-intl.ts'),
    ]);
    expect(numberText).not.toHaveBeenCalled();
    expect(dateText).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});
