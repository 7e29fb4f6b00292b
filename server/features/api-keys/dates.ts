/** 'yyyy-mm-dd' of the UTC day holding `at`: the day a request counts against. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The next UTC midnight after `at` (epoch ms), when the daily quota starts again. */
export const nextUtcMidnight = (at: Date): number =>
  Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);

/** Seconds from `at` to the next UTC midnight. */
export const secondsToUtcMidnight = (at: Date): number =>
  Math.max(1, Math.ceil((nextUtcMidnight(at) - at.getTime()) / 1000));

/** '12 Dec 2026': a day in sentences, in UTC like the billing period it names. */
export const formatUtcDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
