import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ARGS } from '../scripts/server-command.ts';
import { APP_ROOT } from './lib/app-root.ts';
import { descendants, isRunning, type ProcessInfo } from './test/process-tree.ts';

/** What `npm start` ends in (package.json), once the build is in place. */
/** main.ts's SHUTDOWN_GRACE_MS: stopping must end before it. */
const GRACE_MS = 8_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, {
    cwd: APP_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

async function waitUntilAnswering(port: number, started: Started) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/auth/check`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not answering after 45 s:\n${started.output()}`);
    await sleep(100);
  }
}

interface Answer {
  status: number;
  connection: string | undefined;
}

/** Reads the whole answer; a dropped connection rejects with its code (ECONNRESET, …). */
function send(
  agent: http.Agent,
  port: number,
  options: http.RequestOptions,
  body?: (request: http.ClientRequest) => void,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, agent, ...options }, (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
    if (body) body(request);
    else request.end();
  });
}

describe('the production server process', () => {
  // Shared: the second start finds the database made by the first, as a restart would.
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-process-'));
  const started: Started[] = [];
  const seen: ProcessInfo[] = [];
  const envFor = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SPORTS_DATA_DIR: 'off',
    LOG_LEVEL: 'info',
  });

  // Built once here, so each start below only checks file times, as a later `npm start` does.
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/ensure-build.mjs'], { cwd: APP_ROOT });
  }, 120_000);

  afterAll(() => {
    for (const { pid } of seen) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    for (const { child } of started) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm start ends in the compiled server as its child; SIGTERM to npm stops all of it', async () => {
    const port = await freePort();
    const npm = start('npm', ['start'], envFor(port));
    started.push(npm);
    await waitUntilAnswering(port, npm);

    const tree = descendants(npm.child.pid!);
    seen.push(...tree);
    // Exactly one process below npm: the server itself (no shell, no TypeScript loader between),
    // so the signal npm forwards reaches it.
    expect(tree.map(({ ppid, commandLine }) => ({ ppid, commandLine }))).toEqual([
      {
        ppid: npm.child.pid,
        commandLine: expect.stringMatching(new RegExp(`^\\S*node ${SERVER_ARGS.join(' ')}$`)),
      },
    ]);

    npm.child.kill('SIGTERM');
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    expect(tree.filter(({ pid }) => isRunning(pid))).toEqual([]);
    expect(npm.output()).toContain('"msg":"stopped"');
  }, 60_000);

  it('on SIGTERM answers every request on a keep-alive connection, then exits 0 in time', async () => {
    const port = await freePort();
    const server = start(process.execPath, SERVER_ARGS, envFor(port));
    started.push(server);
    await waitUntilAnswering(port, server);
    const agents = Array.from({ length: 17 }, () => new http.Agent({ keepAlive: true }));
    try {
      // A sign-up whose body is still arriving when the signal comes: accepted, not answered.
      const body = JSON.stringify({
        name: 'Late Lee',
        email: 'late@example.com',
        password: 'in flight',
        confirmPassword: 'in flight',
      });
      let sendRest!: () => void;
      const signUp = send(
        agents[0]!,
        port,
        {
          method: 'POST',
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (request) => {
          request.write(body.slice(0, 20));
          sendRest = () => request.end(body.slice(20));
        },
      );
      // Clients that send their next request as soon as the last is answered, each on its own
      // connection, until the server tells them to go (a 503, or an answer saying close).
      const untilToldToGo = async (agent: http.Agent) => {
        const statuses: number[] = [];
        for (;;) {
          const answer = await send(agent, port, { path: '/api/status' });
          statuses.push(answer.status);
          if (answer.status === 503 || answer.connection === 'close') return statuses;
        }
      };
      const clients = agents.slice(1).map(untilToldToGo);
      await sleep(500);

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(300);
      sendRest();

      const outcomes = await Promise.allSettled(clients);
      const dropped = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String(outcome.reason)] : [],
      );
      expect(dropped).toEqual([]);
      const statuses = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : [],
      );
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(await signUp).toEqual({ status: 200, connection: 'close' });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
      // Nothing failed inside either: the database stayed open until the last answer.
      expect(server.output()).not.toContain('"level":50');
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      for (const agent of agents) agent.destroy();
    }
  }, 60_000);
});
