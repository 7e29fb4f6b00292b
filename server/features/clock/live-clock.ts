import { type Config, isProviderHost, PROVIDER_URLS } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { claimAppState, readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import {
  type AcceleratedClock,
  type AcceleratedClockInfo,
  acceleratedClock,
} from '../../lib/clock.ts';

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

/** An accelerated clock as the app opens it, waiting at its start until start() is called. */
export interface OpenedClock {
  clock: AcceleratedClock;
  /**
   * Starts the clock running (once the app is ready to answer) unless it runs already, and
   * stores the real instant it started at for every instance and restart.
   */
  start(): Promise<void>;
}

/**
 * The accelerated clock LIVE_CLOCK_START and LIVE_CLOCK_SPEED ask for. The real instant it
 * started is stored in the database, so every instance on it reads the same time and a restart
 * carries on instead of going back to the start: going back would find every job period up to
 * where the clock had got already claimed, and nothing would run until it got there again. New
 * settings start the clock again from LIVE_CLOCK_START.
 *
 * A clock that has not started yet waits at LIVE_CLOCK_START until start(): starting the app
 * (loading data, fitting models) takes real seconds, minutes of clock time at ×600, and a
 * weekend played against it would otherwise begin before anyone could watch.
 */
export async function openAcceleratedClock(
  db: Db,
  settings: ClockSettings,
  live: Pick<NonNullable<Config['live']>, 'footballDataUrl' | 'nflverseGamesUrl' | 'oddsApi'>,
  log: Log,
  realNow: () => number = Date.now,
): Promise<OpenedClock> {
  const wanted = { start: settings.start.toISOString(), speed: settings.speed };
  const sameAs = (stored: StoredClock | undefined): stored is StoredClock =>
    stored?.start === wanted.start && stored.speed === wanted.speed;
  const stored = await readAppState<StoredClock>(db, STATE_KEY);
  if (stored && !sameAs(stored)) {
    log.warn(
      { was: stored, now: wanted },
      'LIVE_CLOCK_START or LIVE_CLOCK_SPEED changed: the clock starts again from LIVE_CLOCK_START; what was stored at later times stays (use a fresh DATA_DIR to play a weekend again)',
    );
  }
  const clock = acceleratedClock(
    {
      start: settings.start,
      speed: settings.speed,
      realStart: sameAs(stored) ? new Date(stored.realStart) : undefined,
    },
    realNow,
  );
  const running = () =>
    log.info(
      { clock: { ...clock.accelerated, reads: clock.now().toISOString() } },
      `the clock is accelerated: ${describeAcceleratedClock(clock.accelerated)}`,
    );
  if (clock.running) running();
  warnOfRealProviders(live, log);
  return {
    clock,
    async start() {
      if (clock.running) return;
      const mine: StoredClock = { ...wanted, realStart: new Date(realNow()).toISOString() };
      // Another instance may have started it first: every instance runs from the first start.
      let claimed = await claimAppState<StoredClock>(db, STATE_KEY, mine);
      if (!sameAs(claimed)) {
        await writeAppState(db, STATE_KEY, mine);
        claimed = mine;
      }
      clock.run(new Date(claimed.realStart));
      running();
    },
  };
}

function warnOfRealProviders(
  live: Pick<NonNullable<Config['live']>, 'footballDataUrl' | 'nflverseGamesUrl' | 'oddsApi'>,
  log: Log,
) {
  // Config refuses the real Odds API with a key unless LIVE_CLOCK_REAL_PROVIDERS=allow; the free
  // files cost nothing, but they serve today.
  const polled: [url: string | undefined, provider: string][] = [
    [live.oddsApi?.baseUrl, PROVIDER_URLS.oddsApi],
    [live.footballDataUrl, PROVIDER_URLS.footballData],
    [live.nflverseGamesUrl, PROVIDER_URLS.nflverseGames],
  ];
  const real = polled.flatMap(([url, provider]) => (isProviderHost(url, provider) ? [url] : []));
  if (real.length > 0) {
    log.warn(
      { providers: real },
      'the accelerated clock polls real providers: they serve today, not the clock, and polls spend credits as fast as the clock runs',
    );
  }
}

/** The sentence the status carries, so nobody takes the clock for real time. */
export function describeAcceleratedClock(info: AcceleratedClockInfo): string {
  const speed = Number.isInteger(info.speed) ? String(info.speed) : info.speed.toFixed(2);
  return `not real time: the clock started at ${info.start.toISOString()} and runs ${speed}× real time (since ${info.realStart.toISOString()}).`;
}
