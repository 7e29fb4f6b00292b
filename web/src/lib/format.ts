import { lazyDateFormat } from './lazy-format.ts';

const monthYear = lazyDateFormat('en-US', { month: 'long', year: 'numeric' });
const longDate = lazyDateFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Joined March 2025' from the account's creation date. */
export function formatJoined(createdAt: string | null | undefined): string {
  const date = parse(createdAt);
  return date ? `Joined ${monthYear().format(date)}` : 'Joined recently';
}

/** The password's last-set date, or 'Never' (Google accounts that never set one). */
export function formatPasswordUpdated(updatedAt: string | null | undefined): string {
  const date = parse(updatedAt);
  return date ? longDate().format(date) : 'Never';
}

/** A billing or access date as 'January 15, 2025', or null when there is none. */
export function formatLongDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? longDate().format(date) : null;
}

/** First letter of a name (or email) for avatar placeholders. */
export function initialOf(name: string | null | undefined): string {
  const letter = name?.trim().charAt(0);
  return letter ? letter.toUpperCase() : '?';
}

/** Whole-dollar prices read cleaner ('$0'), the rest keep cents ('$9.99'). */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'd MMM yyyy' in UTC: '15 Jan 2025'. Built by hand because en-GB's short month is 'Sept' in
 * newer ICU data, and the replay banner's wording must not depend on the browser.
 */
export function formatDayMonthYear(iso: string | null | undefined): string | null {
  const date = parse(iso);
  if (!date) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The slim banner over every page while the data is a replay (spec: the UI says its date). */
export function replayBannerText(asOf: string): string | null {
  const day = formatDayMonthYear(asOf);
  return day ? `Replay mode — data as of ${day}` : null;
}

/**
 * Every kick-off on every page goes through this one function (shared with the server's texts):
 * 'Wed 15 Jan, 19:30 GMT' in the viewer's zone, or 'Wed 15 Jan · time TBC' for a day-only
 * fixture, given its `kickoffDay`.
 */
// The module itself, not '@contract': the index brings every zod schema into the home route.
import { runtimeTimeZone } from '../../../contract/kickoff.ts';

export { formatKickoff, formatKickoffDay } from '../../../contract/kickoff.ts';

/** '18 Jan 2025' in the reader's zone (the one chosen in Preferences), for article and form dates. */
export function formatShortDate(iso: string | null | undefined, timeZone?: string): string | null {
  const date = parse(iso);
  if (!date) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: timeZone ?? runtimeTimeZone(),
  })
    .format(date)
    .replace('Sept', 'Sep');
}
