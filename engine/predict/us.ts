import type { UsBacktestOptions } from '../backtest/us-sports.ts';
import {
  type EloGame,
  type EloParams,
  forecastGame,
  NBA_TUNING_GRID,
  NFL_TUNING_GRID,
  runElo,
} from '../elo/index.ts';
import { SPREAD_SIGMA, winProbabilityToSpread } from '../market/spread.ts';
import {
  forecastMarginRatings,
  NBA_MARGIN,
  NFL_MARGIN,
  shiftProbability,
} from '../ratings/index.ts';
import type { MarginParams } from '../ratings/margin.ts';
import { adjustmentInputs, applyAdjustment } from '../situational/index.ts';
import { ELO_PARAMS_BY_SEASON } from './elo-params.ts';
import { byDate, forSeason } from './season-table.ts';
import { US_ADJUSTMENTS } from './us-adjustments.ts';

export type UsLeague = 'NBA' | 'NFL';

/** An upcoming NBA or NFL game. */
export interface UsFixture {
  id: string;
  /** Local (venue) calendar date, yyyy-mm-dd, as EloGame.date. */
  date: string;
  /** Season by its start year, as EloGame.season: NFL 2024, NBA 2024/25 → 2024. */
  season: number;
  home: string;
  away: string;
  /** No home advantage (e.g. Super Bowl, international games). */
  neutral?: boolean;
  /**
   * NFL starting quarterbacks when known (same ids as on played games, EloGame.homeQb): a
   * backup's start is the largest single adjustment. Unknown: the usual starters are assumed.
   */
  homeQb?: string;
  awayQb?: string;
}

export interface UsForecast {
  id: string;
  homeWinProbability: number;
  /** Home handicap in points as bookmakers quote it: negative = home favoured (−3.5 = home by 3.5). */
  fairSpread: number;
  /** Elo ratings the game is forecast from (regressed when the fixture opens a new season). */
  ratings: { home: number; away: number };
  /**
   * The parts of the model, for display: Elo's and the margin rating's home-win chances, their
   * average before the NBA standings term and the NFL situational adjustment, and the rating's
   * expected home margin (without the standings term).
   */
  components: { elo: number; margin: number; average: number; expectedMargin: number };
}

/**
 * The production NBA/NFL model: walk-forward Elo averaged with the margin rating, then for the
 * NBA the rating's end-of-season standings term (engine/ratings/standings.ts) and for the NFL the
 * situational adjustment (quarterback changes, rest; engine/situational).
 */
export const US_MODEL: Record<
  UsLeague,
  {
    grid: readonly EloParams[];
    margin: MarginParams & { weight: number };
    spreadSigma: number;
    adjustment?: { firstSeason: number };
  }
> = {
  NBA: { grid: NBA_TUNING_GRID, margin: NBA_MARGIN, spreadSigma: SPREAD_SIGMA.nba },
  NFL: {
    grid: NFL_TUNING_GRID,
    margin: NFL_MARGIN,
    spreadSigma: SPREAD_SIGMA.nfl,
    // Every season Elo can be walked forward for (four seasons after the data starts in 1999).
    adjustment: { firstSeason: 2003 },
  },
};

/** `backtestUsSport` options that measure exactly the model `forecastUsGames` serves. */
export function usBacktestOptions(
  league: UsLeague,
  fromSeason: number,
  toSeason: number,
): UsBacktestOptions {
  const m = US_MODEL[league];
  return {
    fromSeason,
    toSeason,
    grid: m.grid,
    spreadSigma: m.spreadSigma,
    model: 'elo+margin',
    margin: m.margin,
    adjustment: m.adjustment,
  };
}

/**
 * The adjustment coefficients the backtest fits for `season` (earlier seasons only;
 * engine/predict/us-adjustments.ts), or none for a league without one. Seasons past the table
 * take its latest entry.
 */
export function adjustmentFor(league: UsLeague, season: number): number[] | undefined {
  return forSeason(US_ADJUSTMENTS[league], season);
}

/**
 * The Elo parameters the walk-forward backtest uses for `season` (tuned on earlier seasons only;
 * engine/predict/elo-params.ts). Seasons past the table take its latest entry.
 */
export function eloParamsFor(league: UsLeague, season: number): EloParams {
  return forSeason(ELO_PARAMS_BY_SEASON[league], season)!;
}

/**
 * Forecasts upcoming NBA or NFL games from the played ones, with the model `npm run backtest`
 * measures: Elo with the season's walk-forward parameters, averaged with the time-decayed
 * margin rating (`US_MODEL[league].margin.weight` on the latter), for the NBA moved by the
 * standings term in the last weeks of a regular season, and for the NFL adjusted for quarterback
 * changes and rest with the coefficients fitted on earlier seasons. Every played game is used;
 * pass only games before the clock (every game of the current season, playoffs included: the
 * standings count games played against the season's 82). Back-to-backs, rest and games left
 * count games on earlier days whether played or scheduled among `upcoming`.
 */
export function forecastUsGames(
  league: UsLeague,
  played: readonly EloGame[],
  upcoming: readonly UsFixture[],
): Record<string, UsForecast> {
  if (upcoming.length === 0) return {};
  const { margin, spreadSigma } = US_MODEL[league];
  const history = byDate(played);
  const fixtures = byDate(upcoming);
  const last = history.at(-1);
  if (last && fixtures[0]!.date < last.date) {
    throw new RangeError(`Fixture ${fixtures[0]!.id} is dated before the last played game`);
  }
  const marginById = new Map(
    forecastMarginRatings(history, fixtures, margin).map((p) => [p.id, p] as const),
  );
  const inputs = US_MODEL[league].adjustment ? adjustmentInputs(history, fixtures) : undefined;

  // One Elo run per parameter set (normally one: every fixture is in the current season).
  const runs = new Map<EloParams, ReturnType<typeof runElo>>();
  const lastPlayed = new Map<string, string>();
  const out: Record<string, UsForecast> = {};
  for (const fixture of fixtures) {
    const params = eloParamsFor(league, fixture.season);
    let run = runs.get(params);
    if (!run) {
      run = runElo(history, params);
      runs.set(params, run);
    }
    // Scheduled games count for rest as played ones do.
    const rest = new Map(run.lastPlayed);
    for (const [team, date] of lastPlayed) rest.set(team, date);
    const elo = forecastGame({ ...run, lastPlayed: rest }, fixture, params);
    lastPlayed.set(fixture.home, fixture.date);
    lastPlayed.set(fixture.away, fixture.date);
    const m = marginById.get(fixture.id)!;
    const average =
      (1 - margin.weight) * elo.homeWinProbability + margin.weight * m.homeWinProbability;
    // The NBA's end-of-season standings term moves the average as the backtest does.
    const shifted = shiftProbability(average, m.motivationShift, margin.sigma);
    const beta = inputs ? adjustmentFor(league, fixture.season) : undefined;
    const p = beta ? applyAdjustment(shifted, inputs!.get(fixture.id)!, beta) : shifted;
    out[fixture.id] = {
      id: fixture.id,
      homeWinProbability: p,
      fairSpread: -winProbabilityToSpread(p, spreadSigma),
      ratings: { home: elo.homeRating, away: elo.awayRating },
      components: {
        elo: elo.homeWinProbability,
        margin: m.homeWinProbability,
        average,
        expectedMargin: m.expectedMargin,
      },
    };
  }
  return out;
}
