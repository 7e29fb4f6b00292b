import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { SERVER_ARGS } from '../../scripts/server-command.ts';
import { TEST_AS_OF } from '../../server/config/config.ts';
import { madeOnce } from '../../server/test/made-once.ts';
import { ARTIFACTS_DIR, LOGS_DIR } from './secrets.ts';

/** Data folders a server has started on once, copied for the next (build.ts clears them). */
export const TEMPLATES_DIR = `${ARTIFACTS_DIR}/data-templates`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface RunningApp {
  url: string;
  /** The server's JSON log (its standard output); standard error goes beside it, `.stderr.log`. */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Where a server's log goes: named after the spec that started it and the port, kept for the log
 * scan at the end of the run (log-scan.e2e.ts) and for people reading a failure.
 */
function logFilesFor(port: number) {
  const spec = basename(expect.getState().testPath ?? 'server').replace(/\.e2e\.ts$/, '');
  mkdirSync(LOGS_DIR, { recursive: true });
  const base = join(LOGS_DIR, `${spec}-${port}`);
  return { log: `${base}.log`, stderr: `${base}.stderr.log` };
}

const LEVEL_NAMES: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * The warnings and errors of a server's log, one line each, for the terminal: the log file holds
 * everything at debug level, which would drown the test output.
 */
function warningsIn(logFile: string): string[] {
  const lines: string[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    let entry: { level?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      if (line.trim()) lines.push(`  ${line}`);
      continue;
    }
    if ((entry.level ?? 0) < 40) continue;
    const error = entry.err?.message ? ` (${entry.err.message})` : '';
    lines.push(`  ${LEVEL_NAMES[entry.level!] ?? entry.level} ${entry.msg ?? ''}${error}`);
  }
  return lines;
}

function printWarnings(logFile: string, heading: string) {
  const warnings = warningsIn(logFile);
  if (warnings.length > 0) console.warn(`${heading} (${logFile}):\n${warnings.join('\n')}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server is ready (`GET /ready` 200: database, migrations, the models fitted
 * once), as a load balancer would before sending it traffic; fails naming its log once it exits
 * or 100 s pass. The models are fitted after the server listens, so answering is not enough.
 */
async function untilReady(url: string, child: ChildProcess, logFile: string) {
  // Generous: the first start ingests and fits its models, slow on a busy two-core machine.
  const deadline = Date.now() + 100_000;
  let last = 'not listening';
  for (;;) {
    if (child.exitCode !== null) {
      printWarnings(logFile, `The server at ${url} exited`);
      throw new Error(`server exited with ${child.exitCode}; its log: ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
      last = await response.text();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server was not ready in 100 s (${last}); its log: ${logFile}`);
    await sleep(100);
  }
}

/**
 * A PGlite data folder a server has already made, migrated and loaded `sportsData` into, then
 * left: made by the first spec of the run that needs it (the others wait), copied by every later
 * start. A first start (an empty folder, the migrations, the ingest) costs a spec 2.5–4 s of
 * CPU; it is tested where it is the subject (server/main.test.ts, server/data-folder.test.ts,
 * e2e/first-answers.e2e.ts, the fleet).
 */
async function dataTemplate(sportsData: string): Promise<string> {
  const name = sportsData.replace(/[^a-z0-9]+/gi, '-');
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  return madeOnce(join(TEMPLATES_DIR, name), async (partial) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const logFile = join(TEMPLATES_DIR, `${name}.log`);
    const logFd = openSync(logFile, 'a');
    const child = spawn(process.execPath, SERVER_ARGS, {
      env: serverEnv(port, partial, { SPORTS_DATA_DIR: sportsData }),
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    await untilReady(url, child, logFile);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
}

function serverEnv(port: number, dataDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    // Live specs read no public news feeds: a spec that wants news serves its own feed.
    NEWS_FEEDS: 'off',
    // The browser tests need no sports data; skipping the first-start ingest keeps them quick.
    SPORTS_DATA_DIR: 'off',
    // Everything the app logs, so the log scan sees as much as there is.
    LOG_LEVEL: 'debug',
    // The clock the specs were written against (Wed 15 Jan 2025), pinned so a new product
    // default moves none of them; a spec about the default passes AS_OF itself.
    AS_OF: TEST_AS_OF,
    ...env,
  };
}

/**
 * Starts the production server (dist/server, as `npm start` runs it) on the built app (dist/web),
 * with a throwaway PGlite data folder: a copy of one a server has already started on with the
 * same sports data (dataTemplate), or with `firstStart`, an empty one. The global setup
 * (build.ts) builds both. It logs at debug level, as JSON, to a file of its own (logFile); its
 * warnings and errors are printed when it stops, and its standard error goes both to the
 * terminal and to a file beside the log.
 */
export async function startApp(
  env: NodeJS.ProcessEnv = {},
  options: { firstStart?: boolean } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-e2e-'));
  // A server on PostgreSQL keeps nothing of its database in the folder.
  if (!options.firstStart && !env.DATABASE_URL) {
    cpSync(await dataTemplate(env.SPORTS_DATA_DIR ?? 'off'), dataDir, { recursive: true });
  }
  const files = logFilesFor(port);
  // The file itself as standard output: nothing is lost however the test process fares.
  const logFd = openSync(files.log, 'a');
  const stderrFile = createWriteStream(files.stderr);
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    env: serverEnv(port, dataDir, env),
    stdio: ['ignore', logFd, 'pipe'],
  });
  closeSync(logFd);
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrFile.write(chunk);
  });
  const stderrDone = new Promise((resolve) => child.stderr?.once('close', resolve)).then(
    () => new Promise((resolve) => stderrFile.end(resolve)),
  );

  await untilReady(url, child, files.log);
  return {
    url,
    logFile: files.log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await stderrDone;
      printWarnings(files.log, `The server on port ${port} logged warnings`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
