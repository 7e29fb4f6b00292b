import type { LedgerSummary, ValueRule } from '../engine/value/index.ts';

type Tables = Record<
  'byEvBand' | 'byOddsBand' | 'byBook' | 'byLeague' | 'bySeason',
  { key: string; summary: LedgerSummary }[]
> & { pooled: LedgerSummary };

export interface LedgerReport {
  seasons: string;
  matches: number;
  priced: number;
  calibration: {
    method: string;
    n: number;
    logLoss: number;
    vsMultiplicative: number;
    vsMultiplicativeSe: number;
  }[];
  chosen: ValueRule;
  servedIsChosen: boolean;
  compared: { rule: ValueRule; development: LedgerSummary; check: LedgerSummary }[];
  served: { rule: ValueRule; all: Tables; development: Tables; check: Tables };
  before: { rule: ValueRule; all: Tables; development: Tables; check: Tables };
  usPriced: { league: string; games: number; withPreGameMoneyline: number }[];
}

/** Why CLV said the old rule won while its return did not, from the old rule's own tables. */
function whyTheyDisagree(report: LedgerReport, maxAggregate: LedgerSummary): string[] {
  const t = report.before.all;
  const longShots = t.byOddsBand.find((r) => r.key === '10+')?.summary;
  const exchange = t.byBook.find((r) => r.key === 'Betfair Exchange')?.summary;
  const out = ['\nWhy CLV and ROI disagreed (the rule before this ledger, all seasons):'];
  out.push(`  every bet      ${line(t.pooled)}`);
  if (longShots) out.push(`  odds 10+       ${line(longShots)}`);
  if (exchange) out.push(`  exchange       ${line(exchange)}`);
  out.push(`  Max aggregate  ${line(maxAggregate)} (the old backtest's price: nobody's)`);
  out.push(
    "  CLV is taken against the same multiplicative no-vig price the claim starts from, so a long shot the open over-rates is over-rated at the close too: CLV repeats the claim's error instead of testing it, and only the return shows it.",
  );
  return out;
}

const pct = (x: number | null, digits = 1) =>
  x === null ? '—' : `${x < 0 ? '−' : '+'}${Math.abs(x * 100).toFixed(digits)}%`;

/** "n 1,240  ROI +3.1% [−1.2%, +7.4%]  claimed +6.0%  CLV +2.1% ± 0.4%" */
export function line(s: LedgerSummary): string {
  const interval = s.roiLow === null ? '' : ` [${pct(s.roiLow)}, ${pct(s.roiHigh)}]`.padEnd(20);
  const clv =
    s.clv === null ? '—' : `${pct(s.clv)} ± ${(Math.abs(s.clvSe ?? 0) * 100).toFixed(1)}%`;
  return `n ${String(s.n).padStart(5)}  ROI ${pct(s.roi).padStart(7)}${interval}  claimed ${pct(s.claimedEv).padStart(7)}  CLV ${clv}`;
}

const ruleName = (r: ValueRule) =>
  `EV > ${r.thresholdPct}%, ${r.devig}, ${r.maxPrice === null ? 'no cap' : `odds ≤ ${r.maxPrice}`}, exchanges ${r.exchanges ? 'in' : 'out'}`;

function tables(title: string, t: Tables): string[] {
  const out = [`  ${title}: ${line(t.pooled)}`];
  for (const [name, rows] of [
    ['EV band', t.byEvBand],
    ['odds band', t.byOddsBand],
    ['book', t.byBook],
    ['league', t.byLeague],
    ['season', t.bySeason],
  ] as const) {
    out.push(`    by ${name}`);
    for (const row of rows) out.push(`      ${row.key.padEnd(18)} ${line(row.summary)}`);
  }
  return out;
}

export function formatLedgerTable(report: LedgerReport, maxAggregate: LedgerSummary): string {
  const out: string[] = [];
  out.push(
    `Value-bet ledger, six soccer leagues ${report.seasons}: ${report.matches} matches, ${report.priced} priced`,
  );
  out.push('\nDe-vig of Pinnacle pre-match, log loss on development seasons (lower is better):');
  for (const c of report.calibration) {
    const delta = `${c.vsMultiplicative.toFixed(5)} ± ${c.vsMultiplicativeSe.toFixed(5)} vs multiplicative`;
    out.push(`  ${c.method.padEnd(15)} ${c.logLoss.toFixed(5)} (n ${c.n}; ${delta})`);
  }
  out.push('\nRules on development (2016/17–2022/23) | check (2023/24–2024/25):');
  for (const c of report.compared) {
    out.push(`  ${ruleName(c.rule).padEnd(58)} ${line(c.development)}`);
    out.push(`  ${''.padEnd(58)} ${line(c.check)}`);
  }
  out.push(`\nChosen on development: ${ruleName(report.chosen)}`);
  if (!report.servedIsChosen)
    out.push('  NOT the served VALUE_RULE (engine/value/rule.ts): update it.');
  out.push(`\nServed rule: ${ruleName(report.served.rule)}`);
  out.push(...tables('development', report.served.development));
  out.push(...tables('check', report.served.check));
  out.push(...tables('all seasons', report.served.all));
  out.push(`\nBefore this ledger: ${ruleName(report.before.rule)}`);
  out.push(...tables('all seasons', report.before.all));
  out.push(...whyTheyDisagree(report, maxAggregate));
  out.push('\nNBA and NFL: value bets need a moneyline known before tip-off.');
  for (const us of report.usPriced) {
    out.push(
      `  ${us.league}: ${us.withPreGameMoneyline} of ${us.games} games have one (the files' moneylines are closing lines)`,
    );
  }
  return out.join('\n');
}
