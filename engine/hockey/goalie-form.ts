/**
 * The goalie term of the NHL model (docs/models.md "Hockey"). A goalie is rated by his saves
 * above the league's save rate on the shots he faced in earlier games, shrunk towards the league
 * by `priorShots` league-average shots; his team by the same over its recent games, whoever was
 * in net. A starter better than his team's usual is an edge the team ratings cannot see: the
 * model reads (goalie − team) for each side, in goals over a game's worth of shots.
 */
import type { HockeyGame } from './types.ts';

export interface GoalieFormParams {
  /** League-average shots added to every goalie's record (the shrinkage). */
  priorShots: number;
  /** Weight of a shot one season older (0–1). */
  seasonCarry: number;
  /** Half-life of a team's recent shots against, in shots. */
  teamHalfLifeShots: number;
  /** Shots a team faces in a game, to turn save rates into goals. */
  shotsPerGame: number;
}

export const GOALIE_FORM: GoalieFormParams = {
  priorShots: 1500,
  seasonCarry: 0.7,
  teamHalfLifeShots: 1500,
  shotsPerGame: 30,
};

interface SavesRecord {
  shots: number;
  /** Saves above the league rate of the day. */
  above: number;
  season: number;
}

/** Goals a side's goalie saves above his team's usual, before each game (by id), home − away. */
export function goalieEdges(
  games: readonly HockeyGame[],
  params: GoalieFormParams = GOALIE_FORM,
): Map<string, number> {
  const goalies = new Map<string, SavesRecord>();
  const teams = new Map<string, SavesRecord>();
  const league = { shots: 0, saves: 0 };
  const teamDecayPerShot = 0.5 ** (1 / params.teamHalfLifeShots);
  const out = new Map<string, number>();
  const aged = (record: SavesRecord | undefined, season: number): SavesRecord => {
    if (!record) return { shots: 0, above: 0, season };
    if (record.season === season) return record;
    const carry = params.seasonCarry ** (season - record.season);
    return { shots: record.shots * carry, above: record.above * carry, season };
  };
  const rate = (record: SavesRecord) => record.above / (record.shots + params.priorShots);
  const edge = (team: string, goalie: string | undefined, season: number) => {
    if (!goalie) return 0;
    const teamRate = rate(aged(teams.get(team), season));
    const goalieRate = rate(aged(goalies.get(goalie), season));
    return (goalieRate - teamRate) * params.shotsPerGame;
  };

  for (const game of games) {
    out.set(
      game.id,
      edge(game.home, game.homeGoalie, game.season) - edge(game.away, game.awayGoalie, game.season),
    );
    const leagueRate = league.shots > 0 ? league.saves / league.shots : 0.91;
    for (const [team, lines] of [
      [game.home, game.homeGoalies ?? []],
      [game.away, game.awayGoalies ?? []],
    ] as const) {
      for (const line of lines) {
        const above = line.saves - leagueRate * line.shots;
        const g = aged(goalies.get(line.id), game.season);
        goalies.set(line.id, {
          shots: g.shots + line.shots,
          above: g.above + above,
          season: game.season,
        });
        const t = aged(teams.get(team), game.season);
        const decay = teamDecayPerShot ** line.shots;
        teams.set(team, {
          shots: t.shots * decay + line.shots,
          above: t.above * decay + above,
          season: game.season,
        });
        league.shots += line.shots;
        league.saves += line.saves;
      }
    }
  }
  return out;
}
