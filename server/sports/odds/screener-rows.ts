import type { Intent, ScreenerRow, ValueBet } from '@contract';
import { valueBet } from '../../../engine/value/index.ts';
import type { BuiltPrediction } from '../prediction/prediction-builder.ts';

type Outcome = ScreenerRow['outcome'];

const pct = (p: number) => Math.round(p * 1000) / 10;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export interface RatedFixture {
  built: BuiltPrediction;
  league: string;
}

function fromValueBet(bet: ValueBet, league: string): ScreenerRow {
  return {
    matchId: bet.matchId,
    league,
    homeTeam: bet.homeTeam,
    awayTeam: bet.awayTeam,
    kickoff: bet.kickoff,
    kickoffDay: bet.kickoffDay ?? null,
    outcome: bet.outcome,
    pick: bet.description,
    valueBet: true,
    modelProbability: bet.modelProbability,
    marketProbability: bet.marketProbability,
    price: {
      sportsbook: bet.sportsbook,
      odds: bet.odds,
      decimalOdds: bet.decimalOdds,
      netDecimalOdds: bet.netDecimalOdds,
      exchange: bet.exchange,
      capturedAt: bet.capturedAt,
      impliedProbability: bet.impliedProbability,
    },
    expectedValue: bet.expectedValue,
    kellyStake: bet.kellyStake,
    history: bet.history ?? null,
  };
}

/**
 * A match with no value bet: Strix's most likely outcome, at the best fresh price on offer (the
 * one the odds table marks), with what that price is worth. No stake: it is not a value bet.
 */
function mostLikely({ built, league }: RatedFixture): ScreenerRow {
  const p = built.prediction;
  const soccer = built.forecast.published.length === 3;
  const outcomes: Outcome[] = soccer ? ['home', 'draw', 'away'] : ['home', 'away'];
  const probabilities = outcomes.map((outcome, i) => ({
    outcome,
    published: built.forecast.published[i]!,
    market: built.forecast.market?.probabilities[i] ?? null,
  }));
  // On a tie the away side, as the result card reads it.
  const pick = probabilities.reduce((best, next) =>
    next.published >= best.published ? next : best,
  );
  const row = built.odds
    .filter((r) => r.best[pick.outcome])
    .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt))
    .at(-1);
  const net = row?.netDecimal[pick.outcome] ?? null;
  const quoted = row?.decimal[pick.outcome] ?? null;
  const american = row
    ? pick.outcome === 'home'
      ? row.moneylineHome
      : pick.outcome === 'away'
        ? row.moneylineAway
        : row.moneylineDraw
    : null;
  const priced = row && net !== null && quoted !== null && american !== null;
  const worth = priced ? valueBet({ price: net, modelProbability: pick.published }) : null;
  const team = pick.outcome === 'home' ? p.homeTeam : pick.outcome === 'away' ? p.awayTeam : null;
  return {
    matchId: p.matchId!,
    league,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    kickoff: p.kickoff!,
    kickoffDay: p.kickoffDay ?? null,
    outcome: pick.outcome,
    pick: team ? `${team} to win` : `Draw: ${p.homeTeam} vs ${p.awayTeam}`,
    valueBet: false,
    modelProbability: pct(pick.published),
    marketProbability: pick.market === null ? null : pct(pick.market),
    price:
      priced && worth
        ? {
            sportsbook: row.sportsbook,
            odds: american,
            decimalOdds: quoted,
            netDecimalOdds: net,
            exchange: row.exchange,
            capturedAt: row.capturedAt,
            impliedProbability: pct(worth.impliedProbability),
          }
        : null,
    expectedValue: worth ? oneDecimal(worth.expectedValuePct) : null,
    kellyStake: null,
  };
}

/**
 * The screener's rows for a slate: every value bet across it for a value question (strongest
 * first), else one row per match with its strongest value bet or, with none, its most likely
 * outcome (in kick-off order, as rated).
 */
export function screenerRows(intent: Intent, rated: readonly RatedFixture[]): ScreenerRow[] {
  if (intent === 'value') {
    return rated
      .flatMap(({ built, league }) => built.valueBets.map((bet) => fromValueBet(bet, league)))
      .sort((a, b) => (b.expectedValue ?? 0) - (a.expectedValue ?? 0));
  }
  return rated.map((fixture) => {
    const strongest = [...fixture.built.valueBets].sort(
      (a, b) => b.expectedValue - a.expectedValue,
    )[0];
    return strongest ? fromValueBet(strongest, fixture.league) : mostLikely(fixture);
  });
}
