import type { Bet, BetBreakdownRow, BetsSummary, Estimate } from '@contract';
import {
  type BetFacts,
  type BreakdownRow,
  betStatistics,
  type Estimate as EngineEstimate,
} from '../../../engine/bets/index.ts';
import { units } from './present.ts';

const MARKET_LABELS: Record<string, string> = {
  '1x2': 'Match result (1X2)',
  moneyline: 'Moneyline',
  spread: 'Spread (run line, puck line)',
  total: 'Totals (over/under)',
};

const cents = (value: number) => Math.round(value * 100);

function factsOf(bet: Bet): BetFacts {
  return {
    id: bet.id,
    status: bet.status,
    stakeCents: cents(bet.stake),
    profitCents: bet.profit === null ? null : cents(bet.profit),
    clv: bet.clv,
    settledAt: bet.settledAt === null ? null : new Date(bet.settledAt),
    takenAt: new Date(bet.takenAt),
    leagueKey: bet.leagueId ?? '',
    marketKey: bet.market,
    bookmakerKey: bet.bookmaker ?? '',
  };
}

const estimate = (e: EngineEstimate): Estimate => ({ ...e });

function rows(list: readonly BreakdownRow[], label: (key: string) => string): BetBreakdownRow[] {
  return list.map((r) => ({
    key: r.key,
    label: label(r.key),
    settled: r.settled,
    staked: units(r.stakedCents),
    profit: units(r.profitCents),
    roi: r.roi,
    clv: r.clv,
    clvN: r.clvN,
  }));
}

const monthOf = (asOf: Date) => asOf.toISOString().slice(0, 7);

/** The summary of bets already presented at `asOf` (so open/settled follow the clock). */
export function summarise(bets: readonly Bet[], asOf: Date): BetsSummary {
  const stats = betStatistics(bets.map(factsOf));
  const leagueNames = new Map(bets.map((b) => [b.leagueId ?? '', b.league ?? '']));
  const month = monthOf(asOf);
  const thisMonth = bets.filter((b) => b.takenAt.slice(0, 7) === month);
  return {
    counts: stats.counts,
    staked: units(stats.stakedCents),
    atRisk: units(stats.atRiskCents),
    profit: units(stats.profitCents),
    roi: estimate(stats.roi),
    clv: estimate(stats.clv),
    withoutClosing: stats.withoutClosing,
    verdict: stats.verdict,
    bankroll: stats.bankroll.map((p) => ({
      at: p.at.toISOString(),
      profit: units(p.profitCents),
      betId: p.betId,
    })),
    byLeague: rows(stats.byLeague, (key) => (key ? leagueNames.get(key) || key : 'No league')),
    byMarket: rows(stats.byMarket, (key) => MARKET_LABELS[key] ?? key),
    byBookmaker: rows(stats.byBookmaker, (key) => key || 'No bookmaker'),
    month: {
      month,
      bets: thisMonth.length,
      staked: units(thisMonth.reduce((sum, b) => sum + cents(b.stake), 0)),
    },
  };
}
