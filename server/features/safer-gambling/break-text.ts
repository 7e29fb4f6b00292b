import { BREAK_PERIOD_LABELS, type BreakPeriod, zoneAbbreviation } from '@contract';

/**
 * A break's end as people read it, '1 Dec 2026 18:00 GMT', in the viewer's zone when the request
 * named one (X-Time-Zone), else in UTC; the zone always said, since a break runs on real time
 * whatever the replay clock shows (docs/product.md "Which clock a screen reads").
 */
export function breakEndText(until: Date, timeZone?: string): string {
  const zone = timeZone ?? 'UTC';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(until);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const text = `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
  return timeZone ? `${text} ${zoneAbbreviation(until, zone)}` : `${text} UTC`;
}

/** What a page shows where the odds and value bets would be. */
export const oddsHiddenMessage = (until: Date, timeZone?: string) =>
  `Odds and value bets are hidden during your break, until ${breakEndText(until, timeZone)}.`;

/** What the bets routes answer during a break. */
export const betsHiddenMessage = (until: Date, timeZone?: string) =>
  `Bet tracking is hidden during your break, until ${breakEndText(until, timeZone)}.`;

/** What /api/v1 answers for a key whose owner is on a break (a program has no zone: UTC). */
export const apiHiddenMessage = (until: Date) =>
  `The owner of this API key is taking a break from betting: odds and value bets are not served until ${breakEndText(until)}.`;

/** The refusal of a break that would end sooner than the one in force. */
export const cannotShortenMessage = (until: Date, period: BreakPeriod, timeZone?: string) =>
  `Your break already runs until ${breakEndText(until, timeZone)}. A break can be lengthened but never shortened or lifted, so a ${BREAK_PERIOD_LABELS[period]} break from now changes nothing.`;
