import { describe, expect, it } from 'vitest';
import {
  formatDayMonthYear,
  formatJoined,
  formatKickoff,
  formatPasswordUpdated,
  formatShortDate,
  formatUsd,
  initialOf,
  replayBannerText,
} from './format.ts';

describe('format', () => {
  it("reads 'Never' when the password was never set", () => {
    expect(formatPasswordUpdated(null)).toBe('Never');
    expect(formatPasswordUpdated('not a date')).toBe('Never');
  });
  it('shows month and year of joining', () => {
    expect(formatJoined('2025-03-15T12:00:00.000Z')).toBe('Joined March 2025');
  });
  it('takes the initial of a name', () => {
    expect(initialOf('ada lovelace')).toBe('A');
    expect(initialOf('  ')).toBe('?');
  });
  it('formats prices', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(999)).toBe('$9.99');
    expect(formatUsd(50)).toBe('$0.50');
  });
});

describe('dates', () => {
  it("writes the replay banner as 'Replay mode — data as of d MMM yyyy' in UTC", () => {
    expect(replayBannerText('2025-01-15T12:00:00Z')).toBe('Replay mode — data as of 15 Jan 2025');
    expect(replayBannerText('2025-09-01T23:30:00-02:00')).toBe(
      'Replay mode — data as of 2 Sep 2025',
    );
    expect(replayBannerText('nonsense')).toBeNull();
    expect(formatDayMonthYear(null)).toBeNull();
  });
  it('formats kick-offs, saying when the time is not known', () => {
    expect(formatKickoff('2025-01-18T15:00:00Z', { timeZone: 'UTC' })).toBe('Sat 18 Jan, 15:00');
    expect(formatKickoff('2025-09-18T00:00:00Z', { tbc: true })).toBe('Thu 18 Sep · time TBC');
    expect(formatKickoff(null)).toBeNull();
  });
  it('formats short dates', () => {
    expect(formatShortDate('2025-01-14T09:00:00Z', 'UTC')).toBe('14 Jan 2025');
  });
});
