import { boundedMemo } from '../../lib/bounded-memo.ts';

/**
 * Local wall-clock times in any IANA zone as instants, and instants as local dates: MLB and NHL
 * games are played in seven North American zones (and abroad), beyond the three fixed zones of
 * dates.ts. Built on Intl, whose zone rules are the system's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallClockMs(instant: number, zone: string): number {
  const parts = formatter(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

// Tens of thousands of games share a few hundred (zone, date, time) starts; Intl is slow.
const instants = boundedMemo<number>();

/** `hh:mm` on the local date `isoDate` (yyyy-mm-dd) in `zone`, as a UTC instant. */
export function zonedInstant(zone: string, isoDate: string, time: string): Date {
  const instant = instants(`${zone}|${isoDate}|${time}`, () => {
    const wall = Date.parse(`${isoDate}T${time}:00Z`);
    // Guess with the offset at the wall time read as UTC, then settle with the offset found there.
    const guess = wall - (wallClockMs(wall, zone) - wall);
    return wall - (wallClockMs(guess, zone) - guess);
  });
  return new Date(instant);
}

/** The local calendar date (yyyy-mm-dd) of an instant in `zone`. */
export function localDateIn(zone: string, instant: Date): string {
  return localDates(`${zone}|${instant.getTime()}`, () =>
    new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(0, 10),
  );
}

// Like `instants`: games share start times, and one Intl call costs more than the rest of a row.
const localDates = boundedMemo<string>();

/** A yyyy-mm-dd date moved by whole days. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
