/**
 * The served MLB and NHL model (docs/models.md "Baseball", "Hockey"): exactly what
 * `backtestBaseball` / `backtestHockey` measure. Team ratings on runs or goals (the NHL's read
 * the goalies' edge, engine/hockey), then the season's ridge layer: rest, and for MLB the
 * starters' market-implied ratings (engine/baseball); for the NHL the moneyline probability is
 * split into regulation, overtime and shoot-out. What the
 * walk-forward fits per season comes in as tables (`MlbNhlTables`), generated from the mirror by
 * `npx tsx scripts/fit-mlb-nhl-model.ts`, so a forecast takes milliseconds.
 */
import { baseballInputs, startersMarketEdge } from '../baseball/inputs.ts';
import type { BaseballGame } from '../baseball/types.ts';
import { forecastGame, runElo } from '../elo/run.ts';
import type { EloParams } from '../elo/types.ts';
import { hockeyInputs, withGoalieEdges } from '../hockey/inputs.ts';
import { type RegulationModel, regulationOutcomes } from '../hockey/regulation.ts';
import type { HockeyGame } from '../hockey/types.ts';
import { applyAdjustment } from '../situational/adjustment.ts';
import { byDate, forSeason } from './season-table.ts';

export { forSeason };

export type MoneylineLeague = 'MLB' | 'NHL';

/** What the walk-forward backtest fitted for each season (by its start year). */
export interface MlbNhlTables {
  eloParams: Record<number, EloParams>;
  adjustments: Record<number, number[]>;
  blendWeights: Record<number, number>;
  /** NHL: the regulation split. */
  regulation?: Record<number, RegulationModel>;
}

export interface MlbNhlForecast {
  id: string;
  /** Overtime and shoot-out included for the NHL (what a moneyline settles on). */
  homeWinProbability: number;
  ratings: { home: number; away: number };
  components: {
    /** The team ratings (NHL: with the goalies' edge), before the ridge layer. */
    ratings: number;
    /** The starters' edge, home − away: MLB their market-implied ratings in logit, NHL goals. */
    edge: number;
  };
  /** NHL: [home in regulation, level after 60 minutes, away in regulation]. */
  regulation?: [number, number, number];
}

/**
 * Forecasts upcoming MLB or NHL games from the played ones (only games before the clock). An
 * upcoming game's starters are those known at the clock (MLB: the listing; NHL: the goalies
 * confirmed), or none: then the team ratings alone, as for an unlisted game in the backtest.
 */
export function forecastMlbNhlGames(
  league: MoneylineLeague,
  played: readonly (BaseballGame | HockeyGame)[],
  upcoming: readonly (BaseballGame | HockeyGame)[],
  tables: MlbNhlTables,
): Record<string, MlbNhlForecast> {
  if (upcoming.length === 0) return {};
  // A fixture has no score: it is forecast, never credited.
  const fixtures = byDate(upcoming).map((g) => ({
    ...g,
    homeScore: Number.NaN,
    awayScore: Number.NaN,
  }));
  const all = [...byDate(played), ...fixtures];
  const edged = league === 'MLB' ? all : withGoalieEdges(all as HockeyGame[]);
  const inputs =
    league === 'MLB' ? baseballInputs(all as BaseballGame[]) : hockeyInputs(all as HockeyGame[]);
  const history = edged.slice(0, played.length);
  const runs = new Map<EloParams, ReturnType<typeof runElo>>();
  const out: Record<string, MlbNhlForecast> = {};
  for (const fixture of edged.slice(played.length)) {
    const params = forSeason(tables.eloParams, fixture.season);
    if (!params) throw new RangeError(`No fitted ${league} ratings for ${fixture.season}`);
    let run = runs.get(params);
    if (!run) {
      run = runElo(history, params);
      runs.set(params, run);
    }
    const elo = forecastGame(run, fixture, params);
    const beta = forSeason(tables.adjustments, fixture.season);
    const p = beta
      ? applyAdjustment(elo.homeWinProbability, inputs.get(fixture.id)!, beta)
      : elo.homeWinProbability;
    const split = tables.regulation && forSeason(tables.regulation, fixture.season);
    out[fixture.id] = {
      id: fixture.id,
      homeWinProbability: p,
      ratings: { home: elo.homeRating, away: elo.awayRating },
      components: {
        ratings: elo.homeWinProbability,
        edge: league === 'MLB' ? startersMarketEdge(inputs.get(fixture.id)!) : (fixture.edge ?? 0),
      },
      ...(split ? { regulation: regulationOutcomes(p, split) } : {}),
    };
  }
  return out;
}
