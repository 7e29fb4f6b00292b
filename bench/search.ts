// `npm run bench:search`: latency and throughput of POST /api/search and GET /api/match/{id} at
// 50 concurrent clients, on the embedded PGlite and on PostgreSQL (when BENCH_DATABASE_URL or a
// local server is reachable). The server runs in its own process, on the whole mirror, built as
// `npm start` runs it; the figures go in docs/performance.md. Each reading also prints the CPU a
// request costs in the server and in PostgreSQL (PostgreSQL's share only when the server is the
// machine's own), and the ratio to a Fastify hello-world loaded the same way in the same run: the
// machine-independent figures (docs/performance.md "Where a request's time goes").
//   npx tsx bench/search.ts [--seconds 15] [--warmup 5] [--connections 50] [--rate 500] [--only pglite|postgres]

import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort } from '../e2e/support/fleet.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { setUserPlan } from '../server/db/queries/usage.ts';
import { QUESTIONS } from './questions.ts';
import {
  backgroundDone,
  matchPaths,
  register,
  startServer,
  stopServer,
  waitReady,
} from './support/app-server.ts';
import { clusterCpuSeconds, cpuSeconds, rootsNamed, rssMb } from './support/cpu.ts';
import { startFloorServer } from './support/floor-server.ts';
import { helloWorldPerS } from './support/hello-world.ts';
import { describeLoad, saturate } from './support/load.ts';
import { askEveryQuestion, crowdRequests, searchRequests } from './support/requests.ts';

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
/** PostgreSQL's CPU is read from this machine's postgres processes, when the server is local. */
const LOCAL_POSTGRES = /@(127\.0\.0\.1|localhost)[:/]/.test(ADMIN_URL);

let helloWorld = 0;

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
    const registered = await register(`http://127.0.0.1:${port}`);
    return { ...registered, firstStartS: (performance.now() - started) / 1000 };
  } finally {
    await stopServer(first);
  }
}

/**
 * Starts counting the CPU the server (and PostgreSQL, when local) spends; the returned function
 * says it per request for the `requests` answered since.
 */
function cpuMeter(serverPid: number, postgres: boolean) {
  const pgCpu = () => clusterCpuSeconds(postgres && LOCAL_POSTGRES ? rootsNamed('postgres') : []);
  const before = { app: cpuSeconds(serverPid), pg: pgCpu() };
  return (requests: number) => {
    const perRequest = (s: number) => ((s * 1000) / Math.max(1, requests)).toFixed(3);
    return `CPU per request: app ${perRequest(cpuSeconds(serverPid) - before.app)} ms${
      postgres && LOCAL_POSTGRES ? `, PostgreSQL ${perRequest(pgCpu() - before.pg)} ms` : ''
    }`;
  };
}

/** A saturated reading with the CPU it cost per request, in the server and in PostgreSQL. */
async function saturatedReading(
  label: string,
  base: string,
  serverPid: number,
  requests: autocannon.Request[],
  postgres: boolean,
) {
  await saturate(base, requests, WARMUP_SECONDS, CONNECTIONS);
  const cpu = cpuMeter(serverPid, postgres);
  const load = await saturate(base, requests, SECONDS, CONNECTIONS);
  console.log(
    `${label} saturated: ${describeLoad(load)}; ${((100 * load.perS) / helloWorld).toFixed(1)}% of hello-world; ${cpu(load.ok)}`,
  );
  return load;
}

function report(
  label: string,
  load: string,
  { ok, failed, times }: { ok: number; failed: number; times: number[] },
  cpu: string,
) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${label}, ${load}: ${ok} searches in ${SECONDS} s at ${CONNECTIONS} connections — ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ` +
      `${Math.round(ok / SECONDS)} searches/s; failed ${failed}; ${cpu}`,
  );
}

/** Seconds from now until GET /ready answers 200 (every league fitted by the warm-up). */
async function whenReady(base: string): Promise<number> {
  const started = performance.now();
  while ((await fetch(`${base}/ready`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

/** "1: 430 ms, 2: 120 ms, …": each second's p95 latency, by the searches that arrived in it. */
function p95BySecond(bySecond: [number, number][]): string {
  const seconds = new Map<number, number[]>();
  for (const [second, ms] of bySecond) seconds.set(second, [...(seconds.get(second) ?? []), ms]);
  return [...seconds]
    .sort(([a], [b]) => a - b)
    .map(([second, times]) => {
      times.sort((a, b) => a - b);
      return `${second + 1}: ${times[Math.floor(0.95 * (times.length - 1))]!.toFixed(0)} ms`;
    })
    .join(', ');
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
  /** Each answered search's second of the reading (by its arrival) and its latency. */
  const bySecond: [number, number][] = [];
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
            bySecond.push([Math.floor((arrived - started) / 1000), performance.now() - arrived]);
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
  return { ok, failed, times, bySecond };
}

/**
 * The floor server (one insert and a 4 KB answer, nothing else) at the same offered rate: a
 * request costs more CPU at a few hundred a second than flat out (each is its own wake-up, with
 * caches gone cold in between, nothing shared with the next), on the floor as in the app. Its
 * figure says how much of the app's reading at this rate is that, not the app's own work. The
 * app's server stays up meanwhile, idle: its scheduled jobs' queries count in the floor's
 * PostgreSQL figure.
 */
async function floorAtRate(databaseUrl: string, headers: Record<string, string>) {
  const floor = await startFloorServer(databaseUrl);
  try {
    const base = `http://127.0.0.1:${floor.port}`;
    await saturate(base, searchRequests(QUESTIONS, headers), WARMUP_SECONDS, CONNECTIONS);
    const cpu = cpuMeter(floor.child.pid!, true);
    const atRate = await paced(base, headers, RATE);
    report(
      'floor (one insert, a 4 KB answer)',
      `${RATE} searches/s offered`,
      atRate,
      cpu(atRate.ok),
    );
  } finally {
    const exited = once(floor.child, 'exit');
    floor.child.kill('SIGTERM');
    await exited;
  }
}

async function run(label: string, env: Record<string, string>) {
  const port = await freePort();
  const { token, user, firstStartS } = await premiumUser(env, port);
  const database = env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL)
    : await openPglite(join(env.DATA_DIR!, 'pglite'));
  await setUserPlan(database.db, user.id, 'premium', new Date(Date.now() + 30 * 86_400_000));
  // The first start has just written the whole mirror: its checkpoint is taken now rather than
  // spread over the readings, which then measure searching as on a server that has been up.
  await database.db.execute(sql`checkpoint`);
  await database.close();
  // The match reading plays many people, each with their own address (see below).
  const child = startServer({ ...env, TRUST_PROXY: '1' }, port);
  try {
    const started = performance.now();
    await waitReady(port, child);
    const base = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // One pass first: every league model is fitted before timing starts.
    await askEveryQuestion(base, QUESTIONS, headers);
    const readyS = (performance.now() - started) / 1000;
    // The offered rate on the server just started, from the first answers on: with no value-bet
    // ledger stored for the day, those answers start it, and its soccer half reads its prices on
    // the serving thread (docs/performance.md "The first seconds of serving"); the warm-up may still be
    // fitting leagues (GET /ready says so until it is done).
    const readyAt = whenReady(base);
    const firstSeconds = await paced(base, headers, RATE);
    report(
      label,
      `${RATE} searches/s offered in the first ${SECONDS} s of serving`,
      firstSeconds,
      'CPU not per search (the first seconds are not the steady state)',
    );
    console.log(
      `  p95 by second: ${p95BySecond(firstSeconds.bySecond)}; GET /ready said ready after ${(await readyAt).toFixed(1)} s`,
    );
    // The value-bet ledger and the record's backtest are computed in the background once per
    // clock day (a server's first minutes, then each new day): searches at the offered rate while
    // they run, on a server already serving that rate (the reading above), then the readings
    // below on a server that has finished them, as one up for a while.
    await Promise.all(
      ['/api/record/value-bets', '/api/record/backtest'].map((path) => fetch(`${base}${path}`)),
    );
    const duringBackground = await paced(base, headers, RATE);
    report(
      label,
      `${RATE} searches/s offered while the ledger and backtest compute`,
      duringBackground,
      'CPU not per search (the computations share it)',
    );
    const backgroundS = await backgroundDone(base);
    console.log(
      `${label}: first start (incl. ingest) ${firstStartS.toFixed(1)} s; restart until every league is fitted ${readyS.toFixed(1)} s; the ledger and record's background computations done ${backgroundS.toFixed(1)} s later`,
    );
    let peakRss = rssMb(child.pid!);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(child.pid!));
    }, 250);
    const postgres = Boolean(env.DATABASE_URL);
    // Flat out: 50 clients each sending its next search as soon as the last is answered (after a
    // few seconds of the same, while V8 optimises and each pooled connection prepares).
    await saturatedReading(
      `${label}, POST /api/search`,
      base,
      child.pid!,
      searchRequests(QUESTIONS, headers),
      postgres,
    );
    // At a given load: searches arrive at random (Poisson) at RATE a second, sent over the same
    // 50 connections (see paced). Its CPU per search is the cost without the contention of a
    // saturated two-core machine, where the app, PostgreSQL and the load generator share cores.
    const cpu = cpuMeter(child.pid!, postgres);
    const atRate = await paced(base, headers, RATE);
    report(label, `${RATE} searches/s offered`, atRate, cpu(atRate.ok));
    if (env.DATABASE_URL) await floorAtRate(env.DATABASE_URL, headers);
    // GET /api/match/{id} for the fixtures the questions resolve to, as a subscriber sees it:
    // the whole page (odds, line history, value bets). The endpoint is limited to 120 a minute
    // per address: the requests come as a crowd (crowdRequests).
    const paths = await matchPaths(base, QUESTIONS);
    const pages = crowdRequests(paths, { authorization: headers.authorization });
    await saturatedReading(
      `${label}, GET /api/match/{id} (${paths.length} fixtures)`,
      base,
      child.pid!,
      pages,
      postgres,
    );
    clearInterval(sampler);
    console.log(`${label}: server RSS peak under load ${Math.round(peakRss)} MB`);
  } finally {
    await stopServer(child);
  }
}

await buildServer();
helloWorld = await helloWorldPerS(SECONDS, CONNECTIONS);
console.log(`Fastify hello-world, same machine and load: ${Math.round(helloWorld)}/s`);
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
