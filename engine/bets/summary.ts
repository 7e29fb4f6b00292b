import type { BetResult } from './outcome.ts';
import { clvVerdict, type Estimate, meanEstimate, roiEstimate, type VerdictKind } from './stats.ts';

/** A bet as the statistics see it: its result as known at the clock, money in cents. */
export interface BetFacts {
  id: string;
  status: 'open' | BetResult;
  stakeCents: number;
  /** Null while open. */
  profitCents: number | null;
  /** Null without a closing price (or while open). */
  clv: number | null;
  settledAt: Date | null;
  takenAt: Date;
  leagueKey: string;
  marketKey: string;
  bookmakerKey: string;
}

export interface BreakdownRow {
  key: string;
  settled: number;
  stakedCents: number;
  profitCents: number;
  roi: number | null;
  clv: number | null;
  clvN: number;
}

export interface BetStatistics {
  counts: { open: number; settled: number; won: number; lost: number; void: number };
  stakedCents: number;
  atRiskCents: number;
  profitCents: number;
  roi: Estimate;
  clv: Estimate;
  withoutClosing: number;
  verdict: { kind: VerdictKind; sentence: string };
  bankroll: { at: Date; profitCents: number; betId: string }[];
  byLeague: BreakdownRow[];
  byMarket: BreakdownRow[];
  byBookmaker: BreakdownRow[];
}

const isDecided = (b: BetFacts) => b.status === 'won' || b.status === 'lost';
const isSettled = (b: BetFacts) => b.status !== 'open';

/** Cumulative profit after each settled bet, in the order results became known. */
export function bankrollCurve(bets: readonly BetFacts[]) {
  const settled = bets
    .filter((b) => isSettled(b) && b.settledAt !== null)
    .sort(
      (a, b) =>
        a.settledAt!.getTime() - b.settledAt!.getTime() ||
        a.takenAt.getTime() - b.takenAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  let running = 0;
  return settled.map((b) => {
    running += b.profitCents ?? 0;
    return { at: b.settledAt!, profitCents: running, betId: b.id };
  });
}

/** Settled results per key (league, market or bookmaker), most staked first. */
export function breakdown(
  bets: readonly BetFacts[],
  keyOf: (b: BetFacts) => string,
): BreakdownRow[] {
  const groups = new Map<string, BetFacts[]>();
  for (const bet of bets.filter(isSettled)) {
    const key = keyOf(bet);
    groups.set(key, [...(groups.get(key) ?? []), bet]);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const decided = group.filter(isDecided);
      const staked = decided.reduce((sum, b) => sum + b.stakeCents, 0);
      const profit = decided.reduce((sum, b) => sum + (b.profitCents ?? 0), 0);
      const clvs = group.flatMap((b) => (b.clv === null ? [] : [b.clv]));
      return {
        key,
        settled: decided.length,
        stakedCents: staked,
        profitCents: profit,
        roi: staked > 0 ? profit / staked : null,
        clv: clvs.length > 0 ? clvs.reduce((a, b) => a + b, 0) / clvs.length : null,
        clvN: clvs.length,
      };
    })
    .sort((a, b) => b.stakedCents - a.stakedCents || (a.key < b.key ? -1 : 1));
}

/**
 * Everything the "My bets" summary shows. Void bets count as settled but carry no risk: they
 * are left out of stakes and ROI; their CLV (a price taken against the close) still counts.
 */
export function betStatistics(bets: readonly BetFacts[]): BetStatistics {
  const decided = bets.filter(isDecided);
  const settled = bets.filter(isSettled);
  const clvs = settled.flatMap((b) => (b.clv === null ? [] : [b.clv]));
  const clv = meanEstimate(clvs);
  return {
    counts: {
      open: bets.length - settled.length,
      settled: settled.length,
      won: bets.filter((b) => b.status === 'won').length,
      lost: bets.filter((b) => b.status === 'lost').length,
      void: bets.filter((b) => b.status === 'void').length,
    },
    stakedCents: decided.reduce((sum, b) => sum + b.stakeCents, 0),
    atRiskCents: bets.filter((b) => b.status === 'open').reduce((s, b) => s + b.stakeCents, 0),
    profitCents: decided.reduce((sum, b) => sum + (b.profitCents ?? 0), 0),
    roi: roiEstimate(
      decided.map((b) => ({ stakeCents: b.stakeCents, profitCents: b.profitCents ?? 0 })),
    ),
    clv,
    withoutClosing: settled.length - clvs.length,
    verdict: clvVerdict(clv),
    bankroll: bankrollCurve(bets),
    byLeague: breakdown(bets, (b) => b.leagueKey),
    byMarket: breakdown(bets, (b) => b.marketKey),
    byBookmaker: breakdown(bets, (b) => b.bookmakerKey),
  };
}
