/**
 * Where an accelerated clock (development and tests, see docs/operations.md "Playing a live
 * weekend locally") reads at a real instant: the instant it started from plus the real time
 * since it started, times its speed. The server's clock, the web app's status line and the tools
 * that play a weekend against it all read it by this one rule, so they agree on the time.
 */
export function acceleratedClockMs(
  clock: {
    /** The instant the clock started from (ms since the Unix epoch). */
    start: number;
    /** The real instant it started at (ms). */
    realStart: number;
    /** Clock milliseconds per real millisecond. */
    speed: number;
  },
  realNow: number,
): number {
  return clock.start + (realNow - clock.realStart) * clock.speed;
}

/** The same reading from the status's `acceleratedClock` (its instants are ISO strings). */
export function statusClockMs(
  clock: { startedAt: string; realStartedAt: string; speed: number },
  realNow: number,
): number {
  return acceleratedClockMs(
    {
      start: Date.parse(clock.startedAt),
      realStart: Date.parse(clock.realStartedAt),
      speed: clock.speed,
    },
    realNow,
  );
}
