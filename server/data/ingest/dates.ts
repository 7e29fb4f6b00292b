/**
 * Dates as the upstream files write them, turned into UTC instants. Local kick-off times are
 * converted with the zone's daylight-saving rules (UK for football-data, US Eastern for nflverse).
 */

/** 'dd/mm/yy', 'dd/mm/yyyy' or 'yyyy-mm-dd' → [year, month, day], or null. */
export function parseDayMonthYear(text: string): [number, number, number] | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return valid(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  let year = Number(match[3]);
  // Two-digit years in football-data files are all from 1993 on.
  if (match[3]!.length === 2) year += year >= 90 ? 1900 : 2000;
  return valid(year, Number(match[2]), Number(match[1]));
}

function valid(year: number, month: number, day: number): [number, number, number] | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/** The UTC instant of the last `weekday` (0 = Sunday) of a month at `hourUtc`. */
function lastWeekdayOfMonth(year: number, month: number, weekday: number, hourUtc: number) {
  const last = new Date(Date.UTC(year, month, 0, hourUtc));
  last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  return last.getTime();
}

function nthWeekdayOfMonth(
  year: number,
  month: number,
  weekday: number,
  n: number,
  hourUtc: number,
) {
  const first = new Date(Date.UTC(year, month - 1, 1, hourUtc));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return first.getTime();
}

export type Zone = 'Europe/London' | 'Europe/Paris' | 'America/New_York';

/** Offset from UTC in hours for a local wall-clock time in the zone. */
function offsetHours(zone: Zone, year: number, month: number, day: number, hour: number): number {
  const approxUtc = Date.UTC(year, month - 1, day, hour);
  // Central European Time changes on the same UTC instants as the UK, one hour ahead of it.
  if (zone === 'Europe/Paris') return offsetHours('Europe/London', year, month, day, hour - 1) + 1;
  if (zone === 'Europe/London') {
    // BST: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC.
    const start = lastWeekdayOfMonth(year, 3, 0, 1);
    const end = lastWeekdayOfMonth(year, 10, 0, 1);
    return approxUtc >= start && approxUtc < end ? 1 : 0;
  }
  // US Eastern since 2007: second Sunday of March 07:00 UTC to first Sunday of November 06:00 UTC.
  const start = nthWeekdayOfMonth(year, 3, 0, 2, 7);
  const end = nthWeekdayOfMonth(year, 11, 0, 1, 6);
  return approxUtc + 5 * 3600_000 >= start && approxUtc + 4 * 3600_000 < end ? -4 : -5;
}

/** A local date and 'HH:MM' time in the zone as a UTC Date. */
export function zonedTime(
  zone: Zone,
  [year, month, day]: [number, number, number],
  time: string,
): Date | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const offset = offsetHours(zone, year, month, day, hour);
  return new Date(Date.UTC(year, month - 1, day, hour - offset, minute));
}

/** The season a European football match belongs to: seasons start in July. */
export function footballSeasonLabel([year, month]: [number, number, number]): string {
  const start = month >= 7 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** [year, month, day] as yyyy-mm-dd. */
export const isoDay = ([year, month, day]: [number, number, number]) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
