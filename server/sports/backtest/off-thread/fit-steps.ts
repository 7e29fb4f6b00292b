import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { type FitAnswer, type FitJob, fitSteps } from './fit-jobs.ts';

/** The longest pause between two paced steps. */
const MAX_PAUSE_MS = 1_000;

/**
 * Runs a job's steps with a pause after each: a turn of the event loop, or when `paced` a pause
 * as long as the step took (at most a second), so a background walk-forward keeps to about half
 * a core and leaves the other to the answers being served (docs/performance.md "Where a
 * request's time goes"). `stopped` is asked between steps: a stopped job ends with an AbortError.
 */
export async function* runSteps(
  job: FitJob,
  options: { paced: boolean; stopped: () => boolean },
): AsyncGenerator<FitAnswer> {
  const steps = fitSteps(job);
  for (;;) {
    const started = performance.now();
    const step = steps.next();
    if (step.done) return;
    if (step.value) yield step.value;
    if (options.paced) await sleep(Math.min(performance.now() - started, MAX_PAUSE_MS));
    else await nextTurn();
    if (options.stopped()) throw new DOMException('The walk-forward was stopped.', 'AbortError');
  }
}

/** What the serving thread sends the fitting thread (fit-worker.ts). */
export type FitMessage =
  | { type: 'job'; id: number; job: FitJob }
  | { type: 'rows'; id: number; field: string; items: unknown[] }
  | { type: 'run'; id: number; paced: boolean }
  | { type: 'stop'; id: number };

/** What the fitting thread answers: an answer, the end of the job, or its error. */
export type FitReply =
  | { id: number; answer: FitAnswer }
  | { id: number; done: true }
  | { id: number; error: string };
