// Runs the walk-forward backtests behind the accuracy table in docs/models.md and prints it:
// EPL 2019/20–2024/25 against Pinnacle closing, NBA 2015-16–2024-25 and NFL 2015–2024 against
// the closing market, each with the served model (engine/predict), then the NFL without its
// situational adjustment for comparison. Each run is `npm run backtest -- --json` in its own
// process.
import { execFileSync } from 'node:child_process';

interface Pooled {
  n: number;
  model: { rps?: number; brier: number; logLoss: number };
  closing: { rps?: number; brier: number; logLoss: number };
  deltaRps?: number;
  deltaRpsSe?: number;
  publishedDeltaRps?: number;
  preMatchDeltaRps?: number;
  deltaBrier?: number;
  deltaBrierSe?: number;
  publishedDeltaBrier?: number;
}

function run(league: string, from: number, to: number, model = 'full') {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/backtest.ts',
      '--league',
      league,
      '--from',
      String(from),
      '--to',
      String(to),
      '--model',
      model,
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as {
    pooled: Pooled;
    seconds: number;
    reference538?: { n: number; deltaBrier: number; modelDeltaBrierSameGames: number } | null;
  };
}

const f = (x: number | undefined, digits = 4) =>
  x === undefined ? '—' : `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;

const e0 = run('E0', 2019, 2024);
const nba = run('NBA', 2015, 2024);
const nfl = run('NFL', 2015, 2024);
const nflBase = run('NFL', 2015, 2024, 'elo+margin');

console.log(
  '| League, seasons | n | market reference | model Δ vs market | published Δ | pre-match market Δ | FiveThirtyEight Δ (same games) | walk-forward s |',
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| EPL 2019/20–2024/25 (RPS) | ${e0.pooled.n} | Pinnacle closing ${e0.pooled.closing.rps!.toFixed(4)} | ${f(e0.pooled.deltaRps)} ± ${e0.pooled.deltaRpsSe!.toFixed(4)} | ${f(e0.pooled.publishedDeltaRps)} | ${f(e0.pooled.preMatchDeltaRps)} | — | ${e0.seconds} |`,
);
for (const [name, r] of [
  ['NBA 2015-16–2024-25 (Brier)', nba],
  ['NFL 2015–2024 (Brier)', nfl],
  ['NFL 2015–2024, no quarterback/rest adjustment', nflBase],
] as const) {
  const ref = r.reference538
    ? `${f(r.reference538.deltaBrier)} (model ${f(r.reference538.modelDeltaBrierSameGames)}, n=${r.reference538.n})`
    : '—';
  console.log(
    `| ${name} | ${r.pooled.n} | closing moneyline, else spread: ${r.pooled.closing.brier.toFixed(4)} | ${f(r.pooled.deltaBrier)} ± ${r.pooled.deltaBrierSe!.toFixed(4)} | ${f(r.pooled.publishedDeltaBrier)} | — | ${ref} | ${r.seconds} |`,
  );
}
