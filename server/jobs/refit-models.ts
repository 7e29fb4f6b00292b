import type { AppContext } from '../app-context.ts';
import { realMsUntilNextStep } from '../lib/clock.ts';
import type { SportsState } from '../sports/state/sports-state.ts';
import { currentAsOf, liveStep, liveStepMs } from '../sports/time/replay-clock.ts';

/**
 * Fits every league before the first question, then, live, refits at each step of the clock.
 * Every instance refits its own models (they live in its memory), so this is not a claimed job
 * like the others in this folder. Nothing runs until `start`: the server calls it once it
 * listens, so the fits (seconds of database reads and CPU) do not hold up the listen
 * (docs/performance.md "Third reading (2026-11-30): what held the starts"). Returns the start
 * and the stop, which waits for the league being fitted so the database is never closed under
 * a fit.
 */
export function scheduleModelRefits(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'log'>,
  state: SportsState,
): { start: () => Promise<void>; stop: () => Promise<void> } {
  const stopFitting = new AbortController();
  let warming: Promise<void> | undefined;
  let refits: ReturnType<typeof refitEachStep> | undefined;
  return {
    /** Begins the warm-up (once); resolves when it has finished, fitted or not. */
    start: () => {
      if (warming || stopFitting.signal.aborted) return warming ?? Promise.resolve();
      // Failures only mean the first question waits for its league's fit.
      warming = (async () => {
        try {
          await state.warm(await currentAsOf(ctx), stopFitting.signal);
        } catch (error) {
          ctx.log.warn({ err: error }, 'warming the prediction models failed');
        }
      })();
      if (ctx.config.live) refits = refitEachStep(ctx, state, stopFitting.signal);
      return warming;
    },
    stop: async () => {
      refits?.stop();
      stopFitting.abort();
      await Promise.all([warming, refits?.settled()]);
    },
  };
}

/**
 * Live, the clock steps every minute and each step refits (about half a second for every
 * league): done as the step begins, so the minute's first question does not wait for it. On an
 * accelerated clock a refit can outlast its step; the next step's is the one that counts.
 */
function refitEachStep(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'log'>,
  state: SportsState,
  signal: AbortSignal,
) {
  let refitting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const step = liveStepMs(ctx.clock);
  const refit = () => {
    if (refitting) return;
    // The clock's own step, not the one answers are made at while it is fitted.
    refitting = state
      .warm(liveStep(ctx.clock), signal)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'refitting for the minute failed'))
      .finally(() => {
        refitting = undefined;
      });
  };
  // Just after each step boundary, when the clock has moved.
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      refit();
      next();
    }, realMsUntilNextStep(ctx.clock, step) + 100);
    timer.unref();
  };
  next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    settled: async () => refitting,
  };
}
