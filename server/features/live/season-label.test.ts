import { describe, expect, it } from 'vitest';
import { keyZoneOf, localDay, seasonLabelOf } from './season-label.ts';

describe('live fixtures’ dates and seasons', () => {
  it('labels MLB seasons by their year and NHL seasons across two', () => {
    expect(seasonLabelOf('MLB', [2025, 3, 27])).toBe('2025');
    expect(seasonLabelOf('MLB', [2025, 10, 31])).toBe('2025');
    expect(seasonLabelOf('NHL', [2025, 10, 7])).toBe('2025/26');
    expect(seasonLabelOf('NHL', [2026, 6, 12])).toBe('2025/26');
  });

  it('dates an MLB game in its home park’s zone and an NHL game in US Eastern time', () => {
    // 19:38 in Anaheim on 14 April is 02:38 UTC on the 15th.
    const angels = new Date('2025-04-15T02:38:00Z');
    expect(localDay(angels, keyZoneOf('MLB', 'LAA'))).toEqual([2025, 4, 14]);
    expect(localDay(new Date('2025-04-16T01:00:00Z'), keyZoneOf('NHL'))).toEqual([2025, 4, 15]);
    expect(keyZoneOf('E0')).toBe('Europe/London');
  });
});
