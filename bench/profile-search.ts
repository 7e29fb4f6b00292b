// `npx tsx bench/profile-search.ts`: where one search and one match page request spend their
// time, on PostgreSQL with the whole mirror (docs/performance.md "Where a request's time goes").
// The bench runs a PostgreSQL cluster of its own with pg_stat_statements, so that
//  - CPU per request is split between the app's process and the cluster's (nothing else's),
//  - every statement is counted: statements (round trips) per request, and which ones,
//  - each search phase's wall time comes from the server's own strix_search_phase_seconds,
//  - a CPU profile (`node --cpu-prof`) of the same load says which code the app's CPU goes to.
//   npx tsx bench/profile-search.ts [--seconds 10] [--connections 50] [--accept-encoding br]
//     [--only search|match|v1] [--keep-profile DIR]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../e2e/support/fleet.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { QUESTIONS } from './questions.ts';
import {
  backgroundDone,
  matchPaths,
  register,
  startServer,
  stopServer,
  waitReady,
} from './support/app-server.ts';
import { clusterCpuSeconds, cpuSplit, rssMb } from './support/cpu.ts';
import { cpuByPlace } from './support/cpu-profile.ts';
import { startFloorServer } from './support/floor-server.ts';
import { describeLoad, saturate } from './support/load.ts';
import { startPrivatePostgres } from './support/private-postgres.ts';
import { askEveryQuestion, crowdRequests, searchRequests } from './support/requests.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const SECONDS = Number(arg('seconds', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** `--only search|match|v1`: one scenario instead of the three. */
const ONLY = arg('only', '');
/** `--accept-encoding br`: ask as a browser does, for compressed answers. */
const ACCEPT_ENCODING = arg('accept-encoding', '');
/** `--keep-profile DIR`: leave each scenario's .cpuprofile there, to open in DevTools. */
const KEEP_PROFILE = arg('keep-profile', '');

interface Scenario {
  label: string;
  requests: autocannon.Request[];
}

async function phases(base: string) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const read = (kind: 'sum' | 'count') =>
    new Map(
      [
        ...text.matchAll(
          new RegExp(`strix_search_phase_seconds_${kind}\\{phase="(\\w+)"\\} (\\S+)`, 'g'),
        ),
      ].map((m) => [m[1]!, Number(m[2])]),
    );
  return { sum: read('sum'), count: read('count') };
}

async function statements(client: pg.Client, requests: number) {
  const { rows } = await client.query<{ query: string; calls: string; total_ms: number }>(
    `select query, calls, total_exec_time as total_ms from pg_stat_statements
     where dbid = (select oid from pg_database where datname = 'strix') order by calls desc`,
  );
  const calls = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  console.log(`  statements (round trips) per request: ${(calls / requests).toFixed(2)}`);
  for (const row of rows.filter((r) => Number(r.calls) / requests >= 0.01).slice(0, 12)) {
    console.log(
      `    ${(Number(row.calls) / requests).toFixed(2)} × ${(row.total_ms / Number(row.calls)).toFixed(3)} ms  ${row.query.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}

/** CPU per request in the app and in PostgreSQL, statements, and search phases, for one load. */
async function measure(
  base: string,
  appPid: number,
  postmaster: number,
  admin: pg.Client,
  s: Scenario,
) {
  await saturate(base, s.requests, 3, CONNECTIONS);
  await admin.query('select pg_stat_statements_reset()');
  const pgCpu = () => clusterCpuSeconds([postmaster]);
  const before = { app: cpuSplit(appPid), pg: pgCpu(), phases: await phases(base) };
  let peakRss = rssMb(appPid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(appPid));
  }, 100);
  const load = await saturate(base, s.requests, SECONDS, CONNECTIONS);
  clearInterval(sampler);
  const after = { app: cpuSplit(appPid), pg: pgCpu(), phases: await phases(base) };
  const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, load.ok)).toFixed(3);
  console.log(`\n${s.label}: ${describeLoad(load)}`);
  console.log(
    `  CPU per request: app ${perRequest(after.app.user + after.app.kernel - before.app.user - before.app.kernel)} ms ` +
      `(in the kernel ${perRequest(after.app.kernel - before.app.kernel)} ms), ` +
      `PostgreSQL ${perRequest(after.pg - before.pg)} ms; server RSS peak ${Math.round(peakRss)} MB`,
  );
  await statements(admin, load.ok);
  const phaseLines = [...after.phases.sum.keys()]
    .map((phase) => {
      const n = (after.phases.count.get(phase) ?? 0) - (before.phases.count.get(phase) ?? 0);
      const ms = ((after.phases.sum.get(phase) ?? 0) - (before.phases.sum.get(phase) ?? 0)) * 1000;
      return n > 0 ? `${phase} ${(ms / n).toFixed(2)} ms × ${(n / load.ok).toFixed(2)}` : '';
    })
    .filter(Boolean);
  if (phaseLines.length > 0)
    console.log(`  search phases (wall, per time run): ${phaseLines.join(', ')}`);
}

/** Where the server's memory is after the loads, as its own /metrics reports it (MB). */
async function memory(base: string) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map(
      (m) => `${m.length > 2 ? `${m[1]} ` : ''}${(Number(m.at(-1)) / 1e6).toFixed(0)}`,
    );
  console.log(
    `\nmemory after the loads (MB): RSS ${mb(/^process_resident_memory_bytes (\S+)$/gm)}, ` +
      `heap used ${mb(/^nodejs_heap_size_used_bytes (\S+)$/gm)} of ${mb(/^nodejs_heap_size_total_bytes (\S+)$/gm)}, ` +
      `external ${mb(/^nodejs_external_memory_bytes (\S+)$/gm)}; heap spaces used: ${mb(
        /^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\S+)$/gm,
      ).join(',')}`,
  );
}

/** GET /api/v1/matches/{id} with a Premium key, metered as every key request is. */
async function v1Scenario(base: string, authorization: string, pages: string[]): Promise<Scenario> {
  const created = await fetch(`${base}/api/user/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ name: 'Profile' }),
  });
  if (!created.ok) throw new Error(`api key: ${created.status} ${await created.text()}`);
  const { secret } = (await created.json()) as { secret: string };
  return {
    label: 'GET /api/v1/matches/{id}',
    requests: pages.map((path) => ({
      method: 'GET',
      path: path.replace('/api/match/', '/api/v1/matches/'),
      headers: { authorization: `Bearer ${secret}` },
    })),
  };
}

/** The same searches against the floor server: one durable insert and a 4 KB answer. */
async function floor(databaseUrl: string, admin: pg.Client, requests: autocannon.Request[]) {
  const { port, child } = await startFloorServer(databaseUrl);
  try {
    await measure(`http://127.0.0.1:${port}`, child.pid!, cluster.pid(), admin, {
      label: 'floor: one insert and a 4 KB answer, nothing else',
      requests,
    });
  } finally {
    child.kill('SIGTERM');
  }
}

/** The app's CPU by code, from a profiled run of the same load. */
async function profile(env: Record<string, string>, s: Scenario) {
  const dir = mkdtempSync(join(tmpdir(), 'strix-bench-prof-'));
  const port = await freePort();
  const child = startServer(env, port, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    await waitReady(port, child);
    const base = `http://127.0.0.1:${port}`;
    await backgroundDone(base);
    await saturate(base, s.requests, 5, CONNECTIONS);
    const load = await saturate(base, s.requests, SECONDS, CONNECTIONS);
    const stopping = performance.now();
    await stopServer(child);
    const tailMs = performance.now() - stopping;
    const places = cpuByPlace(dir, SECONDS * 1000, tailMs, load.ok);
    const busy = places.filter((p) => p.place !== '(idle)');
    const total = busy.reduce((sum, p) => sum + p.msPerRequest, 0);
    console.log(`\n${s.label}, app CPU by code (profiled, ${total.toFixed(3)} ms per request):`);
    for (const p of busy.slice(0, 14)) {
      console.log(
        `    ${p.msPerRequest.toFixed(3)} ms  ${((100 * p.msPerRequest) / total).toFixed(0)}%  ${p.place}`,
      );
    }
  } finally {
    await stopServer(child);
    if (KEEP_PROFILE)
      cpSync(dir, join(KEEP_PROFILE, s.label.replace(/\W+/g, '-')), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

await buildServer();
const cluster = startPrivatePostgres(await freePort());
const admin = new pg.Client({ connectionString: cluster.url });
try {
  await admin.connect();
  await admin.query('create extension if not exists pg_stat_statements');
  const env = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    // Counted as in production, but high enough that the figures measure serving, not refusing.
    API_REQUESTS_PER_MINUTE: '10000000',
    API_REQUESTS_PER_DAY: '100000000',
  };
  const port = await freePort();
  const child = startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(port, child);
    const { token, user } = await register(base);
    await admin.query(
      `update users set plan = 'premium', plan_until = now() + interval '30 days' where id = $1`,
      [user.id],
    );
    const authorization = `Bearer ${token}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization,
      ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
    };
    await askEveryQuestion(base, QUESTIONS, headers);
    // The ledger's and the record's computations run after a start; a reading taken while they
    // run measures them, not the requests.
    console.log(`background computations done after ${(await backgroundDone(base)).toFixed(0)} s`);
    const matchIds = await matchPaths(base, QUESTIONS);
    const every: Scenario[] = [
      {
        label: 'POST /api/search',
        requests: searchRequests(QUESTIONS, headers),
      },
      {
        label: 'GET /api/match/{id}',
        // One address per request, as a crowd would come (the page is limited per address).
        requests: crowdRequests(matchIds, headers),
      },
      await v1Scenario(base, authorization, matchIds),
    ];
    const names = ['search', 'match', 'v1'];
    const scenarios = every.filter((_, i) => !ONLY || names[i] === ONLY);
    for (const s of scenarios) await measure(base, child.pid!, cluster.pid(), admin, s);
    await memory(base);
    if (!ONLY || ONLY === 'search') await floor(cluster.url, admin, every[0]!.requests);
    await stopServer(child);
    for (const s of scenarios) await profile(env, s);
  } finally {
    await stopServer(child);
  }
} finally {
  await admin.end().catch(() => {});
  cluster.stop();
}
