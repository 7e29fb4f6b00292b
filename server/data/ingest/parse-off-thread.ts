import type { Worker } from 'node:worker_threads';
import { startAppWorker } from '../../lib/app-worker.ts';
import { type ParseAnswer, type ParseJob, runParseJob } from './parse-jobs.ts';

/** The worker: dist/server/parse-worker.js, or parse-worker.ts from source. */
const startWorker = (): Worker =>
  startAppWorker(
    { built: 'dist/server/parse-worker.js', source: 'server/data/ingest/parse-worker.ts' },
    PARSING_HEAP,
  );

/**
 * Parsing allocates short-lived strings and rows by the hundred megabytes: a young generation
 * bigger than V8's default collects them less often (docs/performance.md "Start-up load").
 */
const PARSING_HEAP = { maxYoungGenerationSizeMb: 96 };

interface Pending {
  job: ParseJob;
  settle(answer: unknown): void;
  fail(error: Error): void;
}

/**
 * Parses the load's files on a worker thread, so the second core reads and parses while this
 * one inserts (docs/performance.md "Start-up load"). Jobs run one after another in the order
 * asked. A worker that cannot start or dies leaves the jobs it had not answered to this thread,
 * so the load is the same either way; a parser's own error is thrown here as it would be in this
 * thread.
 */
export class OffThread {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #pending = new Map<number, Pending>();
  #failed = false;

  run<J extends ParseJob>(job: J): Promise<ParseAnswer<J>> {
    const id = this.#nextId++;
    const answer = new Promise<ParseAnswer<J>>((settle, fail) => {
      this.#pending.set(id, { job, settle: settle as (answer: unknown) => void, fail });
    });
    const worker = this.#started();
    if (worker) {
      // Held only while it owes an answer, so a load that forgets to close it still exits.
      worker.ref();
      worker.postMessage({ id, job });
    } else this.#inThread();
    return answer;
  }

  /** Stops the worker; jobs it had not answered are dropped (their answers fail). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failed = true;
    for (const pending of this.#pending.values()) pending.fail(new Error('Parsing was stopped.'));
    this.#pending.clear();
    if (worker) await worker.terminate();
  }

  #started(): Worker | undefined {
    if (this.#worker || this.#failed) return this.#worker;
    try {
      const worker = startWorker();
      worker.on(
        'message',
        ({ id, answer, error }: { id: number; answer?: unknown; error?: string }) => {
          const pending = this.#pending.get(id);
          this.#pending.delete(id);
          if (this.#pending.size === 0) worker.unref();
          if (error !== undefined) pending?.fail(new Error(error));
          else pending?.settle(answer);
        },
      );
      const lost = () => {
        if (this.#worker !== worker) return;
        this.#worker = undefined;
        this.#failed = true;
        this.#inThread();
      };
      worker.once('error', lost);
      worker.once('exit', lost);
      this.#worker = worker;
      return worker;
    } catch {
      this.#failed = true;
      return undefined;
    }
  }

  /** Answers every job still pending, here. */
  #inThread() {
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      try {
        pending.settle(runParseJob(pending.job));
      } catch (error) {
        pending.fail(error as Error);
      }
    }
  }
}
