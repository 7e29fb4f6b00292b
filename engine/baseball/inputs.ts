/**
 * The MLB model's terms on top of the team ratings' forecast p₀ (docs/models.md "Baseball"):
 *
 *   logit P(home wins) = β₀ · logit p₀ + β₁ · (rest_home − rest_away)
 *                        + β₂ · (market rating_home − market rating_away)
 *
 * Rest is days since the side's previous game of the season, capped at 3 (a team plays most
 * days; a fourth day off changes nothing). The market ratings are the listed starters'
 * market-implied ratings in logit, learnt from earlier games' closing prices only
 * (market-starter.ts). β is a ridge logistic regression on earlier seasons' out-of-sample
 * forecasts (engine/situational/adjustment.ts), so the pitcher term is only as large as history
 * earned.
 */
import { restDays } from '../situational/rest.ts';
import {
  MARKET_STARTER,
  type MarketStarterParams,
  marketStarterRatings,
} from './market-starter.ts';
import type { BaseballGame } from './types.ts';

// The adjustment's terms, in order: logit p0, rest (days, ≤ 3), the starters' market edge (logit).

const REST_CAP = 3;

/** Each game's inputs, home minus away, from the games before it (fixtures included last). */
export function baseballInputs(
  games: readonly BaseballGame[],
  market: MarketStarterParams = MARKET_STARTER,
): Map<string, number[]> {
  const rest = restDays(games, REST_CAP);
  const rated = marketStarterRatings(games, market);
  const out = new Map<string, number[]>();
  for (const game of games) {
    const r = rest.get(game.id)!;
    const starters = rated.get(game.id)!;
    out.set(game.id, [
      Math.min(r.home, REST_CAP) - Math.min(r.away, REST_CAP),
      starters.home - starters.away,
    ]);
  }
  return out;
}

/** The starters' market-implied edge of a game's inputs (logit, home − away). */
export const startersMarketEdge = (inputs: readonly number[]): number => inputs[1]!;
