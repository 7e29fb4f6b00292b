/** 'yyyy-mm-dd' of the UTC day holding `at`: the day a request counts against. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The next UTC midnight after `at` (epoch ms), when the daily quota starts again. */
export const nextUtcMidnight = (at: Date): number =>
  Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);

/** Whole seconds from `at` until `endsAt` (epoch ms), at least 1: a Retry-After or a reset. */
export const secondsUntil = (endsAt: number, at: Date): number =>
  Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));

/** Seconds from `at` to the next UTC midnight. */
export const secondsToUtcMidnight = (at: Date): number => secondsUntil(nextUtcMidnight(at), at);

/** '12 Dec 2026': a day in sentences, in UTC like the billing period it names. */
export const formatUtcDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
