import { type EloGame, type EloParams, walkForwardElo } from '../elo/index.ts';
import { devigMultiplicative } from '../market/devig.ts';
import { spreadToWinProbability } from '../market/spread.ts';
import { brier, logLoss } from '../metrics/scores.ts';
import { type BlendSample, blend, fitBlendWeight } from '../predict/blend.ts';
import {
  type MarginParams,
  type MarginPrediction,
  runMarginRatings,
  shiftProbability,
} from '../ratings/index.ts';
import { adjustmentInputs, applyAdjustment, fitAdjustment } from '../situational/index.ts';
import { calibrationTable, delta, mean, type Scores } from './report.ts';

/** A finished NBA or NFL game with the market lines known before it. */
export interface UsGame extends EloGame {
  /** Closing moneyline, decimal [home, away]. */
  moneyline?: [number, number];
  /** Closing handicap of the home team (negative = home favoured). */
  spreadLine?: number;
  /** A published reference forecast (FiveThirtyEight) of the home win, when one exists. */
  reference?: number;
}

export interface UsBacktestOptions {
  fromSeason: number;
  toSeason: number;
  grid: readonly EloParams[];
  /** Standard deviation of the final margin, to turn a spread into a probability. */
  spreadSigma: number;
  /** Seasons before `fromSeason` forecast only to fit the first blend weight. */
  blendWarmupSeasons?: number;
  /**
   * Seasons just before each forecast season that choose its Elo parameters (default 3, after
   * at least one that only warms the ratings up). A league whose files start two seasons before
   * its first priced one (MLB: 2010, prices scored from 2012) validates on one, with no warm-up
   * season required.
   */
  validationSeasons?: number;
  /**
   * 'elo' (default): the walk-forward Elo alone. 'elo+margin': Elo averaged with a time-decayed
   * margin rating (engine/ratings), `marginWeight` on the latter, then moved by the rating's
   * standings term when it has one; all use scores, dates and the schedule only.
   */
  model?: 'elo' | 'elo+margin';
  /** Settings of the margin rating, required for 'elo+margin'. */
  margin?: MarginParams & { weight: number };
  /**
   * The situational adjustment (engine/situational: quarterback changes, rest) on top of the
   * model, refitted each season on the out-of-sample forecasts of every season from
   * `firstSeason` up to the one before (Elo is walked forward from `firstSeason` for this).
   */
  adjustment?: {
    firstSeason: number;
    /**
     * The adjustment's inputs other than p₀ per game id (each from the games before it); the
     * NFL's quarterback and rest terms by default. Baseball reads its starting pitchers here,
     * hockey its goalies (engine/baseball, engine/hockey).
     */
    inputs?: (games: readonly UsGame[]) => Map<string, number[]>;
  };
}

interface Row {
  id: string;
  season: number;
  hit: 0 | 1;
  model: number;
  market: number;
  marketFrom: 'moneyline' | 'spread';
  published: number;
  reference?: number;
}

function scores(rows: readonly Row[], pick: (row: Row) => number): Scores {
  return {
    n: rows.length,
    brier: mean(rows.map((row) => brier(pick(row), row.hit))),
    logLoss: mean(rows.map((row) => logLoss([pick(row), 1 - pick(row)], row.hit === 1 ? 0 : 1))),
  };
}

function summary(rows: readonly Row[]) {
  const b = (pick: (row: Row) => number) => rows.map((row) => brier(pick(row), row.hit));
  const l = (pick: (row: Row) => number) =>
    rows.map((row) => logLoss([pick(row), 1 - pick(row)], row.hit === 1 ? 0 : 1));
  const modelVsMarket = delta(
    b((r) => r.model),
    b((r) => r.market),
  );
  return {
    n: rows.length,
    model: scores(rows, (r) => r.model),
    published: scores(rows, (r) => r.published),
    closing: scores(rows, (r) => r.market),
    deltaBrier: modelVsMarket.mean,
    deltaBrierSe: modelVsMarket.se,
    deltaLogLoss: delta(
      l((r) => r.model),
      l((r) => r.market),
    ).mean,
    deltaLogLossSe: delta(
      l((r) => r.model),
      l((r) => r.market),
    ).se,
    publishedDeltaBrier: delta(
      b((r) => r.published),
      b((r) => r.market),
    ).mean,
    publishedDeltaBrierSe: delta(
      b((r) => r.published),
      b((r) => r.market),
    ).se,
  };
}

/**
 * Walk-forward backtest of Elo against the closing market for NBA or NFL. Each season's Elo
 * parameters are tuned on earlier seasons only; each game is forecast from games before it. The
 * market reference is the closing moneyline (de-vigged) where present, else the closing spread
 * turned into a probability. Ties are left out: a binary score needs a winner.
 */
export function backtestUsSport(games: readonly UsGame[], options: UsBacktestOptions) {
  const warmup = options.blendWarmupSeasons ?? 3;
  // Elo is walked forward only from the fifth season on file (three validate, one warms up), so
  // an early window (NBA 2011–14) gets a shorter blend warm-up instead of failing.
  const allSeasons = [...new Set(games.map((game) => game.season))].sort((a, b) => a - b);
  const firstWalkable =
    allSeasons[options.validationSeasons === undefined ? 4 : options.validationSeasons] ??
    options.fromSeason;
  const firstScored = Math.max(
    options.fromSeason - warmup,
    Math.min(firstWalkable, options.fromSeason),
  );
  const adjustment = options.adjustment;
  const testSeasons: number[] = [];
  const firstWalked = adjustment ? Math.min(adjustment.firstSeason, firstScored) : firstScored;
  for (let s = firstWalked; s <= options.toSeason; s++) testSeasons.push(s);
  const walk = walkForwardElo(games, options.grid, {
    testSeasons,
    validationSeasons: options.validationSeasons,
    warmUpRequired: options.validationSeasons === undefined,
  });
  const byId = new Map(games.map((game) => [game.id, game]));
  const model = options.model ?? 'elo';
  let marginById: Map<string, MarginPrediction> | undefined;
  if (model === 'elo+margin') {
    if (!options.margin) throw new RangeError("The 'elo+margin' model needs margin settings");
    const upTo = games.filter((game) => game.season <= options.toSeason);
    marginById = new Map(runMarginRatings(upTo, options.margin).map((p) => [p.id, p]));
  }
  const marginWeight = options.margin?.weight ?? 0;

  const candidates: Omit<Row, 'published'>[] = [];
  for (const prediction of walk.predictions) {
    const game = byId.get(prediction.id)!;
    if (game.homeScore === game.awayScore) continue;
    let market: number | undefined;
    let marketFrom: Row['marketFrom'] = 'moneyline';
    if (game.moneyline) market = devigMultiplicative(game.moneyline)[0];
    else if (game.spreadLine !== undefined) {
      market = spreadToWinProbability(-game.spreadLine, options.spreadSigma);
      marketFrom = 'spread';
    }
    if (market === undefined) continue;
    const margin = marginById?.get(prediction.id);
    candidates.push({
      id: game.id,
      season: game.season,
      hit: game.homeScore > game.awayScore ? 1 : 0,
      model: margin
        ? shiftProbability(
            (1 - marginWeight) * prediction.homeWinProbability +
              marginWeight * margin.homeWinProbability,
            margin.motivationShift,
            options.margin!.sigma,
          )
        : prediction.homeWinProbability,
      market,
      marketFrom,
      reference: game.reference,
    });
  }

  // The situational adjustment for a season is fitted on earlier seasons' forecasts only.
  const adjustments: { season: number; beta: number[] }[] = [];
  if (adjustment) {
    const upTo = games.filter((game) => game.season <= options.toSeason);
    const inputs = adjustment.inputs ? adjustment.inputs(upTo) : adjustmentInputs(upTo);
    const base = candidates.map((row) => ({
      season: row.season,
      p0: row.model,
      inputs: inputs.get(row.id)!,
      homeWin: row.hit,
    }));
    for (const season of testSeasons.filter((s) => s >= firstScored)) {
      const beta = fitAdjustment(
        base.filter((b) => b.season >= adjustment.firstSeason && b.season < season),
        1 + (base[0]?.inputs.length ?? 0),
      );
      adjustments.push({ season, beta });
      base.forEach((b, i) => {
        if (b.season === season) candidates[i]!.model = applyAdjustment(b.p0, b.inputs, beta);
      });
    }
  }
  const scored = candidates.filter((row) => row.season >= firstScored);

  // The blend weight for a season is fitted on every earlier season's out-of-sample forecasts.
  const rows: Row[] = [];
  const weights: { season: number; weight: number }[] = [];
  for (const season of testSeasons.filter((s) => s >= options.fromSeason)) {
    const earlier: BlendSample[] = scored
      .filter((row) => row.season < season)
      .map((row) => ({
        model: [row.model, 1 - row.model],
        market: [row.market, 1 - row.market],
        outcome: row.hit === 1 ? 0 : 1,
      }));
    const weight = fitBlendWeight(earlier);
    weights.push({ season, weight });
    for (const row of scored.filter((r) => r.season === season)) {
      rows.push({
        ...row,
        published: blend([row.model, 1 - row.model], [row.market, 1 - row.market], weight)[0]!,
      });
    }
  }

  const withReference = rows.filter((row) => row.reference !== undefined);
  const seasons = [...new Set(rows.map((row) => row.season))].map((season) => ({
    season,
    blendWeight: weights.find((w) => w.season === season)?.weight,
    ...summary(rows.filter((row) => row.season === season)),
  }));
  return {
    pooled: summary(rows),
    seasons,
    marketReference: {
      moneyline: rows.filter((row) => row.marketFrom === 'moneyline').length,
      spread: rows.filter((row) => row.marketFrom === 'spread').length,
    },
    reference538:
      withReference.length === 0
        ? null
        : {
            n: withReference.length,
            brier: mean(withReference.map((row) => brier(row.reference!, row.hit))),
            deltaBrier: delta(
              withReference.map((row) => brier(row.reference!, row.hit)),
              withReference.map((row) => brier(row.market, row.hit)),
            ).mean,
            modelDeltaBrierSameGames: delta(
              withReference.map((row) => brier(row.model, row.hit)),
              withReference.map((row) => brier(row.market, row.hit)),
            ).mean,
          },
    calibration: {
      model: calibrationTable(rows.map((row) => ({ p: row.model, hit: row.hit }))),
      published: calibrationTable(rows.map((row) => ({ p: row.published, hit: row.hit }))),
    },
    /** Every scored game's forecasts, for a caller measuring a change against this model. */
    forecasts: rows.map(({ id, season, hit, model, market, published }) => ({
      id,
      season,
      hit,
      model,
      market,
      published,
    })),
    eloParams: walk.seasons.filter((s) => s.season >= options.fromSeason),
    adjustments: adjustments.filter((a) => a.season >= options.fromSeason),
  };
}
