// The module itself, not '@contract': the index brings every zod schema into the home route.
import { runtimeTimeZone, zoneAbbreviation } from '../../../contract/kickoff.ts';

/**
 * How old a price is, read against the app's clock (the replay date, or the wall clock when
 * live), and the exact moment it was known, for titles and screen readers.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * '12 min ago', '3 h ago', '2 days ago', '3 weeks ago', '4 months ago'; 'just now' under a
 * minute (and for a capture a little after the clock, which a skewed provider clock can give).
 * null when the moment is unreadable.
 */
export function formatAge(iso: string | null | undefined, now: Date): string | null {
  const date = parse(iso);
  if (!date) return null;
  const ms = now.getTime() - date.getTime();
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  const days = Math.floor(ms / DAY);
  if (days < 14) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/**
 * 'Sat 18 Jan 2025, 14:03 GMT' in the reader's zone, naming the zone so a time is never
 * ambiguous.
 */
export function formatInstant(iso: string | null | undefined, timeZone?: string): string | null {
  const date = parse(iso);
  if (!date) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Built from parts: en-GB's punctuation and 'Sept' vary between ICU versions.
  const month = part('month').replace('Sept', 'Sep');
  return `${part('weekday')} ${part('day')} ${month} ${part('year')}, ${part('hour')}:${part('minute')} ${zoneAbbreviation(date, timeZone ?? runtimeTimeZone())}`;
}
