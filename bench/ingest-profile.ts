// Where a first data load's time goes: runs the whole load (`npm run ingest`'s, the served
// leagues) into a fresh PGlite folder in this process and prints its wall and CPU time (the
// parsing worker's included) and the time the database was busy, per statement: PGlite runs
// in the main thread, so what is left of the wall time is that thread's own work (JSON, team
// matching, GC) and its waits for the worker. The main thread's CPU time (Linux) is the figure a
// busy machine does not stretch: on a quiet two-core one the load takes about that long.
// `npx tsx bench/ingest-profile.ts [--all]`. Figures for docs/performance.md "Start-up load".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config/config.ts';
import { ingestSportsData } from '../server/data/ingest/run-ingest.ts';
import { openPglite } from '../server/db/client.ts';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** This process's main thread's CPU seconds (Linux: its task's utime + stime, in clock ticks). */
function mainThreadCpu(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const byStatement = new Map<string, number>();
let statement = '?';
let depth = 0;
// Every query reaches the WASM engine through one of these; the Parse message names the SQL.
const proto = PGlite.prototype as unknown as Record<
  string,
  (this: unknown, message: Uint8Array, ...rest: unknown[]) => Promise<unknown>
>;
for (const name of ['execProtocol', 'execProtocolStream', 'execProtocolRaw']) {
  const original = proto[name]!;
  proto[name] = async function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
    if (message[0] === 0x50) {
      const text = Buffer.from(message.subarray(5, 300)).toString('utf8').split('\0')[1] ?? '';
      statement = text.replace(/\s+/g, ' ').trim().slice(0, 48);
    } else if (message[0] === 0x51) {
      statement = Buffer.from(message.subarray(5, 40)).toString('utf8').replace(/\0.*/, '');
    }
    const started = performance.now();
    depth++;
    try {
      return await original.call(this, message, ...rest);
    } finally {
      depth--;
      if (depth === 0)
        byStatement.set(statement, (byStatement.get(statement) ?? 0) + performance.now() - started);
    }
  };
}

const dataDir = loadConfig().sportsDataDir;
if (!dataDir) throw new Error('No sports data folder (SPORTS_DATA_DIR).');
const scratch = mkdtempSync(join(tmpdir(), 'strix-ingest-profile-'));
try {
  const database = await openPglite(join(scratch, 'pglite'), { bulkLoad: true });
  await database.migrate();
  const load = loadavg()[0]!.toFixed(2);
  const cpuBefore = cpuMs();
  const mainBefore = mainThreadCpu();
  const report = await ingestSportsData(
    database.db,
    dataDir,
    process.argv.includes('--all') ? 'all' : 'served',
  );
  const cpu = (cpuMs() - cpuBefore) / 1000;
  const main = mainThreadCpu() - mainBefore;
  await database.close();
  const db = [...byStatement.values()].reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `load ${report.seconds.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU, ${main.toFixed(1)} s of it ` +
      `the main thread's (what a quiet two-core machine waits for); ` +
      `database busy ${db.toFixed(1)} s; load average ${load} before, ${loadavg()[0]!.toFixed(2)} after`,
  );
  console.log('| statement | database busy, s |\n|---|---|');
  for (const [text, ms] of [...byStatement].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`| \`${text.replaceAll('|', '\\|')}…\` | ${(ms / 1000).toFixed(1)} |`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
