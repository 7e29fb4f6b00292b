/**
 * The MLB model's terms on top of the team ratings' forecast p₀ (docs/models.md "Baseball"):
 *
 *   logit P(home wins) = β₀ · logit p₀ + β₁ · pitching edge + β₂ · (rest_home − rest_away)
 *                        + β₃ · (market rating_home − market rating_away)
 *
 * The pitching edge is in runs per nine innings (starter-form.ts); the market ratings are the
 * listed starters' market-implied ratings in logit, learnt from earlier games' closing prices
 * (market-starter.ts); rest is days since the side's
 * previous game of the season, capped at 3 (a team plays most days; a fourth day off changes
 * nothing). β is a ridge logistic regression on earlier seasons' out-of-sample forecasts
 * (engine/situational/adjustment.ts), so the pitcher term is only as large as history earned.
 */
import { restDays } from '../situational/rest.ts';
import {
  MARKET_STARTER,
  type MarketStarterParams,
  marketStarterRatings,
} from './market-starter.ts';
import {
  pitchingEdge,
  STARTER_FORM,
  type StarterFormParams,
  starterForms,
} from './starter-form.ts';
import type { BaseballGame } from './types.ts';

// The adjustment's terms, in order: logit p0, the pitching edge (runs per nine), rest (days, ≤ 3),
// the starters' market-implied edge (logit).

const REST_CAP = 3;

/** Each game's inputs, home minus away, from the games before it (fixtures included last). */
export function baseballInputs(
  games: readonly BaseballGame[],
  params: StarterFormParams = STARTER_FORM,
  market: MarketStarterParams = MARKET_STARTER,
): Map<string, number[]> {
  const forms = starterForms(games, params);
  const rest = restDays(games, REST_CAP);
  const rated = marketStarterRatings(games, market);
  const out = new Map<string, number[]>();
  for (const game of games) {
    const r = rest.get(game.id)!;
    out.set(game.id, [
      pitchingEdge(forms.get(game.id) ?? null),
      Math.min(r.home, REST_CAP) - Math.min(r.away, REST_CAP),
      rated.get(game.id)!.home - rated.get(game.id)!.away,
    ]);
  }
  return out;
}

/** The games with each one's pitching edge set, for the team ratings to read (engine/elo). */
export function withPitchingEdges<T extends BaseballGame>(
  games: readonly T[],
  params: StarterFormParams = STARTER_FORM,
): T[] {
  const forms = starterForms(games, params);
  return games.map((game) => ({ ...game, edge: pitchingEdge(forms.get(game.id) ?? null) }));
}
