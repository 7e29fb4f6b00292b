import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bet, BetsResponse } from '@contract';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from './config/config.ts';
import { lockFolder } from './db/folder-lock.ts';
import { freePort, type SourceServer, startSourceServer } from './test/source-server.ts';

/** A script run to its end: exit code and everything it printed. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

/** Every file under `dir` with its size and modification time: what a write would change. */
function folderDigest(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(join(dir, name));
      return stat.isFile() ? `${name} ${stat.size} ${stat.mtimeMs}` : name;
    })
    .sort();
}

describe('one process owns an embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-owner-'));
  const folder = join(dataDir, 'pglite');
  const lockFile = `${folder}.lock`;
  const servers: SourceServer[] = [];
  const env = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    // A slice of real data, loaded on the first start (a few seconds).
    SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
    // The replay clock the moves below start from (the tests' own, not the app's default).
    AS_OF: TEST_AS_OF,
    // The replay grades the bet itself; the scheduled settlement stays out of the way.
    SETTLEMENT_EVERY_SECONDS: '3600',
    LOG_LEVEL: 'info',
  };
  let port = 0;
  const base = () => `http://127.0.0.1:${port}`;
  let running: SourceServer | undefined;
  let account: { token: string; userId: string };

  const serve = async () => {
    const server = startSourceServer({ ...env, PORT: String(port) });
    servers.push(server);
    await server.ready;
    running = server;
    return server;
  };
  const myBets = async (): Promise<Bet[]> => {
    const response = await fetch(`${base()}/api/user/${account.userId}/bets`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as BetsResponse).bets;
  };
  const clockAt = async () =>
    ((await (await fetch(`${base()}/api/status`)).json()) as { asOf: string }).asOf;
  const signIn = async () => {
    const response = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'correct horse' }),
    });
    expect(response.status).toBe(200);
    account.token = ((await response.json()) as { token: string }).token;
  };

  afterAll(() => {
    for (const { child } of servers) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm run replay while the server runs: the server moves its clock, grades, and restarts with every row', async () => {
    port = await freePort();
    await serve();
    const registered = await fetch(`${base()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Olive',
        email: 'owner@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      }),
    });
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    account = { token, userId: user.id };
    const interpreted = await fetch(`${base()}/api/interpret?q=Newcastle%20vs%20Wolves`);
    const { matchId } = (await interpreted.json()) as { matchId: number };
    const recorded = await fetch(`${base()}/api/user/${user.id}/bets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{ matchId, market: '1x2', selection: 'home', price: 1.5, stake: 10 },
        ...{ bookmaker: 'Bet365', source: 'match' },
      }),
    });
    expect(recorded.status).toBe(201);

    const replay = await runScript('scripts/replay.ts', ['--to', '2025-01-16T12:00:00Z'], env);
    expect(replay.output).toContain(`held by the server (pid ${running!.child.pid})`);
    expect(replay.output).toContain('1 recorded bet graded.');
    expect(replay.code).toBe(0);
    // The server moved its own clock: no waiting for a re-read.
    expect(await clockAt()).toBe('2025-01-16T12:00:00.000Z');
    expect(await myBets()).toMatchObject([{ status: 'won', profit: 5 }]);

    running!.child.kill('SIGTERM');
    expect(await running!.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    await serve();
    await signIn();
    expect(await myBets()).toMatchObject([{ status: 'won', profit: 5 }]);
    expect(await clockAt()).toBe('2025-01-16T12:00:00.000Z');
  }, 240_000);

  it('a second server on the folder is refused, naming the first, and exits 1', async () => {
    const first = running!;
    const second = startSourceServer({ ...env, PORT: String(await freePort()) });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${folder} is in use by process ${first.child.pid} (node `,
    );
    expect(second.output()).toContain('server/main.ts)');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
    expect(await clockAt()).toBe('2025-01-16T12:00:00.000Z');
  }, 120_000);

  it('a lock left by a server killed with kill -9 is taken over on the next start', async () => {
    const killed = running!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: killed.child.pid });

    const next = await serve();
    expect(next.output()).toContain(`took over the data folder from process ${killed.child.pid}`);
    await signIn();
    expect(await myBets()).toMatchObject([{ status: 'won', profit: 5 }]);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 180_000);

  it('ingest and replay refused for a folder in use write nothing and name the owner', async () => {
    // This test's process holds the folder, as a server starting up would (no replay route yet).
    const lock = lockFolder(folder);
    try {
      const before = folderDigest(folder);
      for (const [script, args] of [
        ['scripts/ingest.ts', []],
        ['scripts/replay.ts', ['--to', '2025-02-01']],
      ] as const) {
        const refused = await runScript(script, [...args], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`is in use by process ${process.pid} (`);
      }
      expect(folderDigest(folder)).toEqual(before);
    } finally {
      lock.release();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
