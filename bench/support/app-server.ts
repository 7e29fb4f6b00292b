import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_ARGS } from '../../scripts/server-command.ts';

/**
 * The built server (dist/server, as `npm start` runs it) in its own process, measured as
 * production runs: answers unchecked (docs/configuration.md), warnings only in the log.
 * BENCH_NODE_FLAGS (space-separated) adds Node flags, to read a runtime setting before adopting it.
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  nodeFlags: string[] = [],
): ChildProcess {
  const trying = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...trying, ...nodeFlags, ...SERVER_ARGS], {
    env: {
      ...process.env,
      ANSWER_CONTRACTS: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitReady(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/interpret?q=Arsenal%20vs%20Chelsea`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/*
 * The value-bet ledger and the record's backtest are computed in the background once per clock
 * day: a reading taken while they run measures them, not the requests.
 */
/** Seconds until the ledger and the record's backtest answer 'ready' (20 minutes at most). */
export async function backgroundDone(base: string): Promise<number> {
  const started = performance.now();
  for (const path of ['/api/record/value-bets', '/api/record/backtest']) {
    while (performance.now() - started < 20 * 60_000) {
      const body = (await (await fetch(`${base}${path}`)).json()) as { status?: string };
      if (body.status !== 'computing') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return (performance.now() - started) / 1000;
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs a person up through the API: their bearer token and id. */
export async function register(base: string) {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bench-password',
      confirmPassword: 'bench-password',
    }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  return (await reg.json()) as { token: string; user: { id: string } };
}

/** The fixtures the bench's questions resolve to, as match page paths. */
export async function matchPaths(base: string, questions: readonly string[]) {
  const ids = new Set<number>();
  for (const query of questions) {
    const r = await fetch(`${base}/api/interpret?q=${encodeURIComponent(query)}`);
    const body = (await r.json()) as { matchId?: number | null };
    if (body.matchId) ids.add(body.matchId);
  }
  return [...ids].map((id) => `/api/match/${id}`);
}
