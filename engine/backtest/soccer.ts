import { devigMultiplicative } from '../market/devig.ts';
import { closingLineValue } from '../metrics/closing-line.ts';
import { logLoss, multiBrier, rps } from '../metrics/scores.ts';
import { type BlendSample, blend, fitBlendWeight } from '../predict/blend.ts';
import { blendWeightFor, type SeasonBlendWeight } from '../predict/blend-weight-for.ts';
import {
  type DixonColesFitOptions,
  type DixonColesModel,
  fitDixonColes,
  predictMatch,
  promotedPriorsAt,
} from '../soccer/index.ts';
import type { SoccerMatch, TeamStrength } from '../soccer/types.ts';
import { calibrationTable, delta, mean, type Scores } from './report.ts';

/** A played league match with the prices the backtest needs (decimal, [home, draw, away]). */
export interface SoccerBacktestMatch extends SoccerMatch {
  /** Carried onto the match's forecast row, so a caller can join its own data back. */
  id?: string;
  /** Kick-off instant, ISO. */
  kickoff: string;
  /** '2019/20' style. */
  season: string;
  /** Pinnacle's pre-match price (known before kick-off): feeds the published probability. */
  pinnacleOpening?: number[];
  /** Market average pre-match price: the published input when Pinnacle's is missing. */
  averageOpening?: number[];
  /** Best pre-match price across books: what a value bet is taken at. */
  maximumOpening?: number[];
  /** Pinnacle's closing price: evaluation only, never an input. */
  pinnacleClosing?: number[];
}

export interface SoccerBacktestOptions {
  /** Seasons scored, e.g. ['2019/20', …, '2024/25']. */
  seasons: string[];
  /** Earlier seasons forecast only to fit the first season's blend weight. */
  warmupSeasons: string[];
  fit: Omit<DixonColesFitOptions, 'asOf' | 'warmStart' | 'priorMeans'>;
  /** Prior for a team with no league match in the last year (promoted): weaker than average. */
  promotedPrior: TeamStrength;
  /** Refit cadence in days. */
  refitDays?: number;
  /** Expected value (percent) above which a published probability counts as a value bet. */
  valueThresholdPct?: number;
  /**
   * The blend weight per scored season, fitted elsewhere on earlier seasons only (the weight
   * pooled over every soccer league's walk-forward forecasts, engine/predict/blend-weights.ts).
   * A season missing here gets the latest fitted season's weight (blendWeightFor). Without a
   * table, each season's weight is fitted on this league's earlier seasons.
   */
  blendWeights?: Readonly<Record<string, number>>;
}

/** One walk-forward forecast: the model, the pre-match and closing prices, the outcome. */
export type SoccerForecastRow = Omit<Row, 'published'>;

const outcomeIndex = (m: SoccerMatch) =>
  m.homeGoals > m.awayGoals ? 0 : m.homeGoals === m.awayGoals ? 1 : 2;
const DAY = 86_400_000;

interface Row {
  id?: string;
  kickoff: string;
  season: string;
  outcome: number;
  model: number[];
  market: number[];
  closing: number[];
  average?: number[];
  published: number[];
  maximum?: number[];
}

function scoresOf(rows: readonly Row[], pick: (row: Row) => number[]): Scores {
  return {
    n: rows.length,
    rps: mean(rows.map((row) => rps(pick(row), row.outcome))),
    logLoss: mean(rows.map((row) => logLoss(pick(row), row.outcome))),
    brier: mean(rows.map((row) => multiBrier(pick(row), row.outcome))),
  };
}

function summary(rows: readonly Row[], threshold: number) {
  const r = (pick: (row: Row) => number[]) => rows.map((row) => rps(pick(row), row.outcome));
  const l = (pick: (row: Row) => number[]) => rows.map((row) => logLoss(pick(row), row.outcome));
  const modelVsClosing = delta(
    r((x) => x.model),
    r((x) => x.closing),
  );
  const publishedVsClosing = delta(
    r((x) => x.published),
    r((x) => x.closing),
  );
  const withAverage = rows.filter((row) => row.average);
  // Value bets: published edge against the best pre-match price, settled flat-stake at that price.
  const bets: { profit: number; clv: number }[] = [];
  for (const row of rows) {
    if (!row.maximum) continue;
    row.maximum.forEach((price, i) => {
      const ev = (row.published[i]! * price - 1) * 100;
      if (ev <= threshold) return;
      bets.push({
        profit: row.outcome === i ? price - 1 : -1,
        clv: closingLineValue(price, row.closing[i]!),
      });
    });
  }
  const drawRate = mean(rows.map((row) => (row.outcome === 1 ? 1 : 0)));
  return {
    n: rows.length,
    model: scoresOf(rows, (x) => x.model),
    published: scoresOf(rows, (x) => x.published),
    closing: scoresOf(rows, (x) => x.closing),
    preMatch: scoresOf(rows, (x) => x.market),
    averageOpening: withAverage.length > 0 ? scoresOf(withAverage, (x) => x.average!) : null,
    deltaRps: modelVsClosing.mean,
    deltaRpsSe: modelVsClosing.se,
    deltaLogLoss: delta(
      l((x) => x.model),
      l((x) => x.closing),
    ).mean,
    publishedDeltaRps: publishedVsClosing.mean,
    publishedDeltaRpsSe: publishedVsClosing.se,
    publishedDeltaLogLoss: delta(
      l((x) => x.published),
      l((x) => x.closing),
    ).mean,
    /** The pre-match price alone, the published probability's starting point. */
    preMatchDeltaRps: delta(
      r((x) => x.market),
      r((x) => x.closing),
    ).mean,
    drawRateError: {
      model: mean(rows.map((row) => row.model[1]!)) - drawRate,
      published: mean(rows.map((row) => row.published[1]!)) - drawRate,
    },
    valueBets: {
      thresholdPct: threshold,
      n: bets.length,
      roi: bets.length > 0 ? mean(bets.map((b) => b.profit)) : null,
      clv: bets.length > 0 ? mean(bets.map((b) => b.clv)) : null,
    },
  };
}

/**
 * The walk-forward forecasts of Dixon–Coles: the model is refitted every `refitDays` on matches
 * strictly before the refit date and predicts the matches up to the next refit, so no forecast
 * sees its own result or anything later. Every priced match of the scored and warm-up seasons
 * gets a row (scored seasons need Pinnacle's closing price too, to be scored against).
 */
export function soccerForecasts(
  matches: readonly SoccerBacktestMatch[],
  options: SoccerForecastOptions,
): { rows: SoccerForecastRow[]; refits: number } {
  const steps = soccerForecastSteps(matches, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

type SoccerForecastOptions = Pick<
  SoccerBacktestOptions,
  'seasons' | 'warmupSeasons' | 'fit' | 'promotedPrior' | 'refitDays'
> & {
  /** Forecast only matches kicking off at or after this instant (ISO); earlier ones still fit. */
  scoredFrom?: string;
};

/**
 * soccerForecasts one refit at a time: pauses (yields) after each refit, so a caller serving
 * requests can let them through between fits; returns what soccerForecasts does.
 */
export function* soccerForecastSteps(
  matches: readonly SoccerBacktestMatch[],
  options: SoccerForecastOptions,
): Generator<void, { rows: SoccerForecastRow[]; refits: number }, void> {
  const refitMs = (options.refitDays ?? 7) * DAY;
  const scored = new Set([...options.warmupSeasons, ...options.seasons]);
  const ordered = [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff));
  const evaluated = new Set(options.seasons);
  // Evaluation needs Pinnacle's closing price; warm-up seasons only fit the blend weight.
  const targets = ordered.filter(
    (m) =>
      scored.has(m.season) &&
      (!options.scoredFrom || m.kickoff >= options.scoredFrom) &&
      (m.pinnacleOpening || m.averageOpening) &&
      (m.pinnacleClosing || !evaluated.has(m.season)),
  );

  const candidates: SoccerForecastRow[] = [];
  let model: DixonColesModel | undefined;
  let fittedAt = Number.NEGATIVE_INFINITY;
  let refits = 0;
  for (const match of targets) {
    const at = Date.parse(match.kickoff);
    if (!model || at - fittedAt >= refitMs) {
      // Refit at this kick-off: only matches strictly before it exist for the model.
      const asOf = match.kickoff;
      const seasonTeams = new Set<string>();
      for (const m of ordered) {
        if (m.season !== match.season) continue;
        seasonTeams.add(m.home);
        seasonTeams.add(m.away);
      }
      const history = ordered.filter((m) => Date.parse(m.kickoff) < at);
      const maxAge = (options.fit.maxAgeDays ?? Number.POSITIVE_INFINITY) * DAY;
      if (!history.some((m) => at - Date.parse(m.kickoff) <= maxAge)) {
        // Nothing recent enough to fit (a gap in the league's files): no forecast yet.
        model = undefined;
        continue;
      }
      const priorMeans = promotedPriorsAt(ordered, seasonTeams, asOf, options.promotedPrior);
      model = fitDixonColes(history, { ...options.fit, asOf, warmStart: model, priorMeans });
      fittedAt = at;
      refits++;
      yield;
    }
    const prediction = predictMatch(model, match.home, match.away, {
      neutral: match.neutral,
      closedDoors: match.closedDoors,
    });
    candidates.push({
      id: match.id,
      kickoff: match.kickoff,
      season: match.season,
      outcome: outcomeIndex(match),
      model: [prediction.homeWin, prediction.draw, prediction.awayWin],
      market: devigMultiplicative(match.pinnacleOpening ?? match.averageOpening!),
      closing: match.pinnacleClosing ? devigMultiplicative(match.pinnacleClosing) : [],
      average: match.averageOpening ? devigMultiplicative(match.averageOpening) : undefined,
      maximum: match.maximumOpening,
    });
  }

  return { rows: candidates, refits };
}

/**
 * Walk-forward backtest of Dixon–Coles against Pinnacle's closing prices (see soccerForecasts).
 * The published probability pools the model with the pre-match price; its weight for a season
 * comes from earlier seasons only: `blendWeights` (a season it lacks takes the latest fitted
 * one's), or else this league's earlier seasons.
 */
export function backtestSoccer(
  matches: readonly SoccerBacktestMatch[],
  options: SoccerBacktestOptions,
) {
  const { rows: candidates, refits } = soccerForecasts(matches, options);
  const order = [...options.warmupSeasons, ...options.seasons];
  const rows: Row[] = [];
  const weights: Record<string, SeasonBlendWeight> = {};
  for (const season of options.seasons) {
    // Every earlier season: on 2015/16–2018/19 this matched the pre-match price, where windows
    // of the last one to three seasons did worse.
    const earlier: BlendSample[] = candidates
      .filter((row) => order.indexOf(row.season) < order.indexOf(season))
      .map((row) => ({ model: row.model, market: row.market, outcome: row.outcome }));
    const weight = options.blendWeights
      ? blendWeightFor(options.blendWeights, season)
      : { weight: fitBlendWeight(earlier), source: "fitted on this league's earlier seasons" };
    if (!weight) throw new Error('backtestSoccer: the blend weight table is empty');
    weights[season] = weight;
    for (const row of candidates.filter((r) => r.season === season)) {
      rows.push({ ...row, published: blend(row.model, row.market, weight.weight) });
    }
  }

  const threshold = options.valueThresholdPct ?? 5;
  const calibration = (pick: (row: Row) => number[]) =>
    calibrationTable(
      rows.flatMap((row) =>
        pick(row).map((p, i) => ({ p, hit: (row.outcome === i ? 1 : 0) as 0 | 1 })),
      ),
    );
  return {
    pooled: summary(rows, threshold),
    seasons: options.seasons.map((season) => ({
      season,
      blendWeight: weights[season]!.weight,
      blendWeightSource: weights[season]!.source,
      ...summary(
        rows.filter((row) => row.season === season),
        threshold,
      ),
    })),
    calibration: {
      model: calibration((row) => row.model),
      published: calibration((row) => row.published),
    },
    refits,
  };
}
