// Measures how long `npm start`'s server takes to accept requests: first start on an empty data
// folder (creates and migrates PGlite) and a later start on the same folder. Prints figures.
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

const dataDir = mkdtempSync(join(tmpdir(), 'strix-bench-'));
try {
  const first = await timeStart(dataDir, 3917);
  const later = await timeStart(dataDir, 3917);
  console.log('| start-up (server accepting requests, PGlite) | ms |');
  console.log('|---|---|');
  console.log(`| first start, empty data folder | ${first.toFixed(0)} |`);
  console.log(`| later start | ${later.toFixed(0)} |`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
