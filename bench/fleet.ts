// `npm run bench:fleet`: searches/s and latency at 50 concurrent clients for one instance
// reached directly, one behind nginx (deploy/nginx.conf) and two behind nginx, on PostgreSQL
// with the whole mirror, and where the CPU goes: each search's CPU time in the instances, nginx,
// PostgreSQL and the load generator, read from /proc. Those figures, not the throughput on this
// two-core machine alone, say what a bigger machine would give.
//   npx tsx bench/fleet.ts [--seconds 15] [--warmup 5] [--connections 50]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Balancer,
  freePort,
  type Instance,
  spawnInstance,
  startBalancer,
  waitReady,
} from '../e2e/support/fleet.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { connectPostgres } from '../server/db/client.ts';
import { setUserPlan } from '../server/db/queries/usage.ts';
import { createEmptyPostgresDatabase } from '../server/test/postgres-database.ts';
import { QUESTIONS } from './questions.ts';
import { backgroundDone } from './support/app-server.ts';
import { clusterCpuSeconds, cpuSeconds, ownCpu, pidsNamed, rootsNamed } from './support/cpu.ts';
import { helloWorldPerS } from './support/hello-world.ts';
import { saturate } from './support/load.ts';
import { searchRequests } from './support/requests.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const SECONDS = Number(arg('seconds', '15'));
const WARMUP_SECONDS = Number(arg('warmup', '5'));
const CONNECTIONS = Number(arg('connections', '50'));
interface CpuGroups {
  instances: number[];
}
/** CPU seconds so far of each group (PostgreSQL: clusterCpuSeconds, backends that ended included). */
function cpuNow({ instances }: CpuGroups) {
  return {
    app: instances.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    nginx: pidsNamed('nginx').reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    postgres: clusterCpuSeconds(rootsNamed('postgres')),
    client: ownCpu(),
  };
}

type Cpu = ReturnType<typeof cpuNow>;

const load = (url: string, authorization: string, seconds: number) =>
  saturate(url, searchRequests(QUESTIONS, { authorization }), seconds, CONNECTIONS);

interface Reading {
  label: string;
  perS: number;
  p50: number;
  p95: number;
  failed: number;
  /** CPU milliseconds per search, by where it was spent. */
  cpuMs: Record<keyof Cpu, number>;
}

async function measure(
  label: string,
  url: string,
  authorization: string,
  instances: Instance[],
): Promise<Reading> {
  // Flat out for a few seconds first: V8 optimises, every pooled connection prepares.
  await load(url, authorization, WARMUP_SECONDS);
  const groups = { instances: instances.map((i) => i.child.pid!) };
  const before = cpuNow(groups);
  const result = await load(url, authorization, SECONDS);
  const after = cpuNow(groups);
  const cpuMs = Object.fromEntries(
    (Object.keys(before) as (keyof Cpu)[]).map((k) => [
      k,
      ((after[k] - before[k]) * 1000) / Math.max(1, result.ok),
    ]),
  ) as Record<keyof Cpu, number>;
  const reading = {
    label,
    perS: result.ok / SECONDS,
    p50: result.p50,
    p95: result.p95,
    failed: result.failed,
    cpuMs,
  };
  const cpu = Object.entries(cpuMs)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');
  console.log(
    `${label}: ${Math.round(reading.perS)} searches/s (${((100 * reading.perS) / helloWorld).toFixed(1)}% of hello-world), p50 ${reading.p50.toFixed(1)} ms, p95 ${reading.p95.toFixed(1)} ms, failed ${reading.failed}; CPU ms per search: ${cpu}`,
  );
  return reading;
}

await buildServer();
const helloWorld = await helloWorldPerS(SECONDS, CONNECTIONS);
console.log(`Fastify hello-world, same machine and load: ${Math.round(helloWorld)}/s`);
const database = await createEmptyPostgresDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const balancers: Balancer[] = [];
const instances: Instance[] = [];
try {
  const env = {
    DATABASE_URL: database.url,
    SPORTS_DATA_DIR: process.env.SPORTS_DATA_DIR ?? '../shared/data',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // Measured as production runs: answers unchecked (docs/configuration.md).
    ANSWER_CONTRACTS: 'off',
  };
  const logDir = mkdtempSync(join(tmpdir(), 'strix-bench-fleet-'));
  // The first instance loads the mirror; the second starts on the loaded database.
  const first = await spawnInstance('bench-1', env, logDir);
  instances.push(first);
  await waitReady(first, 300_000);
  const second = await spawnInstance('bench-2', env, logDir);
  instances.push(second);
  await waitReady(second, 300_000);

  // A Premium user: unlimited searches, so the figures measure searching, not the allowance.
  const registered = await fetch(`${first.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password',
      confirmPassword: 'bench-password',
    }),
  });
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  const db = connectPostgres(database.url, 1);
  await setUserPlan(db.db, user.id, 'premium', new Date(Date.now() + 30 * 86_400_000));
  await db.close();
  const authorization = `Bearer ${token}`;
  // The value-bet ledger and the record's backtest are computed in the background once per clock
  // day; the readings measure instances that have finished them (the second reads what the first
  // stored), as bench:search's do. Without this wait, one reading was 929 searches/s at 0.86 ms
  // of app CPU a search.
  const backgroundS = [await backgroundDone(first.url), await backgroundDone(second.url)];
  console.log(
    `the ledger and record's background computations done after ${backgroundS.map((s) => `${s.toFixed(1)} s`).join(' and ')}`,
  );

  const address = (i: Instance) => i.url.replace('http://', '');
  const one = await startBalancer([address(first)], await freePort());
  balancers.push(one);
  const two = await startBalancer([address(first), address(second)], await freePort());
  balancers.push(two);

  const direct = await measure('one instance, direct', first.url, authorization, [first]);
  const behind = await measure('one instance behind nginx', one.url, authorization, [first]);
  const both = await measure('two instances behind nginx', two.url, authorization, [first, second]);

  console.log(`\nratio two behind nginx / one direct: ${(both.perS / direct.perS).toFixed(2)}`);
  console.log(`ratio two behind nginx / one behind nginx: ${(both.perS / behind.perS).toFixed(2)}`);
  // What a bigger box would give, from the CPU each search costs in the serving path (the load
  // generator would run elsewhere): searches/s ≈ cores × 1000 / (app + nginx + PostgreSQL ms),
  // with at least as many instances as cores (one instance runs its JavaScript on one core). The
  // one-instance reading is the cost without contention; the two-instance one with two
  // instances, twice the database connections and the load generator sharing two cores.
  for (const reading of [behind, both]) {
    const { app, nginx, postgres, client } = reading.cpuMs;
    const serving = app + nginx + postgres;
    console.log(
      `CPU per search, ${reading.label}: ${serving.toFixed(2)} ms in the serving path ` +
        `(app ${app.toFixed(2)}, nginx ${nginx.toFixed(2)}, PostgreSQL ${postgres.toFixed(2)}); ` +
        `load generator ${client.toFixed(2)} ms; ` +
        [2, 4, 8]
          .map((cores) => `${cores} cores ≈ ${Math.round((cores * 1000) / serving)}/s`)
          .join(', '),
    );
  }
  console.log(
    `one instance's JavaScript on one core: ≈ ${Math.round(1000 / behind.cpuMs.app)} searches/s at most`,
  );
} finally {
  await Promise.all(balancers.map((b) => b.stop()));
  await Promise.all(instances.map((i) => i.stop()));
  await database.drop();
}
