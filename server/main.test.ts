import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Strix is serving')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  ready.catch(() => {}); // awaited by the tests that need it; others only watch the exit
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-main-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad variable, naming it', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be an integer');
  }, 60_000);

  it('persists accounts in embedded PGlite across a graceful SIGTERM restart', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SPORTS_DATA_DIR: 'off',
    };
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(env);
    running.push(first.child);
    await first.ready;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pat',
        email: 'pat@example.com',
        password: 'persist me',
        confirmPassword: 'persist me',
      }),
    });
    expect(registered.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('finishing in-flight requests');

    const second = startServer(env);
    running.push(second.child);
    await second.ready;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pat@example.com', password: 'persist me' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
