import { SLATE_WEEK_DAYS, type SlateWindow } from '@contract';
import { type LocalDate, localDate, localMidnight } from '../../sports/time/dates.ts';

const DAY = 86_400_000;

/** How many days each window covers, from the clock's day. */
const WINDOW_DAYS: Record<SlateWindow, { skip: number; days: number }> = {
  today: { skip: 0, days: 1 },
  tomorrow: { skip: 1, days: 1 },
  '3days': { skip: 0, days: 3 },
  week: { skip: 0, days: SLATE_WEEK_DAYS },
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayName = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The local day of an instant, 'yyyy-mm-dd', in `timeZone`. */
export const localDay = (instant: Date, timeZone: string) => dayName(localDate(instant, timeZone));

/** The days a window covers in the viewer's zone, 'yyyy-mm-dd', both inclusive. */
export function windowDays(
  asOf: Date,
  window: SlateWindow,
  timeZone: string,
): { from: string; to: string } {
  const { skip, days } = WINDOW_DAYS[window];
  const today = localDate(asOf, timeZone);
  // Noon of each day, so a daylight-saving change cannot push a midnight into the day before.
  const dayAt = (add: number) =>
    localDay(new Date(localMidnight(today, timeZone, add).getTime() + DAY / 2), timeZone);
  return { from: dayAt(skip), to: dayAt(skip + days - 1) };
}

/**
 * The day the slate lists a fixture under: its local day in the viewer's zone, or, when the source
 * gives only the date, that date as the league wrote it (the stored instant is a placeholder).
 */
export const fixtureDay = (
  fixture: { kickoff: Date; kickoffTimeKnown?: boolean },
  kickoffDay: string | null,
  timeZone: string,
) => kickoffDay ?? localDay(fixture.kickoff, timeZone);
