import { boundedMemo } from '../../lib/bounded-memo.ts';
import type { OddsKind } from '../ingest/types.ts';
import type { LeagueId } from './leagues.ts';

/**
 * When the mirror's prices were known. The files say only "pre-match" or "closing", so each
 * kind gets the moment its publisher documents (or, where none does, the latest moment the
 * price certainly existed): a replay never shows a price before it could have been seen.
 *
 * - football-data.co.uk pre-match prices: "collected for the weekend fixtures on Friday
 *   afternoons not later than 17:00 British time; midweek fixtures on Tuesdays not later than
 *   15:00". Friday to Monday kick-offs take the Friday before (or of) the match, Tuesday to
 *   Thursday ones that week's Tuesday. A match kicking off before that moment (a Tuesday lunch
 *   time game) takes its kick-off: the price was on the page when the game began.
 * - Closing prices, and the NFL/NBA files' single line: at kick-off.
 * - Opening NFL lines (sportsbookreview archive): 00:00 US Eastern on the Tuesday that opens
 *   the game's NFL week. Books post the next week's openers between Sunday night and Monday,
 *   after the games that shape them; Tuesday is the first moment every one of them was up,
 *   and it never precedes the previous week's Monday night game.
 * - Opening MLB and NHL lines (sportsbookreview workbooks): 22:00 US Eastern on the evening
 *   before the game's (Eastern) date. US books hang the next day's baseball and hockey openers
 *   in the evening, once that day's games have set the probable pitchers and goalies; by 22:00
 *   Eastern every one of them was up, and it is after the previous day's last Eastern first
 *   pitch or puck drop. The archive does not say which book's opener it is, so no earlier moment
 *   can be defended. The pitchers the workbooks list are known with the line (the same moment).
 */
export function mirrorCapturedAt(kind: OddsKind, leagueId: LeagueId, kickoff: Date): Date {
  if (kind !== 'opening') return kickoff;
  const rule = leagueId === 'NFL' ? 'NFL' : leagueId === 'MLB' || leagueId === 'NHL' ? 'US' : 'FD';
  // The load stamps ~200k documents, and kick-offs repeat (a Saturday 15:00 holds dozens of
  // them): three Intl calls each, read once per rule and kick-off instead.
  const at = openings(`${rule}|${kickoff.getTime()}`, () => {
    const moment =
      rule === 'NFL'
        ? localMoment(kickoff, 'America/New_York', (day) => (day + 5) % 7, 0)
        : rule === 'US'
          ? localMoment(kickoff, 'America/New_York', () => 1, 22)
          : footballDataCollection(kickoff);
    return Math.min(moment.getTime(), kickoff.getTime());
  });
  return new Date(at);
}

const openings = boundedMemo<number>();

function footballDataCollection(kickoff: Date): Date {
  const weekday = localParts(kickoff, 'Europe/London').weekday;
  // Tuesday (2) to Thursday (4): that week's Tuesday 15:00; otherwise the last Friday 17:00.
  return weekday >= 2 && weekday <= 4
    ? localMoment(kickoff, 'Europe/London', (day) => day - 2, 15)
    : localMoment(kickoff, 'Europe/London', (day) => (day + 2) % 7, 17);
}

/**
 * The last moment football-data.co.uk collected prices at or before `at`: the most recent
 * Tuesday 15:00 or Friday 17:00 UK time (its two documented collections, see
 * `mirrorCapturedAt`). fixtures.csv's current prices read at `at` were taken then, not when they
 * were read: a file read on Saturday morning holds Friday afternoon's prices.
 */
export function footballDataCollectionAtOrBefore(at: Date): Date {
  const weekday = localParts(at, 'Europe/London').weekday;
  const latest = (collectionDay: number, hour: number) => {
    const daysBack = (weekday - collectionDay + 7) % 7;
    const moment = localMoment(at, 'Europe/London', () => daysBack, hour);
    // Later the same day: the week before's.
    return moment.getTime() <= at.getTime()
      ? moment
      : localMoment(at, 'Europe/London', () => daysBack + 7, hour);
  };
  const tuesday = latest(2, 15);
  const friday = latest(5, 17);
  return tuesday.getTime() > friday.getTime() ? tuesday : friday;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Building a formatter costs far more than using one, and ingest stamps ~100k documents.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, kind: 'day' | 'time') {
  const key = `${zone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'day'
        ? { timeZone: zone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' }
        : {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          },
    );
    formatters.set(key, f);
  }
  return f;
}

function localParts(instant: Date, zone: string) {
  const parts = formatter(zone, 'day').formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    weekday: WEEKDAYS.indexOf(get('weekday')),
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
  };
}

/**
 * `hour`:00 local time, `daysBack(weekday)` days before the kick-off's local date, as an instant
 * (the zone's offset is read for that day, so summer and winter time both come out right).
 */
function localMoment(
  kickoff: Date,
  zone: string,
  daysBack: (weekday: number) => number,
  hour: number,
): Date {
  const local = localParts(kickoff, zone);
  const wallClock = Date.UTC(
    local.year,
    local.month - 1,
    local.day - daysBack(local.weekday),
    hour,
  );
  // The offset at the wall-clock time, read back from the zone; a second pass settles the rare
  // case where the first guess falls on the other side of a clock change.
  let instant = wallClock - offsetMs(new Date(wallClock), zone);
  instant = wallClock - offsetMs(new Date(instant), zone);
  return new Date(instant);
}

function offsetMs(instant: Date, zone: string): number {
  const parts = formatter(zone, 'time').formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}
