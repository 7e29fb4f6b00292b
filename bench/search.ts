// `npm run bench:search`: latency and throughput of POST /api/search and GET /api/match/{id} at
// 50 concurrent clients, on the embedded PGlite and on PostgreSQL (when BENCH_DATABASE_URL or a
// local server is reachable). The server runs in its own process, on the whole mirror, built as
// `npm start` runs it; the figures go in docs/performance.md.
//   npx tsx bench/search.ts [--seconds 15] [--warmup 5] [--connections 50] [--rate 500] [--only pglite|postgres]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { setUserPlan } from '../server/db/queries/usage.ts';
import { QUESTIONS } from './questions.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const SECONDS = Number(arg('seconds', '15'));
const CONNECTIONS = Number(arg('connections', '50'));
const ONLY = arg('only', '');
const RATE = Number(arg('rate', '500'));
const WARMUP_SECONDS = Number(arg('warmup', '5'));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitReady(port: number, child: ReturnType<typeof spawn>) {
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

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function startServer(env: Record<string, string>, port: number) {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      // Measured as production runs: answers unchecked (docs/configuration.md).
      ANSWER_CONTRACTS: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The match reading plays many people, each with their own address (see matchReading).
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * GET /api/match/{id} flat out, for the fixtures the questions resolve to, as a subscriber sees
 * it: the whole page (odds, line history, value bets), after the check of who may see them. The
 * endpoint is limited to 120 a minute per address, so each request comes from one of 20,000
 * addresses (X-Forwarded-For through one trusted hop), as a crowd of people would; every request
 * still pays for its rate-limit count.
 */
async function matchReading(label: string, base: string, authorization: string) {
  const ids = new Set<number>();
  for (const query of QUESTIONS) {
    const r = await fetch(`${base}/api/interpret?q=${encodeURIComponent(query)}`);
    const body = (await r.json()) as { matchId?: number | null };
    if (body.matchId) ids.add(body.matchId);
  }
  const paths = [...ids].map((id) => `/api/match/${id}`);
  const address = () => `10.${Math.floor(Math.random() * 80)}.${Math.floor(Math.random() * 250)}.1`;
  const requests: autocannon.Request[] = paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, authorization, 'x-forwarded-for': address() },
    }),
  }));
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: CONNECTIONS, duration: SECONDS, requests },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${label}, GET /api/match/{id} (${paths.length} fixtures) saturated: ${result['2xx']} answers in ${SECONDS} s — ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ` +
      `${Math.round(result['2xx'] / SECONDS)}/s; not 2xx ${result.non2xx + result.errors}`,
  );
}

async function stopServer(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * A Premium user (unlimited searches, so the figures measure searching, not the limit): signs
 * up through the API, then the plan is set in the database with the server stopped (PGlite is
 * single-process).
 */
async function premiumUser(env: Record<string, string>, port: number) {
  const first = startServer(env, port);
  const started = performance.now();
  try {
    await waitReady(port, first);
    const reg = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: `bench.${Date.now()}@example.com`,
        password: 'bench-password',
        confirmPassword: 'bench-password',
      }),
    });
    const body = (await reg.json()) as { token: string; user: { id: string } };
    return { ...body, firstStartS: (performance.now() - started) / 1000 };
  } finally {
    await stopServer(first);
  }
}

function report(label: string, load: string, ok: number, failed: number, times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${label}, ${load}: ${ok} searches in ${SECONDS} s at ${CONNECTIONS} connections — ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ` +
      `${Math.round(ok / SECONDS)} searches/s; failed ${failed}`,
  );
}

/**
 * An open-loop load: searches arrive independently (exponential gaps, `rate` a second on
 * average) and go out over at most CONNECTIONS keep-alive connections; one that finds them all
 * busy waits for one. Latency counts from the moment the search arrived, waiting included, so a
 * slow server cannot hide its queue by slowing the senders down (autocannon's paced modes fire
 * every client in the same instant each tick and measure those bursts instead).
 */
async function paced(base: string, headers: Record<string, string>, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const send = (query: string, arrived: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        `${base}/api/search`,
        { method: 'POST', agent, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            times.push(performance.now() - arrived);
            if (response.statusCode === 200) ok++;
            else failed++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed++;
        resolve();
      });
      request.end(JSON.stringify({ query }));
    });
  const started = performance.now();
  let next = started;
  let i = 0;
  while (next - started < SECONDS * 1000) {
    const wait = next - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(QUESTIONS[i++ % QUESTIONS.length]!, next));
    next += (-Math.log(1 - Math.random()) * 1000) / rate;
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { ok, failed, times };
}

async function run(label: string, env: Record<string, string>) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const { token, user, firstStartS } = await premiumUser(env, port);
  const database = env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL)
    : await openPglite(join(env.DATA_DIR!, 'pglite'));
  await setUserPlan(database.db, user.id, 'premium', new Date(Date.now() + 30 * 86_400_000));
  // The first start has just written the whole mirror: its checkpoint is taken now rather than
  // spread over the readings, which then measure searching as on a server that has been up.
  await database.db.execute(sql`checkpoint`);
  await database.close();
  const child = startServer(env, port);
  try {
    const started = performance.now();
    await waitReady(port, child);
    const base = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // One pass first: every league model is fitted before timing starts.
    for (const query of QUESTIONS) {
      const r = await fetch(`${base}/api/search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query }),
      });
      if (!r.ok) throw new Error(`${query}: ${r.status} ${await r.text()}`);
    }
    const readyS = (performance.now() - started) / 1000;
    console.log(
      `${label}: first start (incl. ingest) ${firstStartS.toFixed(1)} s; restart until every league is fitted ${readyS.toFixed(1)} s`,
    );
    let peakRss = rssMb(child.pid!);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(child.pid!));
    }, 250);
    const requests = QUESTIONS.map((query) => ({
      method: 'POST' as const,
      path: '/api/search',
      headers,
      body: JSON.stringify({ query }),
    }));
    // A few seconds flat out before timing: V8 optimises the hot paths and every pooled database
    // connection prepares its statements (the first seconds run at half the speed).
    await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        { url: base, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
    // Flat out: 50 clients each sending its next search as soon as the last is answered, so
    // the most searches/s; latency then is mostly queueing.
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: base, connections: CONNECTIONS, duration: SECONDS, requests },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      // Exact percentiles from every response (autocannon's own table skips p95).
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    report(label, 'saturated', result['2xx'], result.non2xx + result.errors, times);
    // At a given load: searches arrive at random (Poisson) at RATE a second, sent over the same
    // 50 connections (see paced).
    const atRate = await paced(base, headers, RATE);
    report(label, `${RATE} searches/s offered`, atRate.ok, atRate.failed, atRate.times);
    await matchReading(label, base, headers.authorization);
    clearInterval(sampler);
    console.log(`${label}: server RSS peak under load ${Math.round(peakRss)} MB`);
  } finally {
    await stopServer(child);
  }
}

await buildServer();
if (ONLY !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'strix-bench-'));
  try {
    await run('PGlite', { DATA_DIR: dir, DATABASE_URL: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (ONLY !== 'pglite') {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const name = `strix_bench_${process.pid}`;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL: skipped (${(error as Error).message})`);
    process.exit(0);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
