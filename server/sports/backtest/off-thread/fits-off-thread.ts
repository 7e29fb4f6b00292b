import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startAppWorker } from '../../../lib/app-worker.ts';
import { FIT_JOB_ROWS, type FitAnswer, type FitJob } from './fit-jobs.ts';
import { type FitMessage, type FitReply, runSteps } from './fit-steps.ts';

/**
 * Rows per message to the fitting thread: each message is copied on this thread, and MLB's games,
 * starters and closing prices at once took 320 ms; 5,000 rows take at most ~21 ms
 * (docs/performance.md "Searches while the background computes").
 */
const SLICE_ROWS = 5_000;
/** Ends of the fitting thread after which its jobs stay on the serving thread. */
const MAX_LOSSES = 3;
/** An idle fitting thread is stopped after this long, giving its heap back. */
const IDLE_MS = 2_000;

export interface FitOptions {
  /** Pace the steps to about half a core (fit-steps.ts). */
  paced?: boolean;
  signal?: AbortSignal;
}

interface Pending {
  answers: FitAnswer[];
  done: boolean;
  error?: Error;
  /** The thread ended before the job did. */
  lost: boolean;
  wake?: () => void;
}

/**
 * The walk-forwards' fitting thread. A background computation's fits (tens of milliseconds to a
 * second each, hundreds of them) ran on the serving thread between requests, each one holding
 * every answer behind it; here they run on a worker thread, and this thread only sends the rows
 * (a slice a turn) and receives the answers. A worker that cannot start leaves every job to this
 * thread; one that ends leaves the jobs it owed (and, the third time, every later one), with the
 * answers the same either way.
 */
class FitThread {
  #worker: Worker | undefined;
  #failed = false;
  #losses = 0;
  #nextId = 0;
  readonly #pending = new Map<number, Pending>();
  #idle: NodeJS.Timeout | undefined;

  async *run(job: FitJob, options: FitOptions = {}): AsyncGenerator<FitAnswer> {
    const paced = options.paced ?? false;
    const worker = this.#started();
    if (!worker) {
      yield* fitInThread(job, options);
      return;
    }
    const id = this.#nextId++;
    const pending: Pending = { answers: [], done: false, lost: false };
    this.#pending.set(id, pending);
    clearTimeout(this.#idle);
    worker.ref();
    const wake = () => pending.wake?.();
    options.signal?.addEventListener('abort', wake);
    let answered = 0;
    try {
      try {
        await this.#send(worker, id, job, options.signal);
        worker.postMessage({ type: 'run', id, paced } satisfies FitMessage);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // A row the thread cannot be sent (it would not clone): this job is fitted here.
        pending.lost = true;
      }
      for (;;) {
        options.signal?.throwIfAborted();
        const answer = pending.answers.shift();
        if (answer) {
          answered++;
          yield answer;
        } else if (pending.error) throw pending.error;
        else if (pending.done) return;
        else if (pending.lost) {
          yield* fitInThread(rest(job, answered), options);
          return;
        } else await new Promise<void>((resolve) => (pending.wake = resolve));
      }
    } finally {
      options.signal?.removeEventListener('abort', wake);
      this.#pending.delete(id);
      if (!pending.done && !pending.lost && this.#worker === worker) {
        worker.postMessage({ type: 'stop', id } satisfies FitMessage);
      }
      this.#whenIdle(worker);
    }
  }

  /** The job without its rows, then its rows a slice at a time, a turn of the loop apart. */
  async #send(worker: Worker, id: number, job: FitJob, signal?: AbortSignal) {
    const fields: readonly string[] = FIT_JOB_ROWS[job.kind];
    const header = { ...job, ...Object.fromEntries(fields.map((field) => [field, []])) };
    worker.postMessage({ type: 'job', id, job: header } satisfies FitMessage);
    for (const field of fields) {
      const rows = (job as unknown as Record<string, unknown[]>)[field]!;
      for (let from = 0; from < rows.length; from += SLICE_ROWS) {
        await nextTurn();
        signal?.throwIfAborted();
        const items = rows.slice(from, from + SLICE_ROWS);
        worker.postMessage({ type: 'rows', id, field, items } satisfies FitMessage);
      }
    }
  }

  #started(): Worker | undefined {
    if (this.#worker || this.#failed) return this.#worker;
    try {
      const worker = startAppWorker({
        built: 'dist/server/fit-worker.js',
        source: 'server/sports/backtest/off-thread/fit-worker.ts',
      });
      worker.on('message', (reply: FitReply) => {
        const pending = this.#pending.get(reply.id);
        if (!pending) return;
        if ('answer' in reply) pending.answers.push(reply.answer);
        else if ('done' in reply) pending.done = true;
        else pending.error = new Error(reply.error);
        pending.wake?.();
      });
      const lost = () => {
        if (this.#worker !== worker) return;
        this.#worker = undefined;
        // A thread that keeps ending (out of memory, say) is not started again.
        this.#failed = ++this.#losses >= MAX_LOSSES;
        // Its jobs finish here; they no longer hold the next thread up (#whenIdle).
        for (const pending of this.#pending.values()) {
          pending.lost = true;
          pending.wake?.();
        }
        this.#pending.clear();
      };
      worker.once('error', lost);
      worker.once('exit', lost);
      // An answer that could not be read: the thread is ended, and its jobs finish here.
      worker.on('messageerror', () => void worker.terminate());
      worker.unref();
      this.#worker = worker;
      return worker;
    } catch {
      this.#failed = true;
      return undefined;
    }
  }

  /** Whether a fitting thread is up (tests: the answers came from it). */
  get started(): boolean {
    return this.#worker !== undefined;
  }

  /** Ends the fitting thread as a crash would (tests: the jobs it owed are answered here). */
  async lose(): Promise<void> {
    await this.#worker?.terminate();
  }

  /** Held only while it owes answers (a process that is done still exits); stopped when idle. */
  #whenIdle(worker: Worker) {
    if (this.#pending.size > 0 || this.#worker !== worker) return;
    worker.unref();
    this.#idle = setTimeout(() => {
      if (this.#pending.size > 0 || this.#worker !== worker) return;
      this.#worker = undefined;
      void worker.terminate();
    }, IDLE_MS);
    this.#idle.unref();
  }
}

/**
 * What is left of a job after `answered` answers: the weeks not yet answered (a week's forecast
 * reads only the rows, never an earlier week's answer); soccer answers once, at its end.
 */
function rest(job: FitJob, answered: number): FitJob {
  return job.kind === 'soccer' ? job : ({ ...job, weeks: job.weeks.slice(answered) } as FitJob);
}

const thread = new FitThread();

/**
 * Runs a walk-forward's fits on the fitting thread, yielding each step's answer in order
 * (fit-jobs.ts). A stopped `signal` ends it with an AbortError at once.
 */
export const fitOffThread = (job: FitJob, options: FitOptions = {}): AsyncGenerator<FitAnswer> =>
  thread.run(job, options);

/**
 * A week-by-week job's forecasts, every week's together by game id (fit-jobs.ts `FitAnswer`), once
 * the last week is answered.
 */
export async function weekForecasts(
  job: Extract<FitJob, { kind: 'moneyline' | 'us' }>,
  options: FitOptions = {},
): Promise<Map<string, number[]>> {
  const forecasts = new Map<string, number[]>();
  for await (const answer of fitOffThread(job, options)) {
    if (answer.kind !== 'week') continue;
    for (const [id, forecast] of Object.entries(answer.forecasts)) forecasts.set(id, forecast);
  }
  return forecasts;
}

/** The fitting thread's state and a way to end it, for tests. */
export const fitThreadForTests = {
  started: () => thread.started,
  lose: () => thread.lose(),
};

/** The same job on this thread, a turn of the loop (or a paced pause) between steps. */
export const fitInThread = (job: FitJob, options: FitOptions = {}): AsyncGenerator<FitAnswer> =>
  runSteps(job, {
    paced: options.paced ?? false,
    stopped: () => options.signal?.aborted ?? false,
  });
