// The fitting thread (fits-off-thread.ts starts it): receives a walk-forward's job with its rows a
// slice at a time, then runs it a step at a time, posting each answer with the job's id.
import { parentPort } from 'node:worker_threads';
import type { FitJob } from './fit-jobs.ts';
import { type FitMessage, runSteps } from './fit-steps.ts';

const jobs = new Map<number, { job: FitJob; stopped: boolean; running: boolean }>();

parentPort!.on('message', (message: FitMessage) => {
  if (message.type === 'job') {
    jobs.set(message.id, { job: message.job, stopped: false, running: false });
  } else if (message.type === 'rows') {
    const entry = jobs.get(message.id);
    if (entry)
      (entry.job as unknown as Record<string, unknown[]>)[message.field]!.push(...message.items);
  } else if (message.type === 'stop') {
    const entry = jobs.get(message.id);
    if (entry) entry.stopped = true;
    // Stopped while its rows were still coming: it never runs, and its rows go now.
    if (entry && !entry.running) jobs.delete(message.id);
  } else {
    void run(message.id, message.paced);
  }
});

async function run(id: number, paced: boolean) {
  const entry = jobs.get(id);
  if (!entry) return;
  entry.running = true;
  try {
    for await (const answer of runSteps(entry.job, { paced, stopped: () => entry.stopped })) {
      parentPort!.postMessage({ id, answer });
    }
    parentPort!.postMessage({ id, done: true });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  } finally {
    jobs.delete(id);
  }
}
