/**
 * Choosing Elo parameters without looking at the future.
 *
 * A candidate is scored by running it through the training seasons (to build ratings, not
 * scored) and then the validation seasons, where each game's pre-game probability is scored
 * with Brier before that game updates anything. Games from any other season, and in particular
 * from after the validation window, are dropped before the run starts, so nothing from the
 * period a model will later be judged on can influence which parameters it gets.
 */
import { brier } from '../metrics/scores.ts';
import { type EloPrediction, rateGames, runElo } from './run.ts';
import type { EloGame, EloParams } from './types.ts';
import { homeResult } from './update.ts';

export interface TuneWindow {
  /** Seasons that only warm the ratings up. All must come before every validation season. */
  trainSeasons: readonly number[];
  /** Seasons whose games are scored. */
  validateSeasons: readonly number[];
}

export interface CandidateScore {
  params: EloParams;
  /** Mean Brier of the home-win probability over the validation games (a tie scores as ½). */
  brier: number;
  n: number;
}

export interface EloTuning {
  best: CandidateScore;
  /** Every candidate, best first; equal scores keep grid order. */
  candidates: CandidateScore[];
}

export function tuneElo(
  games: readonly EloGame[],
  grid: readonly EloParams[],
  split: TuneWindow,
): EloTuning {
  if (grid.length === 0) throw new RangeError('The parameter grid is empty');
  const validate = new Set(split.validateSeasons);
  if (validate.size === 0) throw new RangeError('No validation seasons');
  const firstValidate = Math.min(...validate);
  for (const season of split.trainSeasons) {
    if (season >= firstValidate) {
      throw new RangeError(
        `Training season ${season} is not before validation season ${firstValidate}`,
      );
    }
  }
  // Only the listed seasons are rated at all: a later season cannot reach the scores even by
  // accident, and it is the ratings' only route to them.
  const used = new Set([...split.trainSeasons, ...validate]);
  const inWindow = games.filter((game) => used.has(game.season));

  const candidates = grid.map((params): CandidateScore => {
    let total = 0;
    let n = 0;
    rateGames(inWindow, params, (game, _i, _home, _away, _diff, p) => {
      if (!validate.has(game.season)) return;
      total += brier(p, homeResult(game.homeScore, game.awayScore));
      n++;
    });
    return { params, brier: n ? total / n : Number.NaN, n };
  });
  if (candidates[0]!.n === 0) throw new RangeError('No games in the validation seasons');
  const ranked = candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => a.candidate.brier - b.candidate.brier || a.order - b.order)
    .map(({ candidate }) => candidate);
  return { best: ranked[0]!, candidates: ranked };
}

/** Every combination of the listed values, each laid over `base`. */
export function paramGrid(
  base: EloParams,
  axes: { [K in keyof EloParams]?: readonly EloParams[K][] },
): EloParams[] {
  let grid: EloParams[] = [base];
  for (const key of Object.keys(axes) as (keyof EloParams)[]) {
    const values = axes[key];
    if (!values || values.length === 0) continue;
    grid = grid.flatMap((params) => values.map((value) => ({ ...params, [key]: value })));
  }
  return grid;
}

export interface WalkForwardOptions {
  /** Seasons to forecast out of sample. */
  testSeasons: readonly number[];
  /** How many seasons just before each test season to validate on (default 3). */
  validationSeasons?: number;
  /** Whether at least one season must warm the ratings up before validation (default yes). */
  warmUpRequired?: boolean;
}

export interface WalkForwardSeason {
  season: number;
  params: EloParams;
  validationBrier: number;
}

export interface WalkForward {
  seasons: WalkForwardSeason[];
  /** Forecasts for the test seasons' games, each from parameters chosen on earlier seasons. */
  predictions: EloPrediction[];
}

/**
 * Out-of-sample Elo forecasts for a backtest: for each test season, parameters are tuned on
 * the seasons before it (the last few validate, the rest warm up), then that season is
 * forecast with them, game by game. The test season itself never takes part in tuning.
 */
export function walkForwardElo(
  games: readonly EloGame[],
  grid: readonly EloParams[],
  { testSeasons, validationSeasons = 3, warmUpRequired = true }: WalkForwardOptions,
): WalkForward {
  const allSeasons = [...new Set(games.map((game) => game.season))].sort((a, b) => a - b);
  const seasons: WalkForwardSeason[] = [];
  const predictions: EloPrediction[] = [];
  for (const season of [...testSeasons].sort((a, b) => a - b)) {
    const earlier = allSeasons.filter((s) => s < season);
    if (earlier.length < validationSeasons + (warmUpRequired ? 1 : 0)) {
      throw new RangeError(`Too few seasons before ${season} to train and validate`);
    }
    const validateSeasons = earlier.slice(-validationSeasons);
    const trainSeasons = earlier.slice(0, -validationSeasons);
    const { best } = tuneElo(games, grid, { trainSeasons, validateSeasons });
    const upTo = games.filter((game) => game.season <= season);
    const run = runElo(upTo, best.params);
    for (const prediction of run.predictions) {
      if (prediction.season === season) predictions.push(prediction);
    }
    seasons.push({ season, params: best.params, validationBrier: best.brier });
  }
  return { seasons, predictions };
}
