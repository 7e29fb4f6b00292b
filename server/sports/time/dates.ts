import type { DateRange } from '@contract';
import { boundedMemo } from '../../lib/bounded-memo.ts';

const DAY = 86_400_000;

// Maps, not object literals: the words come from the question, and 'constructor' must not find
// the one every object inherits.
const WEEKDAYS = new Map<string, number>(
  Object.entries({
    sunday: 0,
    sun: 0,
    monday: 1,
    mon: 1,
    tuesday: 2,
    tue: 2,
    tues: 2,
    wednesday: 3,
    wed: 3,
    thursday: 4,
    thu: 4,
    thur: 4,
    thurs: 4,
    friday: 5,
    fri: 5,
    saturday: 6,
    sat: 6,
  }),
);

const MONTHS = new Map<string, number>(
  Object.entries({
    january: 1,
    jan: 1,
    february: 2,
    feb: 2,
    march: 3,
    mar: 3,
    april: 4,
    apr: 4,
    may: 5,
    june: 6,
    jun: 6,
    july: 7,
    jul: 7,
    august: 8,
    aug: 8,
    september: 9,
    sep: 9,
    sept: 9,
    october: 10,
    oct: 10,
    november: 11,
    nov: 11,
    december: 12,
    dec: 12,
  }),
);

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offsets by zone and second: every refit reads the same kick-offs' local dates again. */
const offsets = boundedMemo<number>();

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return offsets(`${timeZone}|${Math.floor(instant / 1000)}`, () => zoneOffset(instant, timeZone));
}

function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar date of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant local midnight starts `date` (+ `addDays`) in `timeZone`. */
export function localMidnight(date: LocalDate, timeZone: string, addDays = 0): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day + addDays);
  // Two passes settle the offset on either side of a daylight-saving change.
  let guess = naive - offsetAt(naive, timeZone);
  guess = naive - offsetAt(guess, timeZone);
  return new Date(guess);
}

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** The local day holding `instant` in `timeZone`, labelled as the answer names days ('Sat 25 Jan'). */
export function dayOf(instant: Date, timeZone: string): DateRange {
  const date = localDate(instant, timeZone);
  return rangeOf(
    date,
    timeZone,
    0,
    1,
    dayLabel.format(new Date(Date.UTC(date.year, date.month - 1, date.day))),
  );
}

export interface ParsedDate {
  range: DateRange;
  /** Token positions the date words used, so they are not read as team names. */
  consumed: number[];
}

function rangeOf(
  today: LocalDate,
  timeZone: string,
  startDay: number,
  days: number,
  label: string,
): DateRange {
  return {
    from: localMidnight(today, timeZone, startDay).toISOString(),
    to: localMidnight(today, timeZone, startDay + days).toISOString(),
    label,
  };
}

/** Days from `today` to the date `month`/`day`, taking the next such date on or after today. */
function daysUntil(today: LocalDate, month: number, day: number): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const base = Date.UTC(today.year, today.month - 1, today.day);
  let target = Date.UTC(today.year, month - 1, day);
  if (new Date(target).getUTCDate() !== day) return undefined;
  if (target < base) target = Date.UTC(today.year + 1, month - 1, day);
  return Math.round((target - base) / DAY);
}

const ordinal = (token: string) => {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(token);
  return m ? Number(m[1]) : undefined;
};

/**
 * Finds a date expression among normalised tokens: today, tonight, tomorrow, this/next weekend,
 * this/next week, a weekday, '18 jan', 'jan 18th', '18/01', '2025-01-18'. Relative to `now` in
 * `timeZone`; numeric day/month follows `monthFirst` (US style) when the order is ambiguous.
 */
export function parseDate(
  tokens: readonly string[],
  rawText: string,
  now: Date,
  timeZone: string,
  monthFirst: boolean,
): ParsedDate | undefined {
  const today = localDate(now, timeZone);
  const label = (offset: number) =>
    dayLabel.format(new Date(Date.UTC(today.year, today.month - 1, today.day + offset)));

  // Numeric dates are read from the raw text: normalisation turns '18/01' into '18 01'.
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(rawText);
  if (iso) {
    const offset = Math.round(
      (Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) -
        Date.UTC(today.year, today.month - 1, today.day)) /
        DAY,
    );
    return {
      range: rangeOf(today, timeZone, offset, 1, label(offset)),
      consumed: consumedNumbers(tokens, [iso[1]!, iso[2]!, iso[3]!], []),
    };
  }
  // '18/01', '18.01.2025'; not a betting line: 'over 2.5', '-5.5', '+3.5' are goals or points.
  const slash = [
    ...rawText.matchAll(/(?<![\d.+-])(\d{1,2})([/.])(\d{1,2})(?:[/.](\d{2,4}))?(?![\d.])/g),
  ]
    .map((m) => [m[0], m[1], m[3], m[4]] as const)
    .find((m) => !(m[0].includes('.') && m[2] === '5' && m[3] === undefined));
  if (slash) {
    const a = Number(slash[1]);
    const b = Number(slash[2]);
    const [month, day] = a > 12 ? [b, a] : b > 12 ? [a, b] : monthFirst ? [a, b] : [b, a];
    const offset = daysUntil(today, month, day);
    if (offset !== undefined)
      return {
        range: rangeOf(today, timeZone, offset, 1, label(offset)),
        consumed: consumedNumbers(tokens, [slash[1]!, slash[2]!, slash[3] ?? ''], []),
      };
  }

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (
      t === 'today' ||
      t === 'tonight' ||
      t === 'tonite' ||
      (t === 'this' && (next === 'evening' || next === 'afternoon' || next === 'morning'))
    ) {
      return {
        range: rangeOf(
          today,
          timeZone,
          0,
          1,
          t === 'this' ? 'today' : t === 'tonite' ? 'tonight' : t,
        ),
        consumed: t === 'this' ? [i, i + 1] : [i],
      };
    }
    if (t === 'tomorrow' || t === 'tmrw' || t === 'tmr') {
      const consumed = next === 'night' || next === 'evening' ? [i, i + 1] : [i];
      return { range: rangeOf(today, timeZone, 1, 1, 'tomorrow'), consumed };
    }
    if (t === 'weekend') {
      const nextWeek = prev === 'next';
      // Saturday and Sunday; on a weekend day "this weekend" is what is left of it.
      const toSaturday = (6 - today.weekday + 7) % 7;
      let start = today.weekday === 0 ? 0 : toSaturday;
      let days = today.weekday === 0 ? 1 : today.weekday === 6 ? 2 : 2;
      if (today.weekday === 6) start = 0;
      if (nextWeek) {
        start = today.weekday === 0 ? 6 : toSaturday + 7;
        days = 2;
      }
      const consumed = prev === 'this' || prev === 'next' || prev === 'the' ? [i - 1, i] : [i];
      return {
        range: rangeOf(today, timeZone, start, days, nextWeek ? 'next weekend' : 'this weekend'),
        consumed,
      };
    }
    if (t === 'week' && (prev === 'this' || prev === 'next')) {
      const start = prev === 'next' ? 7 - ((today.weekday + 6) % 7) : 0;
      const days = prev === 'next' ? 7 : 7 - ((today.weekday + 6) % 7);
      return {
        range: rangeOf(today, timeZone, start, days, `${prev} week`),
        consumed: [i - 1, i],
      };
    }
    const weekday = WEEKDAYS.get(t);
    if (weekday !== undefined) {
      let offset = (weekday - today.weekday + 7) % 7;
      if (prev === 'next' && offset === 0) offset = 7;
      const consumed = [i];
      if (prev === 'next' || prev === 'this' || prev === 'on') consumed.push(i - 1);
      if (next === 'night' || next === 'evening' || next === 'afternoon') consumed.push(i + 1);
      return { range: rangeOf(today, timeZone, offset, 1, label(offset)), consumed };
    }
    const month = MONTHS.get(t);
    if (month !== undefined) {
      // 'jan 18' or '18 jan'
      const after = next !== undefined ? ordinal(next) : undefined;
      const before = prev !== undefined ? ordinal(prev) : undefined;
      const day = after ?? before;
      if (day !== undefined && (t !== 'may' || after !== undefined || before !== undefined)) {
        const offset = daysUntil(today, month, day);
        if (offset !== undefined)
          return {
            range: rangeOf(today, timeZone, offset, 1, label(offset)),
            consumed: after !== undefined ? [i, i + 1] : [i - 1, i],
          };
      }
    }
  }
  return undefined;
}

function consumedNumbers(tokens: readonly string[], parts: string[], extra: number[]): number[] {
  const wanted = new Set(parts.filter(Boolean).map((p) => String(Number(p))));
  const out = new Set(extra);
  tokens.forEach((token, i) => {
    if (/^\d+$/.test(token) && wanted.has(String(Number(token)))) out.add(i);
  });
  return [...out];
}
