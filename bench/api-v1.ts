// `npx tsx bench/api-v1.ts`: latency of the public API (/api/v1) at 50 concurrent clients on
// PostgreSQL, each request paying for what a real one does: the key and plan read, the per-minute
// count in the shared limiter and the daily-quota upsert. The server runs in its own process on
// the whole mirror, built as `npm start` runs it; the figures go in docs/performance.md, with the
// CPU per request (server, and this machine's PostgreSQL) and the ratio to a Fastify
// hello-world loaded the same way in the same run.
//   npx tsx bench/api-v1.ts [--seconds 15] [--warmup 5] [--connections 50]
import { spawn } from 'node:child_process';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { SERVER_ARGS } from '../scripts/server-command.ts';
import { connectPostgres } from '../server/db/client.ts';
import { setUserPlan } from '../server/db/queries/usage.ts';
import { backgroundDone, register } from './support/app-server.ts';
import { clusterCpuSeconds, cpuSeconds, rootsNamed, rssMb } from './support/cpu.ts';
import { helloWorldPerS } from './support/hello-world.ts';
import { describeLoad, saturate } from './support/load.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const SECONDS = Number(arg('seconds', '15'));
const WARMUP_SECONDS = Number(arg('warmup', '5'));
const CONNECTIONS = Number(arg('connections', '50'));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitReady(base: string, child: ReturnType<typeof spawn>) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/api/v1/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A Premium subscriber's key, made through the API as a person would (plan set in the database). */
async function apiKey(base: string, databaseUrl: string): Promise<string> {
  const registered = await register(base);
  const database = connectPostgres(databaseUrl);
  await setUserPlan(database.db, registered.user.id, 'premium', new Date(Date.now() + 86_400_000));
  await database.close();
  const created = await json<{ secret: string }>(
    await fetch(`${base}/api/user/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.token}` },
      body: JSON.stringify({ name: 'Bench' }),
    }),
  );
  return created.secret;
}

let helloWorld = 0;
let serverPid = 0;
const postgresCpu = () => clusterCpuSeconds(rootsNamed('postgres'));

async function measure(
  base: string,
  label: string,
  paths: string[],
  headers: Record<string, string>,
) {
  const requests = paths.map((path) => ({ method: 'GET' as const, path, headers }));
  await saturate(base, requests, WARMUP_SECONDS, CONNECTIONS);
  const before = { app: cpuSeconds(serverPid), pg: postgresCpu() };
  const load = await saturate(base, requests, SECONDS, CONNECTIONS);
  const perRequest = (s: number) => ((s * 1000) / Math.max(1, load.ok)).toFixed(3);
  console.log(
    `${label} (${paths.length} addresses) saturated: ${describeLoad(load)}; ` +
      `${((100 * load.perS) / helloWorld).toFixed(1)}% of hello-world; CPU per request: ` +
      `app ${perRequest(cpuSeconds(serverPid) - before.app)} ms, PostgreSQL ${perRequest(postgresCpu() - before.pg)} ms`,
  );
}

await buildServer();
helloWorld = await helloWorldPerS(SECONDS, CONNECTIONS);
console.log(`Fastify hello-world, same machine and load: ${Math.round(helloWorld)}/s`);
const admin = new pg.Client({ connectionString: ADMIN_URL });
const name = `strix_bench_api_${process.pid}`;
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, SERVER_ARGS, {
  env: {
    ...process.env,
    // Measured as production runs: answers unchecked (docs/configuration.md).
    ANSWER_CONTRACTS: 'off',
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Counted as in production, but high enough that the figures measure serving, not refusing.
    API_REQUESTS_PER_MINUTE: '10000000',
    API_REQUESTS_PER_DAY: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
serverPid = child.pid!;
try {
  await waitReady(base, child);
  const secret = await apiKey(base, url.toString());
  const headers = { authorization: `Bearer ${secret}` };
  const fixtures = await json<{ data: { id: number }[] }>(
    await fetch(`${base}/api/v1/fixtures?limit=20`, { headers }),
  );
  const ids = fixtures.data.map((f) => f.id);
  // Every league fitted and every answer built once before timing.
  for (const id of ids) await json(await fetch(`${base}/api/v1/matches/${id}`, { headers }));
  await json(await fetch(`${base}/api/v1/value-bets`, { headers }));
  console.log(
    `The ledger and record's background computations done ${(await backgroundDone(base)).toFixed(1)} s after the warm-up`,
  );
  let peakRss = rssMb(child.pid!);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(child.pid!));
  }, 250);
  await measure(
    base,
    'GET /api/v1/matches/{id}',
    ids.map((id) => `/api/v1/matches/${id}`),
    headers,
  );
  await measure(
    base,
    'GET /api/v1/matches/{id}/odds',
    ids.map((id) => `/api/v1/matches/${id}/odds`),
    headers,
  );
  await measure(
    base,
    'GET /api/v1/value-bets',
    ['/api/v1/value-bets', '/api/v1/value-bets?minEv=5'],
    headers,
  );
  await measure(
    base,
    'GET /api/v1/fixtures',
    ['/api/v1/fixtures', '/api/v1/fixtures?league=E0'],
    headers,
  );
  clearInterval(sampler);
  console.log(`PostgreSQL: server RSS peak under load ${Math.round(peakRss)} MB`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
