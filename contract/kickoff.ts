/**
 * The one way a kick-off is written, shared by the web (cards, match page) and the server
 * (narrative, interpretation label), so a text and the card beside it cannot name different days.
 *
 * Why the server formats with the viewer's zone rather than handing the web date tokens: the
 * narrative is also rewritten by the language model, stored with a prediction, and quoted on
 * share pages; a finished sentence that names its zone ('Mon 3 Feb, 01:20 GMT') reads right
 * everywhere, where a token would have to be resolved by every reader of the text.
 */

/** The request header that carries the viewer's IANA zone, e.g. 'Europe/London'. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** Sent when a request names a zone that does not exist. */
export const INVALID_TIME_ZONE_MESSAGE =
  'The time zone in the X-Time-Zone header is not a known IANA zone (e.g. Europe/London).';

/** True for zone names Intl knows ('Europe/London', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/**
 * The zone's short name at that instant: 'GMT', 'BST', 'EST', 'CET', else 'GMT+9'. en-US knows
 * the American names, en-GB the European ones; neither knows both.
 */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  const named = (locale: string) =>
    part(
      formatter(`${locale}|tz|${timeZone}`, locale, {
        timeZone,
        timeZoneName: 'short',
      }).formatToParts(date),
      'timeZoneName',
    );
  const us = named('en-US');
  return /^GMT[+-]/.test(us) ? named('en-GB') : us;
}

/**
 * 'Wed 15 Jan' (or 'Wed 15 Jan 2025') of an instant in a zone. Built from parts: en-GB's short
 * September is 'Sept'.
 */
function dayOf(date: Date, timeZone: string, year: boolean): string {
  const parts = formatter(`day|${timeZone}`, 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const day = `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month').slice(0, 3)}`;
  return year ? `${day} ${part(parts, 'year')}` : day;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(iso: string | Date | null | undefined): Date | null {
  if (!iso) return null;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

let chosenTimeZone: string | null = null;

/**
 * The zone a person chose in their preferences, for every date this runtime writes from then on
 * (null: the runtime's own). Only the web sets it; the server always passes the zone it means.
 */
export function chooseTimeZone(zone: string | null): void {
  chosenTimeZone = zone && isTimeZone(zone) ? zone : null;
}

/** The zone of the runtime itself: the browser's on the web. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone this runtime reads dates in: the chosen one, else the browser's zone on the web. */
export const runtimeTimeZone = () => chosenTimeZone ?? deviceTimeZone();

export interface KickoffOptions {
  /**
   * Set when only the day is known ('2025-01-15', as the league dates it): the day is the same
   * for every viewer, since there is no instant to move between zones.
   */
  day?: string | null;
  /** The viewer's IANA zone; the runtime's zone when not given. */
  timeZone?: string;
  /** 'Wed 15 Jan 2025', for texts read long after the day (share cards). */
  year?: boolean;
}

/** The match day alone: 'Wed 15 Jan', in the viewer's zone unless only the day is known. */
export function formatKickoffDay(
  kickoff: string | Date | null | undefined,
  { day, timeZone = runtimeTimeZone(), year = false }: KickoffOptions = {},
): string | null {
  if (day && DAY_ONLY.test(day)) return dayOf(new Date(`${day}T12:00:00Z`), 'UTC', year);
  const date = parse(kickoff);
  return date ? dayOf(date, timeZone, year) : null;
}

/**
 * A kick-off as 'Wed 15 Jan, 19:30 GMT' in the viewer's zone with the zone named, or
 * 'Wed 15 Jan · time TBC' when only the day is known.
 */
export function formatKickoff(
  kickoff: string | Date | null | undefined,
  options: KickoffOptions = {},
): string | null {
  const timeZone = options.timeZone ?? runtimeTimeZone();
  const dayText = formatKickoffDay(kickoff, { ...options, timeZone });
  if (!dayText) return null;
  if (options.day && DAY_ONLY.test(options.day)) return `${dayText} · time TBC`;
  const date = parse(kickoff)!;
  const parts = formatter(`time|${timeZone}`, 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  return `${dayText}, ${part(parts, 'hour')}:${part(parts, 'minute')} ${zoneAbbreviation(date, timeZone)}`;
}
