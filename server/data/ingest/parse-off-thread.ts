import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { appPath, RUNNING_FROM_SOURCE } from '../../lib/app-root.ts';
import { type MlbNhlFile, type PreparedLeague, preparedLeague } from './mlb-nhl-parse.ts';

export interface LeagueJob {
  leagueId: 'MLB' | 'NHL';
  files: MlbNhlFile[];
}

/**
 * Built, the worker is dist/server/parse-worker.js. From source it runs through tsx like the
 * load, registered by a two-line bootstrap: on Node 20 a worker's `--import tsx` registers the
 * loader too late for the worker's own entry.
 */
function startWorker(jobs: readonly LeagueJob[]): Worker {
  if (!RUNNING_FROM_SOURCE)
    return new Worker(appPath('dist/server/parse-worker.js'), {
      workerData: { jobs },
      execArgv: ['--enable-source-maps'],
    });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(pathToFileURL(appPath('server/data/ingest/parse-worker.ts')).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`, {
    eval: true,
    workerData: { jobs },
  });
}

/**
 * Parses the leagues' files on another thread, one league after the other, so the second core
 * reads the workbooks and game logs while this one inserts (docs/performance.md "Start-up").
 * One promise per job, in order. A worker that cannot start or dies leaves the jobs it had not
 * answered to this thread, so the load is the same either way; a parser's own error is thrown
 * here as it would be in this thread.
 */
export function prepareLeaguesOffThread(jobs: readonly LeagueJob[]): Promise<PreparedLeague>[] {
  const answers = jobs.map(() => {
    let settle!: (result: PreparedLeague | (() => PreparedLeague)) => void;
    const promise = new Promise<PreparedLeague | (() => PreparedLeague)>((resolve) => {
      settle = resolve;
    });
    return { promise, settle };
  });
  if (jobs.length === 0) return [];
  let answered = 0;
  // Parsed here, on demand: only when the worker could not answer.
  const rest = () => {
    for (; answered < jobs.length; answered++) {
      const job = jobs[answered]!;
      answers[answered]!.settle(() => preparedLeague(job.leagueId, job.files));
    }
  };
  try {
    const worker = startWorker(jobs);
    worker.on('message', (result: PreparedLeague) => answers[answered++]?.settle(result));
    worker.once('error', rest);
    worker.once('exit', rest);
  } catch {
    rest();
  }
  return answers.map(async ({ promise }) => {
    const answer = await promise;
    return typeof answer === 'function' ? answer() : answer;
  });
}
