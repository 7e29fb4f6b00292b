import { runtimeTimeZone, zoneAbbreviation } from '../../../contract/kickoff.ts';

/**
 * A break's end (or a waiting limit's start) in the viewer's own zone, the zone named: '1 Dec
 * 2026, 18:00 GMT'. Breaks run on real time (docs/product.md "Which clock a screen reads").
 */
export function formatBreakEnd(iso: string, timeZone: string = runtimeTimeZone()): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${text} ${zoneAbbreviation(at, timeZone)}`;
}

/** An amount in the person's own unit, as stakes are logged: '1,250.50'. */
export function formatStake(amount: number): string {
  return amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 'yyyy-mm' as 'January 2025'. */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The reality check's two headings. Time on Strix is counted in real time; stakes in the month
 * bets are dated in, the app's clock (the replayed month offline). Live they are one month and
 * read as such; in a replay they differ, and each names its clock rather than set two years side
 * by side as if both were "this month" (docs/product.md "Which clock a screen reads").
 */
export function realityCheckHeadings(thisMonth: { timeMonth: string; stakesMonth: string }): {
  time: string;
  stakes: string;
} {
  const time = `Time on Strix in ${formatMonth(thisMonth.timeMonth)}`;
  const stakes = `Stakes logged in ${formatMonth(thisMonth.stakesMonth)}`;
  if (thisMonth.timeMonth === thisMonth.stakesMonth) return { time, stakes };
  return {
    time: `${time} (real time)`,
    stakes: `${stakes} (the replayed month your bets are dated in)`,
  };
}
