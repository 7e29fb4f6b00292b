import type { StatusResponse } from '@contract';
import { formatDayMonthYear } from './format.ts';
import { formatAge } from './price-age.ts';

/** A sentence from a provider, without its full stop, to sit inside a line. */
const clause = (text: string) => text.trim().replace(/\.+$/, '');

/**
 * The clock's reading on an accelerated clock (development and tests): where it started plus the
 * real time since, times its speed.
 */
export function acceleratedClockReading(
  clock: NonNullable<StatusResponse['acceleratedClock']>,
  wall: Date,
): Date {
  const since = wall.getTime() - Date.parse(clock.realStartedAt);
  return new Date(Date.parse(clock.startedAt) + since * clock.speed);
}

/** '8 Mar 2025 10:40 UTC': an accelerated clock's reading, to the minute. */
function clockTime(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return `${formatDayMonthYear(date.toISOString())} ${time} UTC`;
}

/**
 * The live status line: 'Live · odds updated 3 min ago', or which provider is failing and why
 * (the odds' age follows, since that is what a failure costs), read against the app's clock
 * (`now`). On an accelerated clock it says so first, with the clock's time, so nobody takes
 * it for real time.
 */
export function liveStatusText(status: StatusResponse, now: Date): string {
  const accelerated = status.acceleratedClock
    ? [`accelerated clock ×${status.acceleratedClock.speed}, not real time: ${clockTime(now)}`]
    : [];
  const failing = status.providers
    .filter((provider) => provider.state === 'failing')
    .map((provider) =>
      provider.problem
        ? `${provider.name} is failing: ${clause(provider.problem)}`
        : `${provider.name} is failing`,
    );
  const age = formatAge(status.pricesUpdatedAt, now);
  const odds = age ? `odds updated ${age}` : 'no odds yet';
  return ['Live', ...accelerated, ...failing, odds].join(' · ');
}

export function hasFailingProvider(status: StatusResponse): boolean {
  return status.providers.some((provider) => provider.state === 'failing');
}

/**
 * In replay, when the newest prices are from an earlier day than the replay date, that day
 * (ISO); null when they are from the same day (the replay date already says it) or there are
 * none.
 */
export function replayPricesAsOf(status: StatusResponse): string | null {
  const prices = formatDayMonthYear(status.pricesUpdatedAt);
  if (!prices || prices === formatDayMonthYear(status.asOf)) return null;
  return status.pricesUpdatedAt;
}
