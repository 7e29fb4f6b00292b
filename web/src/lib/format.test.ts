import { describe, expect, it } from 'vitest';
import {
  formatDayMonthYear,
  formatJoined,
  formatKickoff,
  formatKickoffDay,
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
  it("writes a kick-off in the viewer's zone and names the zone", () => {
    // An NBA tip-off at 19:30 New York time is past midnight in Europe.
    const tipOff = '2025-01-16T00:30:00Z';
    expect(formatKickoff(tipOff, { timeZone: 'America/New_York' })).toBe('Wed 15 Jan, 19:30 EST');
    expect(formatKickoff(tipOff, { timeZone: 'America/Los_Angeles' })).toBe(
      'Wed 15 Jan, 16:30 PST',
    );
    expect(formatKickoff(tipOff, { timeZone: 'Europe/London' })).toBe('Thu 16 Jan, 00:30 GMT');
    expect(formatKickoff(tipOff, { timeZone: 'Europe/Paris' })).toBe('Thu 16 Jan, 01:30 CET');
    expect(formatKickoff(tipOff, { timeZone: 'Asia/Tokyo' })).toBe('Thu 16 Jan, 09:30 GMT+9');
    expect(formatKickoff('2025-09-18T18:00:00Z', { timeZone: 'Europe/London' })).toBe(
      'Thu 18 Sep, 19:00 BST',
    );
    expect(formatKickoff(null)).toBeNull();
  });
  it('writes a day-only kick-off as the league dates it, the same day in every zone', () => {
    // The NBA file gives days only; the stored instant is a placeholder 19:30 Eastern.
    for (const timeZone of ['UTC', 'Europe/London', 'America/New_York', 'Asia/Tokyo']) {
      expect(formatKickoff('2025-01-16T00:30:00Z', { day: '2025-01-15', timeZone })).toBe(
        'Wed 15 Jan · time TBC',
      );
      expect(formatKickoffDay('2025-01-16T00:30:00Z', { day: '2025-01-15', timeZone })).toBe(
        'Wed 15 Jan',
      );
    }
    expect(formatKickoff('2025-09-18T12:00:00Z', { day: '2025-09-18' })).toBe(
      'Thu 18 Sep · time TBC',
    );
  });
  it('formats short dates', () => {
    expect(formatShortDate('2025-01-14T09:00:00Z', 'UTC')).toBe('14 Jan 2025');
  });
});
