import type { V1Fixture } from '../../../contract/api-v1.ts';
import { badRequest } from '../../lib/http-error.ts';

const DAY = 86_400_000;
/** Without `to`, the window runs this many days past `from` (a week of fixtures). */
export const DEFAULT_WINDOW_DAYS = 7;
/** The longest window one request may ask for, counting both ends. */
export const MAX_WINDOW_DAYS = 31;

/** The UTC days [from, to], inclusive, a fixtures request covers, both 'YYYY-MM-DD'. */
export interface DayWindow {
  from: string;
  to: string;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a 'YYYY-MM-DD' day, or a 400 for a date that does not exist (2025-02-30). */
function dayStart(name: string, day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || utcDay(ms) !== day) {
    throw badRequest(`${name} must be a date written YYYY-MM-DD, and ${day} is not one.`);
  }
  return ms;
}

/** The window asked for, with the defaults filled in: from the clock's day, a week on. */
export function dayWindow(asOf: Date, from: string | undefined, to: string | undefined): DayWindow {
  const fromMs = from ? dayStart('from', from) : dayStart('from', utcDay(asOf.getTime()));
  const toMs = to ? dayStart('to', to) : fromMs + DEFAULT_WINDOW_DAYS * DAY;
  if (toMs < fromMs) {
    throw badRequest(`to (${utcDay(toMs)}) is before from (${utcDay(fromMs)}).`);
  }
  if ((toMs - fromMs) / DAY + 1 > MAX_WINDOW_DAYS) {
    throw badRequest(
      `from and to may cover at most ${MAX_WINDOW_DAYS} days; ask for a later window with a new from.`,
    );
  }
  return { from: utcDay(fromMs), to: utcDay(toMs) };
}

/**
 * The day a fixture is on: its UTC day, or, when the source gives only the date, that date as
 * the league wrote it (the stored instant is then a placeholder, and an NBA night's 19:30 New
 * York placeholder falls on the next UTC day).
 */
export const fixtureDay = (fixture: V1Fixture): string =>
  fixture.kickoffDay ?? fixture.kickoff.slice(0, 10);

export const inWindow = (fixture: V1Fixture, window: DayWindow): boolean => {
  const day = fixtureDay(fixture);
  return day >= window.from && day <= window.to;
};
