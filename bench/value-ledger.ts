// Times the value-bet ledger as the server computes it (server/sports/backtest/value-ledger.ts):
// every bet the rule would have listed since 2016/17 (MLB since 2017) in matches settled before
// the clock's day, read from the database, as GET /api/record/value-bets and every value-bet
// card use it; printed pooled, per league, and for MLB and NHL per cell of their own. Uses
// DATA_DIR's PGlite, loading the mirror (SPORTS_DATA_DIR) into it first when it is empty.
// `npx tsx bench/value-ledger.ts` (AS_OF sets the clock).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { backtestCutoff } from '../server/sports/backtest/stored-computation.ts';
import { computeValueLedger } from '../server/sports/backtest/value-ledger.ts';
import { mirrorDatabase } from './mirror-database.ts';

const { config, database } = await mirrorDatabase();
const cutoff = backtestCutoff(config.asOf);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const ledger = await computeValueLedger(
  database.db,
  cutoff,
  new Date(),
  undefined,
  config.exchangeCommission,
);
const seconds = (performance.now() - started) / 1000;
delay.disable();
const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
const f = ledger.walkForward.pooled;
console.log(
  `ledger before ${cutoff.toISOString()}: ${f.n} bets since ${f.since}, ROI ${pct(f.roi)} [${pct(f.roiLow)}, ${pct(f.roiHigh)}], claimed ${pct(f.claimedEv)}`,
);
for (const row of ledger.walkForward.byEvBand) {
  console.log(`  EV ${row.key.padEnd(7)} n ${row.figure.n}  ROI ${pct(row.figure.roi)}`);
}
const line = (label: string, f: typeof ledger.walkForward.pooled) =>
  `  ${label.padEnd(18)} n ${String(f.n).padStart(5)}  ROI ${pct(f.roi)} [${pct(f.roiLow)}, ${pct(f.roiHigh)}]  claimed ${pct(f.claimedEv)}  CLV ${pct(f.clv)} (n ${f.clvN})  since ${f.since ?? '—'}`;
console.log('by league:');
for (const row of ledger.walkForward.byLeague) console.log(line(row.key, row.figure));
// MLB and NHL bets have cells of their own ('NHL|5–10%|2–4'): what their cards read.
for (const league of ['MLB', 'NHL']) {
  const cells = ledger.walkForward.byCell.filter((row) => row.key.startsWith(`${league}|`));
  console.log(`${league} by EV band and odds band (${cells.length} cells with bets):`);
  for (const row of cells) console.log(line(row.key.slice(league.length + 1), row.figure));
}
console.log(
  `computed in ${seconds.toFixed(1)} s; longest pause of the event loop ${(delay.max / 1e6).toFixed(0)} ms; RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB after`,
);
await database.close();
