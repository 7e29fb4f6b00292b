// `npm run weekend [-- --speed 60]`: plays a Premier League Saturday live on this machine. Starts
// local stand-ins for The Odds API and football-data.co.uk serving the day
// (server/test/peers/live-weekend.ts), then the server on them with LIVE_DATA=on and an
// accelerated clock from 06:00 (LIVE_CLOCK_START, LIVE_CLOCK_SPEED), a fresh data folder and the
// mini mirror as its history. Open the app and watch the fixtures appear, prices move, kick-off
// freeze the closing line and the results come in. Ctrl-C stops both. See docs/operations.md
// "Playing a live weekend locally".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type StatusResponse, statusClockMs } from '../contract/index.ts';
import { startWeekendProviders, WEEKEND } from '../server/test/peers/live-weekend.ts';
import { SERVER_ARGS } from './server-command.ts';

const { values } = parseArgs({
  options: { speed: { type: 'string', default: '60' }, port: { type: 'string', default: '3000' } },
});
const speed = Number(values.speed);
if (!(speed >= 1 && speed <= 3600)) {
  console.error('Usage: npm run weekend -- --speed 60   (clock seconds per real second, 1–3600)');
  process.exit(1);
}
const url = `http://localhost:${values.port}`;

// The stand-ins serve the app's clock, which they read from its status once it is up.
let clock: NonNullable<StatusResponse['acceleratedClock']> | undefined;
const clockNow = () => (clock ? statusClockMs(clock, Date.now()) : Date.parse(WEEKEND.clockStart));
const providers = await startWeekendProviders({ clock: clockNow, apiKey: 'local-weekend' });

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(join(tmpdir(), 'strix-weekend-'));
const server = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: values.port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
    LIVE_DATA: 'on',
    LIVE_CLOCK_START: WEEKEND.clockStart,
    LIVE_CLOCK_SPEED: String(speed),
    ...providers.env,
  },
});

// The server stops first (it may be mid-poll); the stand-ins and the folder go when it has.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.once('exit', (code) => {
  void providers.close().then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});

while (!clock && server.exitCode === null) {
  try {
    const status = (await (await fetch(`${url}/api/status`)).json()) as StatusResponse;
    clock = status.acceleratedClock;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
if (clock) {
  const day = WEEKEND.matches
    .map((m) => `${m.kickoff.slice(11, 16)} ${m.home.csv} v ${m.away.csv}`)
    .join(', ');
  console.log(
    `\nPlaying Saturday 8 March 2025 at ×${speed} on ${url}: ${day}. Listed from 09:00, results file at 18:00. Ctrl-C stops.\n`,
  );
}
