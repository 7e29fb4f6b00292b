import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import { type AcceleratedClockInfo, acceleratedClock, type Clock } from '../../lib/clock.ts';

const STATE_KEY = 'live_clock';

interface StoredClock {
  start: string;
  speed: number;
  realStart: string;
}

type ClockSettings = NonNullable<NonNullable<Config['live']>['clock']>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The providers' own hosts: an accelerated clock against them spends real credits at its pace. */
const REAL_PROVIDER_HOSTS = [
  'api.the-odds-api.com',
  'www.football-data.co.uk',
  'football-data.co.uk',
  'raw.githubusercontent.com',
];

/**
 * The accelerated clock LIVE_CLOCK_START and LIVE_CLOCK_SPEED ask for. The real instant it
 * started is stored in the database, so every instance on it reads the same time and a restart
 * carries on instead of going back to the start: going back would find every job period up to
 * where the clock had got already claimed, and nothing would run until it got there again. New
 * settings start the clock again from LIVE_CLOCK_START.
 */
export async function openAcceleratedClock(
  db: Db,
  settings: ClockSettings,
  live: Pick<NonNullable<Config['live']>, 'footballDataUrl' | 'nflverseGamesUrl' | 'oddsApi'>,
  log: Log,
  realNow: () => number = Date.now,
): Promise<Clock & { accelerated: AcceleratedClockInfo }> {
  const wanted: StoredClock = {
    start: settings.start.toISOString(),
    speed: settings.speed,
    realStart: new Date(realNow()).toISOString(),
  };
  let stored = await claimAppState<StoredClock>(db, STATE_KEY, wanted);
  const same = stored.start === wanted.start && stored.speed === wanted.speed;
  if (!same) {
    log.warn(
      { was: stored, now: wanted },
      'LIVE_CLOCK_START or LIVE_CLOCK_SPEED changed: the clock starts again from LIVE_CLOCK_START; what was stored at later times stays (use a fresh DATA_DIR to play a weekend again)',
    );
    await writeAppState(db, STATE_KEY, wanted);
    stored = wanted;
  }
  const clock = acceleratedClock(
    {
      start: new Date(stored.start),
      speed: stored.speed,
      realStart: new Date(stored.realStart),
    },
    realNow,
  );
  log.info(
    { clock: { ...stored, reads: clock.now().toISOString() } },
    `the clock is accelerated: ${describeAcceleratedClock(clock.accelerated)}`,
  );
  const urls = [live.footballDataUrl, live.nflverseGamesUrl, live.oddsApi?.baseUrl];
  const real = urls.filter((url) => url && REAL_PROVIDER_HOSTS.includes(new URL(url).host));
  if (real.length > 0) {
    log.warn(
      { providers: real },
      'the accelerated clock polls real providers: they serve today, not the clock, and polls spend credits as fast as the clock runs',
    );
  }
  return clock;
}

/** The sentence the status carries, so nobody takes the clock for real time. */
export function describeAcceleratedClock(info: AcceleratedClockInfo): string {
  const speed = Number.isInteger(info.speed) ? String(info.speed) : info.speed.toFixed(2);
  return `not real time: the clock started at ${info.start.toISOString()} and runs ${speed}× real time (since ${info.realStart.toISOString()}).`;
}
