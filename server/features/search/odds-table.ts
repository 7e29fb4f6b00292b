import type { OddsRow, ValueBet } from '@contract';
import { americanFromDecimal } from '../../../engine/market/index.ts';
import { findValueBets } from '../../../engine/value/index.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { AGGREGATE_BOOKS, isStale, isUsLeague, latestFirst } from './market.ts';

/** Expected value (percent) a price must offer over Strix's probability to be listed. */
export const VALUE_THRESHOLD_PCT = 3;

/** The US files name their single line by when it was taken; people read it as the market's. */
const BOOK_NAMES: Record<string, string> = {
  'Closing line': 'Consensus line',
  'Opening line': 'Opening line',
};

/** The name a book is shown under. Own entries only: a book called 'constructor' keeps its name. */
export const bookmakerName = (book: string) =>
  Object.hasOwn(BOOK_NAMES, book) ? BOOK_NAMES[book]! : book;

const american = (decimal: number | undefined | null) =>
  decimal && Number.isFinite(decimal) && decimal > 1
    ? Math.round(americanFromDecimal(decimal))
    : null;
const price = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 1 ? value : null;

/** What the table is read against: the clock, and the age past which a price is stale. */
export interface PriceClock {
  asOf: Date;
  staleAfterMs: number;
}

/**
 * The latest price per bookmaker known at the clock, with its capture time, and the best fresh
 * price per outcome marked (a stale price is shown but cannot be the best).
 */
export function oddsRows(
  matchId: number,
  leagueId: string,
  docs: readonly OddsDocRow[],
  clock: PriceClock,
): OddsRow[] {
  const soccer = !isUsLeague(leagueId);
  const rows = new Map<string, OddsRow>();
  for (const doc of latestFirst(docs)) {
    for (const quote of doc.quotes) {
      if (AGGREGATE_BOOKS.has(quote.bookmaker)) continue;
      const name = bookmakerName(quote.bookmaker);
      let row = rows.get(name);
      if (!row) {
        row = {
          id: `${matchId}:${name}`,
          sportsbook: name,
          moneylineHome: null,
          moneylineDraw: null,
          moneylineAway: null,
          spreadHome: null,
          spreadOddsHome: null,
          totalPoints: null,
          decimal: { home: null, draw: null, away: null, spreadHome: null },
          best: { home: false, draw: false, away: false },
          kind: doc.kind === 'closing' ? 'closing' : 'pre-match',
          capturedAt: doc.capturedAt.toISOString(),
          stale: isStale(doc.capturedAt, clock.asOf, clock.staleAfterMs),
        };
        rows.set(name, row);
      }
      // Documents come latest first: a field already filled holds the newer price.
      const isMoneyline = soccer ? quote.market === '1x2' : quote.market === 'moneyline';
      if (isMoneyline && row.decimal.home === null) {
        const [h, x, a] = soccer ? quote.prices : [quote.prices[0], undefined, quote.prices[1]];
        row.decimal.home = price(h);
        row.decimal.draw = soccer ? price(x) : null;
        row.decimal.away = price(a);
        row.moneylineHome = american(row.decimal.home);
        row.moneylineDraw = american(row.decimal.draw);
        row.moneylineAway = american(row.decimal.away);
      }
      const isSpread = soccer ? quote.market === 'ah' : quote.market === 'spread';
      if (isSpread && row.spreadHome === null && quote.line !== null) {
        row.spreadHome = quote.line;
        row.decimal.spreadHome = price(quote.prices[0]);
        row.spreadOddsHome = american(row.decimal.spreadHome);
      }
      const isTotal = soccer ? quote.market === 'ou' : quote.market === 'total';
      if (isTotal && row.totalPoints === null && quote.line !== null) row.totalPoints = quote.line;
    }
  }
  const list = [...rows.values()];
  const fresh = list.filter((r) => !r.stale);
  for (const outcome of ['home', 'draw', 'away'] as const) {
    const best = Math.max(...fresh.map((r) => r.decimal[outcome] ?? 0));
    if (best > 1) for (const r of fresh) r.best[outcome] = r.decimal[outcome] === best;
  }
  return list;
}

const pct = (p: number) => Math.round(p * 1000) / 10;

/**
 * Outcomes priced above Strix's published probability by more than the threshold: the best
 * price per outcome, strongest first.
 */
export function valueBets(
  rows: readonly OddsRow[],
  published: readonly number[],
  context: { matchId: number; homeTeam: string; awayTeam: string; kickoff: Date; soccer: boolean },
): ValueBet[] {
  const outcomes = context.soccer
    ? (['home', 'draw', 'away'] as const)
    : (['home', 'away'] as const);
  const probability = (outcome: 'home' | 'draw' | 'away') =>
    context.soccer
      ? published[outcome === 'home' ? 0 : outcome === 'draw' ? 1 : 2]!
      : published[outcome === 'home' ? 0 : 1]!;
  // A stale price may no longer be on offer: it never makes a value bet.
  const candidates = rows
    .filter((row) => !row.stale)
    .flatMap((row) =>
      outcomes.flatMap((outcome) => {
        const decimal = row.decimal[outcome];
        return decimal
          ? [{ row, outcome, price: decimal, modelProbability: probability(outcome) }]
          : [];
      }),
    );
  const found = findValueBets(candidates, VALUE_THRESHOLD_PCT);
  const seen = new Set<string>();
  const bets: ValueBet[] = [];
  for (const bet of found) {
    if (seen.has(bet.outcome)) continue;
    seen.add(bet.outcome);
    const side =
      bet.outcome === 'home' ? context.homeTeam : bet.outcome === 'away' ? context.awayTeam : null;
    const description = side
      ? `${side} to win`
      : `Draw: ${context.homeTeam} vs ${context.awayTeam}`;
    const ev = Math.round(bet.expectedValuePct * 10) / 10;
    bets.push({
      description,
      odds: Math.round(americanFromDecimal(bet.price)),
      decimalOdds: bet.price,
      sportsbook: bet.row.sportsbook,
      impliedProbability: pct(bet.impliedProbability),
      modelProbability: pct(bet.modelProbability),
      expectedValue: ev,
      fairOdds: Math.round(bet.fairOdds * 100) / 100,
      kellyStake: Math.round(bet.stake * 1000) / 10,
      tier: bet.tier,
      analysis: `Strix puts ${side ? `${side}'s win` : 'the draw'} at ${pct(bet.modelProbability)}% (fair odds ${bet.fairOdds.toFixed(2)}). ${bet.row.sportsbook} pays ${bet.price.toFixed(2)}, which implies ${pct(bet.impliedProbability)}%: an expected return of +${ev.toFixed(1)}% per unit staked if Strix's probability is right. A quarter-Kelly stake is ${(bet.stake * 100).toFixed(1)}% of bankroll.`,
      matchId: context.matchId,
      homeTeam: context.homeTeam,
      awayTeam: context.awayTeam,
      kickoff: context.kickoff.toISOString(),
      outcome: bet.outcome,
    });
  }
  return bets;
}
