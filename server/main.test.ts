import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startSourceServer as startServer } from './test/source-server.ts';

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
