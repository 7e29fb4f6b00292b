// Times the public record's walk-forward backtest (server/features/record/backtest-service.ts):
// every league's year before the clock's day, read from the database, as GET /api/record/backtest
// computes it once per clock day and data version. Uses DATA_DIR's PGlite, loading the mirror
// (SPORTS_DATA_DIR) into it first when it is empty. `npx tsx bench/record-backtest.ts` (AS_OF sets
// the clock; MLB has a row only where its year holds prices, which end with 2022: AS_OF=2022-11-15).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { backtestCutoff, computeBacktest } from '../server/features/record/backtest-service.ts';
import { mirrorDatabase } from './mirror-database.ts';

const { config, database } = await mirrorDatabase();
const cutoff = backtestCutoff(config.asOf);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const started = performance.now();
const record = await computeBacktest(database.db, cutoff, new Date());
const seconds = (performance.now() - started) / 1000;
delay.disable();
console.log(`| league | n | Strix | closing | base rate | value bets | ROI | CLV |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const l of record.leagues) {
  const main = (s: typeof l.strix) => (s.rps ?? s.brier).toFixed(4);
  console.log(
    `| ${l.leagueId} | ${l.n} | ${main(l.strix)} | ${main(l.closing)} | ${main(l.base)} | ${l.valueBets.n} | ${l.valueBets.roi ?? '—'} ± ${l.valueBets.roiSe ?? '—'} | ${l.valueBets.clv ?? '—'} |`,
  );
}
console.log(
  `backtest before ${cutoff.toISOString()}: ${seconds.toFixed(1)} s; longest pause of the event loop ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
);
await database.close();
