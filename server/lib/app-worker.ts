import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { appPath, RUNNING_FROM_SOURCE } from './app-root.ts';

/**
 * Starts one of the app's worker threads. Built, the worker is its own entry in dist/server
 * (scripts/build-server.mjs). From source it runs through tsx, registered by a one-line
 * bootstrap: on Node 20 a worker's `--import tsx` registers the loader too late for the
 * worker's own entry.
 */
export function startAppWorker(
  entry: { built: string; source: string },
  resourceLimits?: ResourceLimits,
): Worker {
  if (!RUNNING_FROM_SOURCE) {
    return new Worker(appPath(entry.built), {
      execArgv: ['--enable-source-maps'],
      resourceLimits,
    });
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(pathToFileURL(appPath(entry.source)).href);
  return new Worker(
    `import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); });`,
    {
      eval: true,
      resourceLimits,
    },
  );
}
