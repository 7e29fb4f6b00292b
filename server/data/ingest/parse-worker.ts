// The worker thread that parses the data load's files while the main thread inserts
// (parse-off-thread.ts starts it): each job's answer is posted back with the job's id.
import { parentPort } from 'node:worker_threads';
import { type ParseJob, runParseJob } from './parse-jobs.ts';

parentPort!.on('message', ({ id, job }: { id: number; job: ParseJob }) => {
  try {
    parentPort!.postMessage({ id, answer: runParseJob(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
