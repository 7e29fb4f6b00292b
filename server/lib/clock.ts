import { acceleratedClockMs } from '@contract';

/** Injected wherever time decides an outcome (expiries, rate-limit windows) so tests can move it. */
export interface Clock {
  now(): Date;
  /**
   * Clock milliseconds per real millisecond: 1 on the real clock (and on a test's manual clock),
   * more on an accelerated one. Whatever must last a real time (a timer, a lease a dead holder
   * frees) scales by it.
   */
  readonly speed: number;
  /**
   * Set only on an accelerated clock (development and tests, see docs/operations.md "Playing a
   * live weekend locally"): timers scale by `speed`, and the status says it is not real time.
   */
  readonly accelerated?: AcceleratedClockInfo;
}

export interface AcceleratedClockInfo {
  /** Clock milliseconds per real millisecond (600: ten clock minutes a real second). */
  speed: number;
  /** The instant the clock started from (LIVE_CLOCK_START). */
  start: Date;
  /** The real instant it started at (while it waits to start: the real time now). */
  realStart: Date;
}

export const systemClock: Clock = { now: () => new Date(), speed: 1 };

/** A clock tests can move; it starts where the test says (a fixed instant, never today). */
export function manualClock(start: Date): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    speed: 1,
    advance(ms: number) {
      current += ms;
    },
  };
}

export type AcceleratedClock = Clock & {
  readonly accelerated: AcceleratedClockInfo;
  /** False while it waits at `start` for run(). */
  readonly running: boolean;
  /** Starts a waiting clock from `start` as of the real instant `realStart`; once only. */
  run(realStart: Date): void;
};

/**
 * A clock that reads `start` at the real instant `realStart` and then runs `speed` times as fast
 * as real time (contract/clock-reading.ts). Without `realStart` it waits at `start` until run():
 * the app starts it once it is ready to answer, so the time it took to start costs no clock time.
 */
export function acceleratedClock(
  info: { start: Date; speed: number; realStart?: Date },
  realNow: () => number = Date.now,
): AcceleratedClock {
  const start = info.start.getTime();
  const { speed } = info;
  let realStart = info.realStart?.getTime();
  // Waiting, the clock started "just now": it reads `start`, by the same rule.
  const startedAt = () => realStart ?? realNow();
  return {
    now: () => new Date(acceleratedClockMs({ start, realStart: startedAt(), speed }, realNow())),
    speed,
    get accelerated() {
      return { start: new Date(start), speed, realStart: new Date(startedAt()) };
    },
    get running() {
      return realStart !== undefined;
    },
    run(at: Date) {
      realStart ??= at.getTime();
    },
  };
}

/**
 * Real milliseconds until the clock next reaches a whole multiple of `stepMs` (clock time since
 * the Unix epoch): what a timer waiting for the next period or step is set to.
 */
export function realMsUntilNextStep(clock: Clock, stepMs: number): number {
  const clockMs = stepMs - (clock.now().getTime() % stepMs);
  return Math.ceil(clockMs / clock.speed);
}
