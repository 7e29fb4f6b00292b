import type { OddsRow, Prediction } from '@contract';
import type { NewPrediction } from '../../db/queries/searches.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';

/**
 * The prediction row a paid match answer stores: the published numbers as columns, the pick the
 * record grades, and what a shared link or the activity list shows.
 */
export function storedPrediction(
  built: BuiltPrediction,
  /** The prediction as shown: the built one with the written texts. */
  shown: BuiltPrediction['prediction'],
  asOf: Date,
): NewPrediction {
  const published = built.forecast.published;
  return {
    matchId: shown.matchId,
    leagueId: built.leagueId,
    homeTeamId: built.homeTeamId,
    awayTeamId: built.awayTeamId,
    hypothetical: shown.hypothetical,
    homeProb: published[0]!,
    drawProb: published.length === 3 ? published[1]! : null,
    awayProb: published.at(-1)!,
    confidence: shown.confidence,
    // The favoured side (the away team on a tie, as the result card shows it).
    ...pickOf(shown, built.odds),
    asOf,
    // What a shared link or the activity list shows; the numbers are columns already.
    // The value bets listed are kept as shown: the live half of the value-bet ledger
    // settles them (server/sports/backtest/value-ledger.ts).
    payload: {
      valueBets: built.valueBets.map((bet) => ({
        outcome: bet.outcome,
        sportsbook: bet.sportsbook,
        price: bet.netDecimalOdds,
        ev: bet.expectedValue,
      })),
      prediction: shown.prediction,
      summary: shown.summary,
      homeTeam: shown.homeTeam,
      awayTeam: shown.awayTeam,
      league: shown.league,
      kickoff: shown.kickoff,
      keyInsights: shown.keyInsights,
      // The card and the shared page label the percentages with it.
      probabilitySource: shown.probabilitySource,
      // What the shared link shows a viewer on a break (share-service.ts).
      withoutMarket: {
        prediction: built.withoutMarket.text.prediction,
        summary: built.withoutMarket.text.summary,
        keyInsights: built.withoutMarket.text.keyInsights,
      },
    },
  };
}

function pickOf(
  prediction: Pick<Prediction, 'homeTeamWinProb' | 'awayTeamWinProb'>,
  odds: readonly OddsRow[],
): { pick: 'home' | 'away'; pickPrice: number | null } {
  const pick = prediction.homeTeamWinProb > prediction.awayTeamWinProb ? 'home' : 'away';
  // What the price pays: an exchange's net of its commission, as the odds table compares them.
  const prices = odds.map((row) => row.netDecimal[pick]).filter((p): p is number => p !== null);
  return { pick, pickPrice: prices.length > 0 ? Math.max(...prices) : null };
}
