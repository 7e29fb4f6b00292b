import type { OddsRow, SlateFixture, SlateMarket, SlatePrice, SlateValue } from '@contract';
import { valueBets } from '../../sports/odds/odds-table.ts';
import type { SlateBuild } from '../../sports/prediction/slate-builds.ts';

type Outcome = 'home' | 'draw' | 'away';
const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

const american = (row: OddsRow, outcome: Outcome) =>
  outcome === 'home'
    ? row.moneylineHome
    : outcome === 'away'
      ? row.moneylineAway
      : row.moneylineDraw;

/** The markets some book prices for the match at the clock. */
export function marketsOf(odds: readonly OddsRow[]): SlateMarket[] {
  const markets: SlateMarket[] = [];
  if (odds.some((r) => r.decimal.home !== null)) markets.push('moneyline');
  if (odds.some((r) => r.spreadHome !== null)) markets.push('spread');
  if (odds.some((r) => r.totalPoints !== null)) markets.push('total');
  return markets;
}

/**
 * The best fresh price per outcome among `odds`, compared as paid out (net of an exchange's
 * commission), as the odds table marks it; a stale price may no longer be on offer and is never
 * the best.
 */
export function bestPrices(odds: readonly OddsRow[]): SlateFixture['prices'] {
  const fresh = odds.filter((r) => !r.stale);
  const best = (outcome: Outcome): SlatePrice | null => {
    const row = fresh
      .filter((r) => (r.netDecimal[outcome] ?? 0) > 1 && american(r, outcome) !== null)
      .sort(
        (a, b) =>
          b.netDecimal[outcome]! - a.netDecimal[outcome]! ||
          b.capturedAt.localeCompare(a.capturedAt),
      )[0];
    if (!row) return null;
    return {
      sportsbook: row.sportsbook,
      odds: american(row, outcome)!,
      decimalOdds: row.decimal[outcome]!,
      exchange: row.exchange,
      capturedAt: row.capturedAt,
    };
  };
  return { home: best('home'), draw: best('draw'), away: best('away') };
}

/**
 * The value bets at the chosen books: the answer's own list with every book, else the same value
 * rule (odds-table.ts `valueBets`) run on those books' prices alone.
 */
function valueAt(build: SlateBuild, books: ReadonlySet<string> | null): SlateValue[] {
  const { built, fixture } = build;
  const bets = books
    ? valueBets(
        built.odds.filter((r) => books.has(r.sportsbook)),
        {
          published: built.forecast.published,
          model: built.forecast.model,
          market: built.forecast.market?.probabilities ?? null,
        },
        {
          matchId: fixture.matchId,
          homeTeam: built.prediction.homeTeam,
          awayTeam: built.prediction.awayTeam,
          kickoff: fixture.kickoff,
          soccer: built.forecast.published.length === 3,
        },
      ).bets
    : built.valueBets;
  return bets
    .map((bet) => ({
      outcome: bet.outcome,
      sportsbook: bet.sportsbook,
      decimalOdds: bet.decimalOdds,
      expectedValue: bet.expectedValue,
    }))
    .sort(
      (a, b) =>
        b.expectedValue - a.expectedValue ||
        OUTCOMES.indexOf(a.outcome) - OUTCOMES.indexOf(b.outcome),
    );
}

/** One slate row: the prediction as published, and its prices unless the viewer's are locked. */
export function slateRow(
  build: SlateBuild,
  day: string,
  options: { books: ReadonlySet<string> | null; locked: boolean },
): SlateFixture {
  const { built, league, fixture } = build;
  const p = built.prediction;
  const odds = options.books
    ? built.odds.filter((r) => options.books!.has(r.sportsbook))
    : built.odds;
  return {
    matchId: fixture.matchId,
    leagueId: league.id,
    league: league.name,
    sport: league.sport,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    kickoff: fixture.kickoff.toISOString(),
    kickoffDay: p.kickoffDay ?? null,
    day,
    probabilities: { home: p.homeTeamWinProb, draw: p.drawProb, away: p.awayTeamWinProb },
    probabilitySource: { basis: p.probabilitySource.basis, label: p.probabilitySource.label },
    confidence: p.confidence,
    markets: marketsOf(built.odds),
    prices: options.locked ? { home: null, draw: null, away: null } : bestPrices(odds),
    pricesNote: built.pricesPending?.note ?? null,
    value: options.locked ? [] : valueAt(build, options.books),
  };
}
