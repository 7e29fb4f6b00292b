// Measures `npm start` on a fresh clone: the web build it runs when dist/web is missing, then the
// server until it answers, first on an empty data folder (creates and migrates PGlite) and again
// on the same folder. Prints figures for the README.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/check`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error('server exited during start-up');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function timeWebBuild(outDir: string): Promise<number> {
  const started = performance.now();
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  return performance.now() - started;
}

const dataDir = mkdtempSync(join(tmpdir(), 'strix-bench-'));
try {
  const webBuild = await timeWebBuild(join(dataDir, 'web'));
  const first = await timeStart(join(dataDir, 'data'), 3917);
  const later = await timeStart(join(dataDir, 'data'), 3917);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log('| npm start phase | seconds | budget |');
  console.log('|---|---|---|');
  console.log(`| web build (only when dist/web is missing) | ${s(webBuild)} | |`);
  console.log(
    `| server first start, empty data folder (PGlite created, migrated, mirror ingested) | ${s(first)} | |`,
  );
  console.log(`| first start in all | ${s(webBuild + first)} | 60 |`);
  console.log(`| later start | ${s(later)} | 10 |`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
