/**
 * The NHL model's terms on top of the team ratings' forecast p₀ (docs/models.md "Hockey"):
 *
 *   logit P(home wins, overtime included) = β₀ · logit p₀ + β₁ · goalie edge + β₂ · rest
 *
 * The goalie edge is in goals over a game's shots (goalie-form.ts), zero where the starters are
 * not known; rest is the back-to-back difference (1 for a side that played the day before). β
 * is a ridge logistic regression on earlier seasons' out-of-sample forecasts.
 */
import { restDays } from '../situational/rest.ts';
import { GOALIE_FORM, type GoalieFormParams, goalieEdges } from './goalie-form.ts';
import type { HockeyGame } from './types.ts';

// The adjustment's terms, in order: logit p0, the goalie edge (goals), back-to-back.

export function hockeyInputs(
  games: readonly HockeyGame[],
  params: GoalieFormParams = GOALIE_FORM,
): Map<string, number[]> {
  const edges = goalieEdges(games, params);
  const rest = restDays(games, 3);
  const out = new Map<string, number[]>();
  for (const game of games) {
    const r = rest.get(game.id)!;
    // Positive when the away side is the one on the second night of a back-to-back.
    out.set(game.id, [edges.get(game.id)!, (r.away === 1 ? 1 : 0) - (r.home === 1 ? 1 : 0)]);
  }
  return out;
}

/** The games with each one's goalie edge set, for the team ratings to read (engine/elo). */
export function withGoalieEdges<T extends HockeyGame>(
  games: readonly T[],
  params: GoalieFormParams = GOALIE_FORM,
): T[] {
  const edges = goalieEdges(games, params);
  return games.map((game) => ({ ...game, edge: edges.get(game.id)! }));
}
