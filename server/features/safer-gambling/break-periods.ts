import type { BreakPeriod } from '@contract';

const HOUR_MS = 3_600_000;

/**
 * When a break taken at `from` ends. Hours and days are exact durations; months and years are
 * calendar ones (6 months from 31 Aug is 28 Feb or 1 Mar, as JavaScript rolls the day over), the
 * way GAMSTOP counts them.
 */
export function breakEnd(from: Date, period: BreakPeriod): Date {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}
