import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type BetsLikeThis,
  LEDGER_TOO_FEW,
  type LedgerFigure,
  type LedgerTables,
  type ValueLedgerResponse,
} from '@contract';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import {
  bandOf,
  EV_BANDS,
  evBandOf,
  type LedgerBet,
  type LedgerSummary,
  ledgerBets,
  ledgerBy,
  ODDS_BANDS,
  oddsBandOf,
  summariseLedger,
  VALUE_RULE,
} from '../../../engine/value/index.ts';
import { currentBookmakerName } from '../../data/reference/bookmakers.ts';
import {
  MONEYLINE_LEAGUE_IDS,
  SERVED_LEAGUE_IDS,
  SOCCER_LEAGUE_IDS,
} from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import { listedValueBets } from '../../db/queries/value-ledger.ts';
import type { DataVersion } from './data-version.ts';
import { moneylineLedgerMatches } from './moneyline-league.ts';
import type { OneAtATime } from './one-at-a-time.ts';
import { LEDGER_FROM, soccerLeagueBets } from './soccer-ledger-bets.ts';
import { createStoredComputation } from './stored-computation.ts';

type Ready = Extract<ValueLedgerResponse, { status: 'ready' }>;

/** MLB's seasons are calendar years: its first season after that start is 2017. */
const MONEYLINE_LEDGER_FROM = {
  MLB: new Date('2017-01-01T00:00:00Z'),
  NHL: LEDGER_FROM,
} as const;
const MONEYLINE_LEAGUES = (['MLB', 'NHL'] as const).filter((id) => SERVED_LEAGUE_IDS.has(id));
const OUTCOMES = ['home', 'draw', 'away'] as const;

const round = (x: number | null, digits = 4) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;

function figure(s: LedgerSummary): LedgerFigure {
  return {
    n: s.n,
    roi: round(s.roi),
    roiLow: round(s.roiLow),
    roiHigh: round(s.roiHigh),
    claimedEv: round(s.claimedEv),
    clvN: s.clvN,
    clv: round(s.clv),
    clvSe: round(s.clvSe),
    since: s.since,
  };
}

/**
 * A cell's key: '5–10%|2–4' for soccer's 1X2 bets on the market's fair price, 'NHL|5–10%|2–4'
 * for an MLB or NHL moneyline bet on the model pooled with the market. Each league of the two
 * has cells of its own: soccer's history says nothing of how a hockey model's bets do.
 */
const cellKey = (league: string | undefined, ev: string | null, odds: string | null) =>
  league !== undefined && MONEYLINE_LEAGUE_IDS.has(league)
    ? `${league}|${ev}|${odds}`
    : `${ev}|${odds}`;

const cellOf = (bet: LedgerBet) => cellKey(bet.league, evBandOf(bet), oddsBandOf(bet));

function tables(bets: readonly LedgerBet[]): LedgerTables {
  const rows = (split: ReturnType<typeof ledgerBy>) =>
    split.map((row) => ({ key: row.key, figure: figure(row.summary) }));
  return {
    pooled: figure(summariseLedger(bets)),
    byEvBand: rows(
      ledgerBy(
        bets,
        evBandOf,
        EV_BANDS.map((b) => b.label),
      ),
    ),
    byOddsBand: rows(
      ledgerBy(
        bets,
        oddsBandOf,
        ODDS_BANDS.map((b) => b.label),
      ),
    ),
    byLeague: rows(ledgerBy(bets, (b) => b.league)),
    bySeason: rows(ledgerBy(bets, (b) => b.season)),
    byBook: rows(ledgerBy(bets, (b) => b.book)),
    byCell: rows(ledgerBy(bets, cellOf)),
  };
}

/** The value bets answers listed, settled: the live half of the ledger. */
async function liveBets(db: Db, cutoff: Date): Promise<LedgerBet[]> {
  return (await listedValueBets(db, cutoff)).map((bet) => {
    const won = bet.outcome === bet.result;
    return {
      league: bet.leagueId,
      season: bet.season,
      kickoff: bet.kickoff.toISOString(),
      // Answers are stored as shown; one listed before a book's rename counts under its name now.
      book: currentBookmakerName(bet.sportsbook),
      outcome: OUTCOMES.indexOf(bet.outcome),
      price: bet.price,
      claimedEvPct: bet.expectedValue,
      won,
      profit: won ? bet.price - 1 : -1,
      clv: null,
    };
  });
}

/** Every soccer league's walk-forward bets, league after league, a turn of the loop apart. */
async function soccerBets(db: Db, cutoff: Date, commission: number, signal?: AbortSignal) {
  const bets: LedgerBet[] = [];
  for (const leagueId of SOCCER_LEAGUE_IDS) {
    for (const bet of await soccerLeagueBets(db, leagueId, cutoff, commission)) bets.push(bet);
    await nextTurn();
    signal?.throwIfAborted();
  }
  return bets;
}

/**
 * The ledger at the clock's day: walk-forward since 2016/17 (MLB since 2017) and live, both
 * settled before it.
 */
export async function computeValueLedger(
  db: Db,
  cutoff: Date,
  computedAt: Date,
  signal?: AbortSignal,
  commission = 0,
): Promise<Ready> {
  const bets = await soccerBets(db, cutoff, commission, signal);
  for (const league of MONEYLINE_LEAGUES) {
    const matches = await moneylineLedgerMatches(
      db,
      league,
      MONEYLINE_LEDGER_FROM[league],
      cutoff,
      commission,
      signal,
    );
    bets.push(...ledgerBets(matches, VALUE_RULE));
  }
  return {
    status: 'ready',
    asOf: cutoff.toISOString(),
    computedAt: computedAt.toISOString(),
    rule: {
      thresholdPct: VALUE_RULE.thresholdPct,
      probabilityMarginPoints: Math.round(VALUE_RULE.probabilityMargin * 1000) / 10,
      maxPrice: VALUE_RULE.maxPrice,
      exchanges: VALUE_RULE.exchanges,
      devig: VALUE_RULE.devig,
    },
    walkForward: tables(bets),
    live: tables(await liveBets(db, cutoff)),
  };
}

/** The rule's and the leagues' fingerprint: a changed rule or league list computes afresh. */
const RULE_VERSION = `${MODEL_VERSION}|${JSON.stringify(VALUE_RULE)}|${MONEYLINE_LEAGUES.join(',')}`;

export type ValueLedger = ReturnType<typeof createValueLedger>;

/** The ledger per clock day and data version, computed in the background (stored-computation.ts). */
export function createValueLedger(
  db: Db,
  options: {
    asOf: () => Promise<Date>;
    now: () => Date;
    exchangeCommission?: number;
    log?: (error: unknown) => void;
    turns?: OneAtATime;
    /** The data version, read once for every stored computation of the app. */
    dataVersion?: DataVersion;
  },
) {
  const computation = createStoredComputation<Ready>(db, {
    keyPrefix: 'value-ledger|',
    version: RULE_VERSION,
    asOf: options.asOf,
    now: options.now,
    log: options.log,
    turns: options.turns,
    dataVersion: options.dataVersion,
    compute: (cutoff, computedAt, signal) =>
      computeValueLedger(db, cutoff, computedAt, signal, options.exchangeCommission),
  });
  // Read through the ledger, so the sports state needs no import of this folder at run time.
  return { ...computation, betsLikeThis: betsLikeThisAt };
}

const signedPct = (x: number) => `${x < 0 ? '−' : '+'}${Math.abs(x * 100).toFixed(1)}%`;
const sinceYear = (season: string | null) => (season ? ` since ${season.slice(0, 4)}` : '');

/**
 * "Bets like this (EV 5–10%, odds 2–4): +3.1% ± 2.4% over 1,240 since 2016": the walk-forward
 * figure of the bet's EV band and odds band ("none on record yet" when it has no such bet); null
 * only for an EV below every band, which the rule never lists. An MLB or NHL bet reads its own
 * league's bets ("Bets like this (NHL, EV 5–10%, odds 2–4)"), never soccer's.
 */
export function betsLikeThisAt(
  ledger: Ready,
  expectedValuePct: number,
  price: number,
  leagueId?: string,
): BetsLikeThis | null {
  const ev = bandOf(EV_BANDS, expectedValuePct);
  const odds = bandOf(ODDS_BANDS, price);
  if (!ev || !odds) return null;
  const key = cellKey(leagueId, ev.label, odds.label);
  // A band the rule has never listed a bet in says so: null stays "still being computed".
  const f =
    ledger.walkForward.byCell.find((r) => r.key === key)?.figure ?? figure(summariseLedger([]));
  const league = key.split('|').length === 3 ? `${leagueId}, ` : '';
  const label = `Bets like this (${league}EV ${ev.label}, odds ${odds.label})`;
  const count = f.n.toLocaleString('en-GB');
  const text =
    f.n === 0
      ? `${label}: none on record yet.`
      : f.n < LEDGER_TOO_FEW
        ? `${label}: only ${count} on record${sinceYear(f.since)}, too few to say how they do.`
        : `${label}: ${signedPct(f.roi!)} ± ${(((f.roiHigh! - f.roiLow!) / 2) * 100).toFixed(1)}% over ${count}${sinceYear(f.since)}.`;
  // Field by field, not `...f`: a ledger read back from the database (stored-computation.ts)
  // has its keys in jsonb's order, and the same answer must be the same bytes whichever way
  // its ledger came (features/search/answer-cache.test.ts).
  return {
    n: f.n,
    roi: f.roi,
    roiLow: f.roiLow,
    roiHigh: f.roiHigh,
    claimedEv: f.claimedEv,
    clvN: f.clvN,
    clv: f.clv,
    clvSe: f.clvSe,
    since: f.since,
    evBand: ev.label,
    oddsBand: odds.label,
    text,
    earned: f.n < LEDGER_TOO_FEW || f.roiHigh === null || f.roiHigh >= 0,
  };
}
