import type { StatusResponse } from '@contract';
import { formatDayMonthYear } from './format.ts';
import { formatAge } from './price-age.ts';

/** A sentence from a provider, without its full stop, to sit inside a line. */
const clause = (text: string) => text.trim().replace(/\.+$/, '');

type Provider = StatusResponse['providers'][number];

/** What the status line says of one provider: nothing while it works or has not run yet. */
function providerClause(provider: Provider): string | null {
  switch (provider.state) {
    case 'ok':
    case 'waiting':
      return null;
    case 'failing':
      return provider.problem
        ? `${provider.name} is failing: ${clause(provider.problem)}`
        : `${provider.name} is failing`;
    case 'paused':
      // The reason reads 'paused: credits below reserve (400 left, resets 1 Dec)'.
      return provider.problem
        ? `${provider.name} ${clause(provider.problem)}`
        : `${provider.name} is paused`;
    default:
      return provider.state satisfies never;
  }
}

/** '8 Mar 2025 10:40 UTC': an accelerated clock's reading, to the minute. */
function clockTime(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return `${formatDayMonthYear(date.toISOString())} ${time} UTC`;
}

/**
 * The live status line: 'Live · odds updated 3 min ago', or which provider is failing or paused
 * and why (the odds' age follows, since that is what it costs), read against the app's clock
 * (`now`). On an accelerated clock it says so first, with the clock's time, so nobody takes it
 * for real time.
 */
export function liveStatusText(status: StatusResponse, now: Date): string {
  const accelerated = status.acceleratedClock
    ? [`accelerated clock ×${status.acceleratedClock.speed}, not real time: ${clockTime(now)}`]
    : [];
  const providers = status.providers.flatMap((provider) => providerClause(provider) ?? []);
  const age = formatAge(status.pricesUpdatedAt, now);
  const odds = age ? `odds updated ${age}` : 'no odds yet';
  return ['Live', ...accelerated, ...providers, odds].join(' · ');
}

/** Whether a provider needs a look: failing, or paused (its data goes stale meanwhile). */
export function hasProviderTrouble(status: StatusResponse): boolean {
  return status.providers.some((provider) => providerClause(provider) !== null);
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
