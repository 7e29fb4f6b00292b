// Measures `npm start` as it runs on a fresh clone and afterwards: the builds it runs when dist/ is
// missing (the web app, timed into a scratch folder; the server, into dist/server as npm start
// would), then `npm start` itself until the server answers and until it is ready (its models
// fitted, which begins once it listens), first on an empty data folder
// (creates and migrates PGlite, loads the mirror) and again on the same folder. Each start is
// stopped with SIGTERM to npm, as a process manager would. Prints figures for docs/performance.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildServer } from '../scripts/build-server.mjs';

/**
 * What a start took: until the server answered, until it was ready (`GET /ready`: the models
 * fitted, which happens after it listens), and the data load's own report of its time.
 */
interface StartTiming {
  ms: number;
  readyMs: number;
  /** The load's seconds as its report line says ('Ingest done in 31.2 s'), when it ran. */
  ingestSeconds?: number;
}

async function timeNpmStart(dataDir: string, port: number): Promise<StartTiming> {
  const started = performance.now();
  // As on a fresh clone: no NODE_ENV (the web build above set it to production in this process,
  // and production refuses to start without its settings).
  const { NODE_ENV: _building, ...outside } = process.env;
  const npm = spawn('npm', ['start'], {
    env: {
      ...outside,
      // Measured as production runs: answers unchecked (docs/configuration.md).
      ANSWER_CONTRACTS: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Info, for the load's report line; the rest of the log is read and dropped.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let ingestSeconds: number | undefined;
  createInterface({ input: npm.stdout! }).on('line', (line) => {
    const done = /Ingest done in ([\d.]+) s/.exec(line);
    if (done) ingestSeconds = Number(done[1]);
  });
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  try {
    const until = async (path: string) => {
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          if (response.ok) return performance.now() - started;
        } catch {
          // not listening yet
        }
        if (npm.exitCode !== null) throw new Error('npm start exited during start-up');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const ms = await until('/api/auth/check');
    return { ms, readyMs: await until('/ready'), ingestSeconds };
  } finally {
    npm.kill('SIGTERM');
    await exited;
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const scratch = mkdtempSync(join(tmpdir(), 'strix-bench-'));
try {
  const loadBefore = load();
  const webBuild = await timed(async () => {
    const { build } = await import('vite');
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      build: { outDir: join(scratch, 'web'), emptyOutDir: true },
    });
  });
  const serverBuild = await timed(buildServer);
  const first = await timeNpmStart(join(scratch, 'data'), 3917);
  const later = await timeNpmStart(join(scratch, 'data'), 3917);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log('| npm start phase | seconds | budget |');
  console.log('|---|---|---|');
  console.log(`| web build (only when dist/web is missing or stale) | ${s(webBuild)} | |`);
  console.log(`| server build (only when dist/server is missing or stale) | ${s(serverBuild)} | |`);
  console.log(
    `| first start: PGlite created, migrated, the whole mirror ingested | ${s(first.ms)} | |`,
  );
  if (first.ingestSeconds !== undefined) {
    console.log(`| … of which the data load (its own report) | ${first.ingestSeconds} | |`);
  }
  console.log(`| first start in all | ${s(webBuild + serverBuild + first.ms)} | ≤ 60 |`);
  console.log(
    `| … ready (/ready: the models fitted) | ${s(webBuild + serverBuild + first.readyMs)} | |`,
  );
  console.log(`| later start | ${s(later.ms)} | ≤ 10 |`);
  console.log(`| … ready (/ready: the models fitted) | ${s(later.readyMs)} | |`);
  console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
