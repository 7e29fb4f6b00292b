/**
 * Work that waits for the browser to be idle, one job per idle moment, in the order it was
 * queued. The parts of a page below the fold mount through it (components/layout/deferred.tsx):
 * mounted together they were one task of a few hundred milliseconds on a slow phone (layout
 * included), during which a tap waits; one at a time, each is a short task with the browser free
 * to answer in between, and a later job waits until the one before it has rendered (a pending
 * render is work, so the browser is not idle).
 */

/** Calls `run` once the browser is idle; returns a cancel. */
export type IdleScheduler = (run: () => void) => () => void;

/**
 * requestIdleCallback where there is one (not in Safari): a timeout so a page that is never idle
 * still shows its parts, and a short timer elsewhere.
 */
export const browserIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
};

export interface IdleQueue {
  /** Queues `job`; the returned function takes it out if it has not run. */
  add(job: () => void): () => void;
}

export function createIdleQueue(schedule: IdleScheduler): IdleQueue {
  const jobs: (() => void)[] = [];
  let cancel: (() => void) | null = null;

  const runNext = () => {
    cancel = null;
    const job = jobs.shift();
    try {
      job?.();
    } finally {
      if (jobs.length > 0) cancel ??= schedule(runNext);
    }
  };

  return {
    add(job) {
      jobs.push(job);
      cancel ??= schedule(runNext);
      return () => {
        const at = jobs.indexOf(job);
        if (at >= 0) jobs.splice(at, 1);
        if (jobs.length === 0 && cancel) {
          cancel();
          cancel = null;
        }
      };
    },
  };
}

let shared: IdleQueue | null = null;

/** The page's one queue, so parts from different components still mount one at a time. */
export function idleQueue(): IdleQueue {
  shared ??= createIdleQueue(browserIdle);
  return shared;
}
