/**
 * The value-bet ledger on history (docs/models.md "Value bets"): every bet the value rule would
 * have listed in the six soccer leagues, 2016/17–2024/25, at the moment the app would have shown
 * it (football-data.co.uk's pre-match capture) and at a price one could have taken then (one
 * named book; never the Max/Avg aggregates; an exchange net of commission, or left out), settled
 * flat-stake. Rules are compared on 2016/17–2022/23 (development); 2023/24–2024/25 is the check.
 *
 *   npx tsx bench/value-bets.ts [--json]
 */
import { DEVIG_METHODS, type DevigMethod } from '../engine/market/index.ts';
import { logLoss } from '../engine/metrics/scores.ts';
import { pairedDelta } from '../engine/metrics/summary.ts';
import {
  EV_BANDS,
  evBandOf,
  type LedgerBet,
  type LedgerMatch,
  ledgerBets,
  ledgerBy,
  ODDS_BANDS,
  oddsBandOf,
  summariseLedger,
  VALUE_RULE,
  type ValueRule,
} from '../engine/value/index.ts';
import { testConfig } from '../server/config/config.ts';
import { loadLeagueHistory } from '../server/data/ingest/history.ts';
import type { LeagueId } from '../server/data/reference/leagues.ts';
import { soccerLedgerMatch } from '../server/sports/odds/ledger-match.ts';
import { formatLedgerTable } from './value-bets-table.ts';

const LEAGUES: LeagueId[] = ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'];
const FIRST_SEASON = '2016/17';
const CHECK_FROM = '2023/24';
const COMMISSION = 0.02;
const json = process.argv.includes('--json');
const dataDir = testConfig().sportsDataDir;
if (!dataDir) throw new Error('The sports data mirror is not there: set SPORTS_DATA_DIR.');

const started = performance.now();
const played = LEAGUES.flatMap((league) =>
  loadLeagueHistory(dataDir, league).filter(
    (m) => m.homeScore !== null && m.awayScore !== null && m.season >= FIRST_SEASON,
  ),
);
const loadMs = performance.now() - started;

const matchesFor = (method: DevigMethod): LedgerMatch[] =>
  played.flatMap((m) => {
    const match = soccerLedgerMatch(
      {
        id: `${m.leagueId}:${m.localDate}:${m.home}:${m.away}`,
        league: m.leagueId,
        season: m.season,
        kickoff: m.kickoff,
        homeScore: m.homeScore!,
        awayScore: m.awayScore!,
        docs: m.odds,
      },
      { devig: method },
      COMMISSION,
    );
    return match ? [match] : [];
  });
const byMethod = new Map(DEVIG_METHODS.map((method) => [method, matchesFor(method)]));
const development = (bets: readonly LedgerBet[]) => bets.filter((b) => b.season < CHECK_FROM);
const check = (bets: readonly LedgerBet[]) => bets.filter((b) => b.season >= CHECK_FROM);

// 1. The de-vig method, chosen on calibration: log loss of Pinnacle's pre-match fair price, and
// each method's paired difference from multiplicative with its standard error.
const lossesOf = (method: DevigMethod) =>
  byMethod
    .get(method)!
    .filter((m) => m.season < CHECK_FROM)
    .map((m) => logLoss(m.probabilities as number[], m.outcome));
const multiplicativeLosses = lossesOf('multiplicative');
const calibration = DEVIG_METHODS.map((method) => {
  const losses = lossesOf(method);
  const delta = pairedDelta(losses, multiplicativeLosses);
  return {
    method,
    n: losses.length,
    logLoss: losses.reduce((a, b) => a + b, 0) / losses.length,
    vsMultiplicative: delta.mean,
    vsMultiplicativeSe: Number.isFinite(delta.se) ? delta.se : 0,
  };
});

// 2. Rules compared on the development seasons.
const variants: ValueRule[] = [];
for (const devigMethod of DEVIG_METHODS) {
  for (const maxPrice of [null, 10, 6, 4, 3]) {
    for (const exchanges of [true, false]) {
      for (const thresholdPct of [3, 5]) {
        variants.push({ ...VALUE_RULE, devig: devigMethod, maxPrice, exchanges, thresholdPct });
      }
    }
  }
}
const compared = variants.map((rule) => {
  const bets = ledgerBets(byMethod.get(rule.devig)!, rule);
  return {
    rule,
    development: summariseLedger(development(bets)),
    check: summariseLedger(check(bets)),
  };
});

// The de-vig that serves: another method only when its log loss is lower by more than two
// standard errors of the paired difference.
const devigChoice =
  calibration
    .filter((c) => c.vsMultiplicative < -2 * c.vsMultiplicativeSe)
    .sort((a, b) => a.logLoss - b.logLoss)[0]?.method ?? 'multiplicative';

// The rule, stated before looking at the check seasons: the development ROI's lower 95% bound,
// highest first; rules within half a point of the best count as tied and the one listing more
// bets wins (a rule that lists almost nothing helps nobody).
// The files give an exchange's best price but not the money behind it, so exchanges are out.
const eligible = compared.filter((c) => !c.rule.exchanges && c.rule.devig === devigChoice);
const best = Math.max(...eligible.map((c) => c.development.roiLow ?? -Infinity));
const chosen = eligible
  .filter((c) => (c.development.roiLow ?? -Infinity) >= best - 0.005)
  .sort((a, b) => b.development.n - a.development.n)[0]!;
const servedIsChosen = JSON.stringify(chosen.rule) === JSON.stringify(VALUE_RULE);

// 3. The served rule in full, and the rule before this ledger (no cap, exchanges counted).
const report = (rule: ValueRule) => {
  const bets = ledgerBets(byMethod.get(rule.devig)!, rule);
  const tables = (part: readonly LedgerBet[]) => ({
    pooled: summariseLedger(part),
    byEvBand: ledgerBy(
      part,
      evBandOf,
      EV_BANDS.map((b) => b.label),
    ),
    byOddsBand: ledgerBy(
      part,
      oddsBandOf,
      ODDS_BANDS.map((b) => b.label),
    ),
    byBook: ledgerBy(part, (b) => b.book),
    byLeague: ledgerBy(part, (b) => b.league, LEAGUES),
    bySeason: ledgerBy(part, (b) => b.season),
  });
  return {
    rule,
    all: tables(bets),
    development: tables(development(bets)),
    check: tables(check(bets)),
  };
};
const served = report(VALUE_RULE);
const before = report({ ...VALUE_RULE, maxPrice: null, exchanges: true });

// 4. Why CLV and ROI disagree: the same bets' CLV against Pinnacle's close by odds band, next to
// their return, and the Max aggregate the old backtest priced bets at.
const maxOpening = new Map(
  played.map((m) => [
    `${m.leagueId}:${m.localDate}:${m.home}:${m.away}`,
    m.odds
      .find((d) => d.kind === 'opening')
      ?.quotes.find((q) => q.market === '1x2' && q.bookmaker === 'Market maximum')?.prices,
  ]),
);
const maxAggregate = ledgerBets(
  byMethod.get('multiplicative')!.map((m) => ({
    ...m,
    offers: (maxOpening.get(m.id!) ?? []).map((price, outcome) => ({
      book: 'Market maximum',
      outcome,
      price,
      exchange: false,
    })),
  })),
  { ...VALUE_RULE, maxPrice: null, exchanges: true },
);

// NBA and NFL: value bets need a moneyline known before tip-off.
const usPriced = (['NBA', 'NFL'] as const).map((league) => {
  const games = loadLeagueHistory(dataDir, league).filter((m) => m.homeScore !== null);
  const before = games.filter((m) =>
    m.odds.some((d) => d.kind !== 'closing' && d.quotes.some((q) => q.market === 'moneyline')),
  );
  return { league, games: games.length, withPreGameMoneyline: before.length };
});

const result = {
  seasons: `${FIRST_SEASON}–2024/25`,
  matches: played.length,
  priced: byMethod.get('multiplicative')!.length,
  loadMs: Math.round(loadMs),
  calibration,
  compared,
  chosen: chosen.rule,
  servedIsChosen,
  served,
  before,
  usPriced,
};
if (json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(formatLedgerTable(result, summariseLedger(maxAggregate)));
  console.log(`\n(${(performance.now() - started) / 1000} s)`);
}
