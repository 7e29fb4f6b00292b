/** 'yyyy-mm-dd' of the UTC day holding `at`: the day a request counts against. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Seconds from `at` to the next UTC midnight, when the daily quota starts again. */
export const secondsToUtcMidnight = (at: Date): number => {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
};

/** '12 Dec 2026': a day in sentences, in UTC like the billing period it names. */
export const formatUtcDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
